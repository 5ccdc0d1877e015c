// Recommendations that fit the contract (issue 10): the playbook's fallback is a default, and a lawyer adapts it
// to the deal and the side. A fee-based cap means nothing where no fees flow (a royalty-free licence, an NDA);
// our own right to walk away needs keeping, not "payment for work performed"; an indemnity we give needs limits,
// one we receive needs to stay outside the cap; and language the clause already has is never proposed again.

import { statesCap } from './assess-clause.ts';
import { capStatementOf } from './cap-statement.ts';
import { durationInDays, durationWords } from './durations.ts';
import { carveOutsOf, quotedList } from './carve-outs.ts';
import { favoursUs, isRightType, type Position } from './our-side.ts';
import { RENEWAL_BY_AGREEMENT_POINT, renewsOnlyByAgreement } from './review-points.ts';
import type { ClauseFacts, ClauseType } from './model.ts';

export interface DealContext {
  contractType: string;
  /** Whether money changes hands under the contract (fees, prices, royalties): a fee-based cap needs fees. */
  feeBearing: boolean;
  /** Whom the clause's right or burden falls on, from our side; null when our side is not set or not relevant. */
  position: Position | null;
  ourSide: string | null;
}

const PAYS = /\b(?:shall|will|must|agrees?\s+to)\s+(?:promptly\s+)?(?:pay|reimburse|remit)\b|\bpayable\b|\b(?:fees?|royalt(?:y|ies)|purchase\s+price|prices?)\s+(?:of|shall|will|are|is|set)\b/i;
const FREE_OF_CHARGE = /\broyalty[- ]free\b|\bfree\s+of\s+(?:charge|cost)\b|\bwithout\s+(?:charge|any\s+fee|payment)\b|\bno\s+(?:fees?|charge)\s+(?:shall|will)\b/i;

/** Money changes hands when some clause makes a party pay and the contract does not say the rights are free. */
export function isFeeBearing(clauseTexts: string[]): boolean {
  // A liability cap "of the fees payable" or "$25,000" measures exposure; it is no payment.
  const sentences = clauseTexts.flatMap((t) => t.split(/(?<=[.;])\s+/)).filter((s) => !/\bliab/i.test(s));
  const pays = sentences.some((t) => PAYS.test(t));
  const free = clauseTexts.some((t) => FREE_OF_CHARGE.test(t));
  return pays && !(free && !clauseTexts.some((t) => /\b(?:shall|will|must|agrees?\s+to)\s+pay\b/i.test(t)));
}

/** A fallback the clause already contains: its protective words are in the clause. */
const ALREADY_HAS: Partial<Record<ClauseType, RegExp>> = {
  // "No consent … is required … in the event of a Change of Control … so long as the transferee assumes all the
  // obligations": the change of control is already allowed on the successor's assumption.
  'Change of Control':
    /\bshall\s+not\s+(?:be\s+deemed\s+to\s+)?constitute\s+an?\s+assignment\b|\bwithout\s+(?:the\s+)?(?:(?:other\s+party['’]s|prior|written)\s+)*consent\b[^.]{0,60}\b(?:successor|merger|acqui\w+|sale\s+of\s+all\s+or\s+substantially\s+all)\b|\bsuccessor\b[^.]{0,80}\bassum(?:e|es|ption)\b|\bno\s+(?:such\s+)?consent\b[^.]{0,80}\b(?:is|shall\s+be|will\s+be)\s+required\b[^.]{0,80}\bchange\s+of\s+control\b/i,
  'Anti-Assignment': /\b(?:affiliate|merger|acqui\w+|reorgani[sz]\w*|sale\s+of\s+(?:all\s+or\s+substantially\s+all|the\s+business))\b/i,
  'Force Majeure': /\bnotif\w+\b[^.]{0,120}\b(?:promptly|reasonable\s+efforts|mitigat\w+)\b|\b(?:promptly|reasonable\s+efforts|mitigat\w+)\b[^.]{0,120}\bnotif\w+/i,
};

/** Whether the clause already has what the playbook's fallback for its type asks for. */
export function alreadyHasProtection(type: ClauseType, text: string): boolean {
  return ALREADY_HAS[type]?.test(text) ?? false;
}

/**
 * The recommendation for one clause, adapted to the deal and our side; `base` is what the playbook proposes,
 * returned unchanged when nothing about the deal or the clause calls for another.
 */
export function tailorRecommendation(type: ClauseType, text: string, facts: ClauseFacts, base: string, deal: DealContext): string {
  const us = deal.ourSide ?? 'us';
  const has = ALREADY_HAS[type];
  if (has?.test(text) && /^(?:Negotiate|Confirm|Verify|Remove)/.test(base)) {
    return `The clause already has the protection the playbook asks for (“${has.exec(text)![0]}”); no change to propose. Check only that it covers ${us}.`;
  }
  // A fallback proposing automatic renewal does not fit a contract that renews only by the parties' written
  // agreement: say what to check instead.
  if (/\brenew\w*\s+automatically|\bautomatic\w*\s+renew/i.test(base) && renewsOnlyByAgreement(text)) return RENEWAL_BY_AGREEMENT_POINT;
  switch (type) {
    case 'Cap on Liability':
    case 'Limitation of Liability': {
      const carveOuts = carveOutsOf(text);
      const kept = carveOuts.length > 0 ? `Keep the existing carve-outs (${quotedList(carveOuts)}) only if they are the claims we want uncapped. ` : '';
      if (!deal.feeBearing && /\bfees?\b/i.test(base)) {
        return `${kept}No fees flow under this ${deal.contractType.toLowerCase()}, so a cap measured in fees would be zero: agree a fixed amount as each party's cap instead, with carve-outs for breach of confidentiality, indemnities and wilful misconduct.`;
      }
      if (carveOuts.length > 0 && /^(?:Negotiate|Verify)/.test(base) && !statesCap(facts, text)) {
        return `${kept}No cap amount is stated: ask for an aggregate cap of twelve (12) months of fees paid and payable; the carve-outs are already drafted.`;
      }
      if (carveOuts.length > 0 && /^(?:Negotiate|Verify)/.test(base)) {
        const stated = capStatementOf(text);
        const amount = facts.amounts.length > 0 ? ` (${facts.amounts.slice(0, 2).join(' / ')})` : stated ? ` (“${stated.cap}”)` : '';
        return `${kept}${/^Negotiate/.test(base) ? 'Negotiate' : 'Check'} the cap amount${amount} against twelve (12) months of fees paid and payable; the carve-outs are already drafted.`;
      }
      return base;
    }
    case 'Termination for Convenience': {
      const stated = facts.notice ?? facts.durations[0];
      const notice = stated ? durationWords(stated) : null;
      if (deal.position === 'ours') return `The right to terminate for convenience is ours: keep it${notice ? ` and diary the ${notice} notice it needs` : ''}; no change to propose.`;
      if (deal.position === 'theirs') {
        return deal.feeBearing
          ? `Only the other party may walk away: ask for the same right for ${us}, a notice period of at least ninety (90) days, and payment for work performed and committed costs on exit.`
          : `Only the other party may walk away: ask for the same right for ${us}, and for the return or destruction of our information on exit.`;
      }
      if (!deal.feeBearing) return `Either party may end the contract${notice ? ` on ${notice} notice` : ''}; make sure the duties that must outlast it (confidentiality, return of information) survive termination.`;
      if (deal.position === 'mutual') {
        // Either party already may walk away: ask only for what the clause lacks (a long enough notice, payment on exit).
        const days = facts.notice ? durationInDays(facts.notice) : null;
        const asks = [
          days !== null && days >= 90 ? null : 'a notice period of at least ninety (90) days',
          /\b(?:work\s+performed|services\s+(?:rendered|performed)|committed\s+costs|accrued|earned|non-?cancell?able|wind[- ]down)\b/i.test(text) ? null : 'payment for work performed and committed costs on exit',
        ].filter((a): a is string => a !== null);
        return `Either party may end the contract without cause${notice ? ` on ${notice} notice` : ''}${asks.length > 0 ? `: ask for ${asks.join(' and ')}` : '; the notice and payment on exit are already drafted'}, and plan for the other party leaving on that notice.`;
      }
      return base;
    }
    case 'Indemnification': {
      if (deal.position === 'ours') return `${us} gives this indemnity: limit it to third-party claims caused by our breach, negligence or infringement, bring it under the liability cap (or a separate fixed cap), and require prompt notice and control of the defence.`;
      if (deal.position === 'theirs') return `${us} receives this indemnity: keep it, make sure it sits outside the liability cap and covers our affiliates and personnel, and that we may join the defence with counsel of our choice.`;
      return base;
    }
    case 'Non-Compete':
    case 'Exclusivity':
    case 'No-Solicit of Customers':
    case 'No-Solicit of Employees': {
      const carveOuts = carveOutsOf(text);
      const except = carveOuts.length > 0 ? ` It already excepts ${quotedList(carveOuts)}.` : '';
      if (deal.position === 'theirs') return `This restriction binds the other party and protects ${us}: keep it, and check that it covers the products, territory and period we need.${except}`;
      if (deal.position === 'ours') return `This restriction binds ${us}: narrow it to the products and territory of this contract, limit its duration, and carve out our existing business.${except}`;
      return base;
    }
    default:
      return favoursUs(type, deal.position) && /^(?:Negotiate|Confirm|Verify)/.test(base) ? keepWhatFavoursUs(type, text, us) : base;
  }
}

/** A clause that works for us needs keeping, not the playbook's fallback, which is written for the other case. */
function keepWhatFavoursUs(type: ClauseType, text: string, us: string): string {
  switch (type) {
    case 'Audit Rights':
      return `The audit right is ${us}'s: keep it; check that it reaches the records we need and that the other party pays for an audit that finds a material error.`;
    case 'Insurance':
      return `The other party must carry this insurance: keep it; ${/\bcertificate/i.test(text) ? 'diary the certificates it must deliver' : 'ask for certificates of insurance each year'} and to be named as an additional insured.`;
    case 'Minimum Commitment':
      return `The commitment binds the other party: keep it, and check what ${us} may claim on a shortfall.`;
    default:
      return `This ${type.toLowerCase()} clause works for ${us} (${isRightType(type) ? 'the right is ours' : 'it binds only the other party'}): keep it; no change to propose.`;
  }
}
