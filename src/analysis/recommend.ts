// Recommendations that fit the contract (issue 10): the playbook's fallback is a default, and a lawyer adapts it
// to the deal and the side. A fee-based cap means nothing where no fees flow (a royalty-free licence, an NDA);
// our own right to walk away needs keeping, not "payment for work performed"; an indemnity we give needs limits,
// one we receive needs to stay outside the cap; and language the clause already has is never proposed again.

import { isNoticePeriodIn, statesCap, terminationCondition } from './assess-clause.ts';
import { capStatementOf, liabilityFollowsAgreement, separateCapFor } from './cap-statement.ts';
import { capYardstick } from './money-terms.ts';
import { capMeasureIn, type ContractReadings } from './contract-readings.ts';
import { durationInDays, durationWords, noticeWords } from './durations.ts';
import { carveOutsOf, indemnityOutsideCap, liabilityCarveOutsOf, listOf, quotedList } from './carve-outs.ts';
import { favoursUs, isRightType, positionOf, uncappedFor, type Position } from './our-side.ts';
import { indemnitiesOf, type Indemnity } from './grants.ts';
import { AFFILIATE_WORDS, partyNamePattern } from './regexp.ts';
import { capHolderOf, confidentialityTerm, DURING_TERM_ONLY, RENEWAL_BY_AGREEMENT_POINT, renewsOnlyByAgreement } from './review-points.ts';
import type { ClauseFacts, ClauseType } from './model.ts';
import { sentencesOf } from './sentences.ts';
import { clauseTypeInProse, possessive } from './prose.ts';

export interface DealContext {
  contractType: string;
  /** Whether money changes hands under the contract (fees, prices, royalties): a fee-based cap needs fees. */
  feeBearing: boolean;
  /** Whom the clause's right or burden falls on, from our side; null when our side is not set or not relevant. */
  position: Position | null;
  ourSide: string | null;
  /** The whole contract, where a clause's carve-outs or protections may sit in another section. */
  contractText?: string;
  /** What the report read once from `contractText` (how a cap is measured); without it, read when needed. */
  readings?: ContractReadings;
}

const PAYS = /\b(?:shall|will|must|agrees?\s+to)\s+(?:promptly\s+)?(?:pay|reimburse|remit)\b|\bpayable\b|\b(?:fees?|royalt(?:y|ies)|purchase\s+price|prices?)\s+(?:of|shall|will|are|is|set)\b/i;
const FREE_OF_CHARGE = /\broyalty[- ]free\b|\bfree\s+of\s+(?:charge|cost)\b|\bwithout\s+(?:charge|any\s+fee|payment)\b|\bno\s+(?:fees?|charge)\s+(?:shall|will)\b/i;

/** Money changes hands when some clause makes a party pay and the contract does not say the rights are free. */
export function isFeeBearing(clauseTexts: string[]): boolean {
  // A liability cap "of the fees payable" or "$25,000" measures exposure; it is no payment.
  const sentences = clauseTexts.flatMap(sentencesOf).filter((s) => !/\bliab/i.test(s));
  const pays = sentences.some((t) => PAYS.test(t));
  const free = clauseTexts.some((t) => FREE_OF_CHARGE.test(t));
  return pays && !(free && !clauseTexts.some((t) => /\b(?:shall|will|must|agrees?\s+to)\s+pay\b/i.test(t)));
}

/** A fallback the clause already contains: its protective words are in the clause (every part, where the fallback has several). */
const ALREADY_HAS: Partial<Record<ClauseType, RegExp | RegExp[]>> = {
  // "No consent … is required … in the event of a Change of Control … so long as the transferee assumes all the
  // obligations": the change of control is already allowed on the successor's assumption.
  'Change of Control':
    /\bshall\s+not\s+(?:be\s+deemed\s+to\s+)?constitute\s+an?\s+assignment\b|\bwithout\s+(?:the\s+)?(?:(?:other\s+party['’]s|prior|written)\s+)*consent\b[^.]{0,60}\b(?:successor|merger|acqui\w+|sale\s+of\s+all\s+or\s+substantially\s+all)\b|\bsuccessor\b[^.]{0,80}\bassum(?:e|es|ption)\b|\bno\s+(?:such\s+)?consent\b[^.]{0,80}\b(?:is|shall\s+be|will\s+be)\s+required\b[^.]{0,80}\bchange\s+of\s+control\b/i,
  'Anti-Assignment': /\b(?:affiliate|merger|acqui\w+|reorgani[sz]\w*|sale\s+of\s+(?:all\s+or\s+substantially\s+all|the\s+business))\b/i,
  'Force Majeure': /\bnotif\w+\b[^.]{0,120}\b(?:promptly|reasonable\s+efforts|mitigat\w+)\b|\b(?:promptly|reasonable\s+efforts|mitigat\w+)\b[^.]{0,120}\bnotif\w+/i,
  // Mutual, limited to the people on the deal, general advertising free, a year or less.
  'No-Solicit of Employees': [
    /\b(?:neither|each|either)\s+party\b/i,
    /\b(?:who\s+(?:was|were|is|are)\s+(?:directly\s+)?(?:involved|engaged)|with\s+whom|who\s+worked)\b(?:[^.;,]{0,50}\b)?/i,
    /\bgeneral\s+(?:advertis\w+|solicitations?)(?:[^.;,]{0,50}\b)?/i,
    /\b(?:twelve\s+\(12\)|six\s+\(6\)|nine\s+\(9\)|one\s+\(1\)|12|6|9)\s+months?\b|\bone\s+\(1\)\s+year\b/i,
  ],
  // No more than once a year, on notice, in business hours.
  'Audit Rights': [
    /\b(?:not|no)\s+more\s+(?:often\s+)?than\s+once\s+(?:in\s+any|per|a|each|every|during\s+any)\s+[^.;,]{0,40}?(?:year|months?(?:\s+period)?)\b|\bonce\s+(?:per|a|each|every)\s+(?:calendar\s+|contract\s+)?year\b|\bonce\s+(?:in|during)\s+(?:any|each|every)\s+(?:calendar\s+|contract\s+)?(?:year|twelve\s+\(12\)\s+months?(?:\s+period)?|12[-\s]months?(?:\s+period)?)\b/i,
    /\b(?:at\s+least|not\s+less\s+than|upon|on)\s+[^.;,]{0,30}?days['’]?\s+(?:prior\s+)?(?:written\s+)?notice\b/i,
    /\b(?:normal|regular|ordinary)\s+business\s+hours\b/i,
  ],
  // Each party keeps its pre-existing IP, the work product is assigned on payment, with a licence to the background IP
  // built into it ("Developer retains ownership of the Developer Tools …"; "Upon payment in full … vests in Client";
  // "a perpetual … licence to use … the Developer Tools as incorporated in the Deliverables").
  'IP Ownership Assignment': [
    /\b(?:retains?|shall\s+retain|will\s+retain|keeps?)\s+(?:all\s+)?(?:(?:right,\s+title\s+and\s+interest|ownership|title)\s+(?:in|of|to)\s+)?(?:its|the|all)\b[^.;]{0,80}/i,
    /\b(?:upon|on|after|following)\s+(?:receipt\s+of\s+)?(?:full\s+)?payment(?:\s+in\s+full)?\b[^.;,]{0,60}/i,
    /\blicen[cs]e\b[^.;]{0,120}\b(?:as\s+incorporated|embedded|included|incorporated)\s+(?:in|into)\b[^.;,]{0,60}/i,
  ],
  // The sole remedy for the failure, and capped ("up to a maximum of ten percent (10%) of the fixed fee").
  'Liquidated Damages': [
    /\b(?:sole|exclusive)\s+(?:and\s+exclusive\s+)?(?:remedy|remedies|compensation)\b(?:[^.;,]{0,60}\b)?/i,
    /\b(?:up\s+to\s+a\s+(?:maximum|total|cap)\s+of|(?:shall|will|may)\s+not\s+exceed|not\s+to\s+exceed|capped\s+at|subject\s+to\s+a\s+(?:maximum|cap)\s+of|limited\s+to|in\s+no\s+event\s+(?:shall|will)\s+(?:\w+\s+){0,4}exceed)\s+[^.;]{1,80}/i,
  ],
  // A shortfall the supplier's own failure or force majeure causes does not count.
  'Minimum Commitment': /\bshortfall\b[^.]{0,100}\b(?:force\s+majeure|failure\s+to\s+(?:deliver|supply|perform)|non-?performance)\b[^.]{0,60}|\b(?:reduced|disregarded|excused|adjusted)\b[^.]{0,80}\b(?:force\s+majeure|non-?performance|failure\s+to\s+(?:deliver|supply))\b/i,
};

/** What each part of a list in ALREADY_HAS asks for, in the recommendation's words, when the clause lacks it. */
const PROTECTION_PARTS: Partial<Record<ClauseType, string[]>> = {
  'Audit Rights': ['no more than once a year', 'on at least thirty (30) days’ notice', 'during business hours'],
  'Liquidated Damages': ['liquidated damages to be the sole remedy for the failure they compensate', 'a cap on them'],
};

/**
 * "Licensor may have an independent accountant audit those records once per calendar year on 30 days' notice": a
 * clause with part of the protection the playbook asks for. What it has and what is still missing, or null when it has
 * none of it (or all of it) or the type has no parts.
 */
function partialProtection(type: ClauseType, text: string): { have: string[]; missing: string[] } | null {
  const parts = ALREADY_HAS[type];
  const labels = PROTECTION_PARTS[type];
  if (!Array.isArray(parts) || labels === undefined) return null;
  const have: string[] = [];
  const missing: string[] = [];
  parts.forEach((part, i) => {
    const m = part.exec(text);
    if (m) have.push(m[0].trim());
    else missing.push(labels[i]!);
  });
  return have.length > 0 && missing.length > 0 ? { have, missing } : null;
}

/** Protections a contract may give in another subsection ("2.2 … A shortfall caused by Supplier's failure to deliver … shall be disregarded"). */
const ANYWHERE_IN_CONTRACT: ClauseType[] = ['Minimum Commitment'];

/** The words of the clause that give each part of the protection, or null when a part is missing. */
function protectionWords(type: ClauseType, clauseText: string, contractText?: string): string[] | null {
  const has = ALREADY_HAS[type];
  if (has === undefined) return null;
  const text = ANYWHERE_IN_CONTRACT.includes(type) && contractText !== undefined ? contractText : clauseText;
  const words: string[] = [];
  for (const part of Array.isArray(has) ? has : [has]) {
    const m = part.exec(text);
    if (!m) return null;
    words.push(m[0].trim());
  }
  return words;
}

/** An exception to an assignment or change-of-control restriction that we hold (alone or with the other party). */
export function isOurAssignmentException(type: ClauseType, text: string, ourSide: string | null): boolean {
  if (ourSide === null || !(type === 'Anti-Assignment' || type === 'Assignment' || type === 'Change of Control')) return false;
  const exception = assignmentExceptionOf(text);
  return exception !== null && (exception.holder === 'both' || partyNamePattern(ourSide).test(exception.holder));
}

/** Whether the clause already has what the playbook's fallback for its type asks for. */
export function alreadyHasProtection(type: ClauseType, text: string, contractText?: string): boolean {
  return protectionWords(type, text, contractText) !== null;
}

/** A recommendation adapted to the deal and our side. */
export interface TailoredRecommendation {
  text: string;
  /**
   * Whether a recommendation of the clause's own replaced the playbook's request (the clause already has the
   * protection, works for us, holds an exception that is ours …); false while that request stands, even fitted to
   * the payer or with a point added.
   */
  settled: boolean;
}

/**
 * The recommendation for one clause, adapted to the deal and our side; `base` is what the playbook proposes,
 * returned unchanged when nothing about the deal or the clause calls for another.
 */
export function tailorRecommendation(type: ClauseType, text: string, facts: ClauseFacts, base: string, deal: DealContext): TailoredRecommendation {
  const own = ownRecommendation(type, text, facts, base, deal);
  const settled = own !== null;
  const recommendation = own ?? fittedToPayer(type, text, base, deal);
  const carveOuts = carveOutsOnlyOursPoint(type, text, deal.ourSide);
  if (carveOuts === null) return { text: recommendation, settled };
  // A cap that leaves only us exposed does not meet the playbook from our side: the point takes the verdict's place.
  const kept = !settled && recommendation.startsWith(MEETS_PLAYBOOK) ? recommendation.slice(MEETS_PLAYBOOK.length).trimStart() : recommendation;
  return { text: `${kept} ${carveOuts}`, settled };
}

/** A recommendation proposing automatic renewal: "renew automatically", "an automatic renewal", not "Nothing renews automatically". */
const PROPOSES_AUTOMATIC_RENEWAL = /(?<!\b(?:[Nn]othing|not|never)\s+)\brenew\w*\s+automatically|(?<!\bno\s+)\bautomatic\w*\s+renew/i;

/** How assessClause opens the recommendation for a clause that meets the playbook. */
const MEETS_PLAYBOOK = 'Meets the playbook.';

/**
 * "Except for Licensee's payment obligations and indemnity, each party's total liability is limited to …": a mutual cap
 * whose carve-outs name only our liabilities leaves only us exposed; "Meets the playbook" does not say so. Null for
 * any other clause.
 */
function carveOutsOnlyOursPoint(type: ClauseType, text: string, ourSide: string | null): string | null {
  if ((type !== 'Cap on Liability' && type !== 'Limitation of Liability') || ourSide === null || uncappedFor(text, ourSide) !== 'ours') return null;
  return `The carve-outs name only ${possessive(ourSide)} liabilities: ask for a separate fixed cap on them (on the indemnity at least) or for the same carve-outs to apply to the other party.`;
}

/** A playbook recommendation that asks for a change to the clause (rather than "Meets the playbook"). */
const ASKS_FOR_CHANGE = /^(?:Negotiate|Confirm|Verify)/;

/**
 * The playbook's request without the payment checks that do not fit the side that pays: the payer does not ask for
 * interest on its own late payments, nor the payee for the payer's right to dispute.
 */
function fittedToPayer(type: ClauseType, text: string, base: string, deal: DealContext): string {
  if (type !== 'Payment Terms' || deal.ourSide === null) return base;
  // A clause on invoicing alone ("Carrier shall invoice Shipper …") is read with the contract's sentence on paying invoices.
  const inClause = positionOf(text, deal.ourSide, PAYS_VERB);
  const invoicesPaid = sentencesOf(deal.contractText ?? '').filter((sentence) => /\bpay\s+(?:each|all|any|every|the|such)\s+(?:undisputed\s+|properly\s+submitted\s+)?invoices?\b/i.test(sentence));
  const payer = inClause !== 'unknown' ? inClause : positionOf(invoicesPaid.join(' '), deal.ourSide, PAYS_VERB);
  // A contract that pays fees on fixed dates without invoices ("on the first day of each calendar quarter") has no
  // invoice to dispute.
  const invoiced = /\binvoic/i.test(deal.contractText ?? text);
  if (payer === 'ours') return withoutCheck(invoiced ? base : withoutCheck(base, 'the right to dispute an invoice in good faith without breaching'), 'late-payment interest');
  if (payer === 'theirs') return withoutCheck(base, 'the right to dispute an invoice in good faith without breaching');
  return base;
}

/** The clause's own recommendation in place of the playbook's request, or null when that request stands. */
function ownRecommendation(type: ClauseType, text: string, facts: ClauseFacts, base: string, deal: DealContext): string | null {
  const us = deal.ourSide ?? 'us';
  // An exception to an assignment ban that is ours, or open to both parties, needs no check that it covers us.
  if ((type === 'Anti-Assignment' || type === 'Assignment' || type === 'Change of Control') && deal.ourSide !== null) {
    const exception = assignmentExceptionOf(text);
    if (exception !== null && (exception.holder === 'both' || partyNamePattern(us).test(exception.holder))) {
      const bound = /\b((?:the\s+)?[A-Z][\w&.-]*)\s+may\s+not\s+(?:\w+\s+){0,2}?assign\b/.exec(text.replace(/\s+/g, ' '))?.[1]?.replace(/^the\s+/i, '');
      const othersBound = bound !== undefined && !partyNamePattern(us).test(bound) && !/^(?:Neither|Either|Each|No)$/i.test(bound);
      return exception.holder === 'both'
        ? `The exception (${exception.what}) is open to both parties, ${us} included: no change to propose.`
        : `The exception is ${possessive(us)}: ${us} may assign ${exception.what} without consent${othersBound ? `, while ${bound} needs ${possessive(us)} consent to assign` : ''}. Keep it; no change to propose.`;
    }
  }
  const words = protectionWords(type, text, deal.contractText);
  // Ask only for the part of the protection the clause lacks.
  // (A right we hold ourselves needs no limit from us.)
  const partial = words === null && deal.position !== 'ours' && ASKS_FOR_CHANGE.test(base) ? partialProtection(type, text) : null;
  if (partial !== null) {
    const costDrafted = /\bcosts?\s+of\s+(?:the|any|such|an)\s+audit|\b(?:at|for)\s+(?:its|their|the\s+auditing\s+party['’]s)\s+(?:own\s+)?(?:cost|expense)/i.test(text);
    if (type !== 'Audit Rights') return `The clause already has part of the protection the playbook asks for (${quotedList(partial.have)}); ask only for ${listOf(partial.missing)}.`;
    return `The clause already has part of the protection the playbook asks for (${quotedList(partial.have)}); ask only that audits take place ${listOf(partial.missing)}${costDrafted ? '' : ', at the auditing party’s cost unless they reveal a material underpayment'}.`;
  }
  if (words !== null && (ASKS_FOR_CHANGE.test(base) || /^Remove/.test(base))) {
    // An exception to a restriction must reach us; a limit on a right or a duty needs no such check.
    const covers = type === 'Anti-Assignment' || type === 'Change of Control' ? ` Check only that it covers ${us}.` : '';
    return `The clause already has the protection the playbook asks for (${quotedList(words)}); no change to propose.${covers}`;
  }
  // A fallback proposing automatic renewal does not fit a contract that renews only by the parties' written
  // agreement: say what to check instead.
  // ("Meets the playbook. Nothing renews automatically: …" already says so, and keeps its verdict.)
  if (PROPOSES_AUTOMATIC_RENEWAL.test(base) && renewsOnlyByAgreement(text)) return RENEWAL_BY_AGREEMENT_POINT;
  // A minimum royalty a licensee pays is no supply commitment: the supplier's non-performance means nothing for it.
  if (type === 'Minimum Commitment' && deal.position !== 'theirs' && /\bminimum\b[^.]{0,40}\broyalt|\broyalt\w*\b[^.]{0,120}\b(?:less\s+than|below|shortfall)\b/i.test(text)) return minimumRoyaltyPoint(text, us);
  // "Carrier shall not broker, subcontract or interline any shipment without Shipper's consent": a restriction on
  // handing the work on that binds only the other party protects us; asking for exceptions would help only it.
  if (type === 'Anti-Assignment' && deal.ourSide !== null && positionOf(text, deal.ourSide, TRANSFER_BAN) === 'theirs') {
    return `This restriction binds only the other party and protects ${us}: keep it; no change to propose.`;
  }
  switch (type) {
    case 'Insurance': {
      // "Sponsor shall maintain product liability insurance with limits of not less than $5,000,000 per occurrence and
      // shall name Athlete as an additional insured": cover we must carry is checked against what we have, not answered
      // with the playbook's generic clause.
      if (!ASKS_FOR_CHANGE.test(base)) return null;
      if (deal.position !== 'ours') return favoursUs(type, deal.position) ? keepWhatFavoursUs(type, text, us, deal.contractText ?? text) : null;
      const flat = text.replace(/\s+/g, ' ');
      const limits = facts.amounts.length > 0 ? ` (limits of ${facts.amounts.slice(0, 3).join(', ')})` : '';
      const insured = /\bname\s+((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+(?:and\s+)?[A-Z][\w&.'’-]*){0,3})\s+as\s+(?:an?\s+)?additional\s+insureds?\b/.exec(flat)?.[1];
      return `${us} must carry this insurance${limits}${insured ? ` and name ${insured} as an additional insured` : ''}: confirm with our broker that our current policies meet it${insured ? ' and can add that insured' : ''}; if not, price the extra cover or ask to bring the limits down to what we carry.`;
    }
    case 'Cap on Liability':
    case 'Limitation of Liability': {
      // "subject to the limitations of liability in the Main Agreement": the cap lives there.
      const follows = statesCap(facts, text) ? null : liabilityFollowsAgreement(text);
      if (follows) return `Liability follows the limits of the ${follows}: check the cap and carve-outs there, and whether claims under this document (for data protection: data breaches and regulators' fines) share that cap or need their own.`;
      const all = liabilityCarveOutsOf(text, deal.readings?.carveOuts ?? deal.contractText);
      // Claims a second, higher cap takes up are capped, not uncapped.
      const higher = all.filter((c) => separateCapFor(c, text) !== null);
      const carveOuts = all.filter((c) => !higher.includes(c));
      const kept = `${carveOuts.length > 0 ? `Keep the existing carve-outs (${quotedList(carveOuts)}) only if they are the claims we want uncapped. ` : ''}${higher.length > 0 ? `${quotedList(higher)} sit under a second, higher cap (“${separateCapFor(higher[0]!, text)!.cap}”): check that it covers what those claims could cost. ` : ''}`;
      if (!deal.feeBearing && /\bfees?\b/i.test(base)) {
        return `${kept}No fees flow under this ${deal.contractType.toLowerCase()}, so a cap measured in fees would be zero: agree a fixed amount as each party's cap instead, with carve-outs for breach of confidentiality, indemnities and wilful misconduct.`;
      }
      // What to measure the cap against: months of recurring fees, a one-off purchase's price, or what is at stake.
      const yardstick = capYardstick(capMeasureIn(deal.contractText, deal.readings));
      if (all.length > 0 && /^(?:Negotiate|Verify)/.test(base) && !statesCap(facts, text)) {
        return `${kept}No cap amount is stated: ask for an aggregate cap measured against ${yardstick}; the carve-outs are already drafted.`;
      }
      if (all.length > 0 && /^(?:Negotiate|Verify)/.test(base)) {
        const stated = capStatementOf(text);
        const amount = facts.amounts.length > 0 ? ` (${facts.amounts.slice(0, 2).join(' / ')})` : stated ? ` (“${stated.cap}”)` : '';
        return `${kept}${/^Negotiate/.test(base) ? 'Negotiate' : 'Check'} the cap amount${amount} against ${yardstick}; the carve-outs are already drafted.`;
      }
      // "Each Party's total liability shall not exceed the total Project costs borne by that Party": a cap is drafted
      // but no claim is carved out of it; measure the cap and ask for the carve-outs instead of restating the playbook.
      if (all.length === 0 && /^(?:Negotiate|Verify)/.test(base) && statesCap(facts, text)) {
        const stated = capStatementOf(text);
        const amount = facts.amounts.length > 0 ? ` (${facts.amounts.slice(0, 2).join(' / ')})` : stated ? ` (“${stated.cap}”)` : '';
        // "Carrier's liability for loss or damage shall not exceed $5.00 per pound …": a cap on the other party's
        // liability only limits what we can recover; the ask is a higher limit, or the declared value the clause allows.
        const holder = capHolderOf(text);
        if (deal.ourSide !== null && holder !== null && holder !== 'both' && !partyNamePattern(deal.ourSide).test(holder)) {
          const declared = /\bdeclare[sd]?\s+(?:a\s+)?(?:higher|greater|excess)\s+value\b|\bdeclared\s+value\b/i.test(text);
          return `The cap limits only what ${us} can recover from ${holder.replace(/^the\s+/i, '')}: check it${amount} against what ${us} could lose${declared ? '; the clause lets us declare a higher value: do so for goods worth more than the limit' : ', and ask for a higher cap'}, and ask that it not apply to ${possessive(holder.replace(/^the\s+/i, ''))} wilful misconduct or gross negligence.`;
        }
        return `${/^Negotiate/.test(base) ? 'Negotiate' : 'Check'} the cap amount${amount} against ${yardstick}; nothing is carved out of the cap today: ask for carve-outs for breach of confidentiality, indemnities and wilful misconduct.`;
      }
      if (/^(?:Negotiate|Verify)/.test(base) && /\b(?:twelve|12)\b[^.]{0,20}\bmonths\b[^.]{0,20}\bfees\b/i.test(base) && !/^twelve/.test(yardstick)) {
        const stated = capStatementOf(text);
        const amount = facts.amounts.length > 0 ? ` (${facts.amounts.slice(0, 2).join(' / ')})` : stated ? ` (“${stated.cap}”)` : '';
        return `Check the cap amount${amount} against ${yardstick}, and whether confidentiality breaches, indemnities and wilful misconduct should sit outside it.`;
      }
      return null;
    }
    case 'Termination for Convenience': {
      // Only a period the clause gives as notice: "within thirty (30) days" to resolve an objection first is none.
      // Where the clause also sets a non-renewal notice ("notice of non-renewal at least thirty (30) days before the end …
      // Either party may terminate … for convenience on ninety (90) days' written notice"), the notice is the one the
      // sentence granting the right to terminate gives.
      const periods = [facts.notice, ...facts.durations].filter((d): d is NonNullable<typeof d> => d !== null && d !== undefined);
      const grant = sentencesOf(text).find((sentence) => /\bterminat\w*/i.test(sentence) && !/\brenew\w*/i.test(sentence) && periods.some((d) => isNoticePeriodIn(sentence, d.text)));
      const stated = (grant !== undefined ? periods.find((d) => isNoticePeriodIn(grant, d.text)) : undefined) ?? periods.find((d) => isNoticePeriodIn(text, d.text));
      const notice = stated ? noticeWords(stated) : null;
      // A right that arises only on a condition is no termination at will: say what it waits for.
      const condition = terminationCondition(text);
      if (deal.position === 'ours' && condition) return `The right to terminate is ${possessive(us)}, but only if ${condition}: keep it${notice ? ` and diary the ${notice} it needs` : ''}; no change to propose.`;
      if (deal.position === 'ours') return `The right to terminate for convenience is ours: keep it${notice ? ` and diary the ${notice} it needs` : ''}; no change to propose.`;
      if (deal.position === 'theirs') {
        return deal.feeBearing
          ? `Only the other party may walk away: ask for the same right for ${us}, a notice period of at least ninety (90) days, and payment for work performed and committed costs on exit.`
          : `Only the other party may walk away: ask for the same right for ${us}, and for the return or destruction of our information on exit.`;
      }
      if (!deal.feeBearing) return `Either party may end the contract${notice ? ` on ${notice}` : ''}; make sure the duties that must outlast it (confidentiality, return of information) survive termination.`;
      if (deal.position === 'mutual') {
        // Either party already may walk away: ask only for what the clause lacks (a long enough notice, payment on exit).
        const days = stated ? durationInDays(stated) : null;
        const asks = [
          days !== null && days >= 90 ? null : 'a notice period of at least ninety (90) days',
          // A deal that pays for no work (a co-marketing programme sharing a budget) owes no "work performed" on exit.
          /\b(?:work\s+performed|services\s+(?:rendered|performed)|committed\s+costs|accrued|earned|non-?cancell?able|wind[- ]down)\b/i.test(text)
            ? null
            : deal.contractText !== undefined && capMeasureIn(deal.contractText, deal.readings) === 'none'
              ? /\bcommitted\b/i.test(deal.contractText) ? null : 'settlement of costs already committed on exit'
              : 'payment for work performed and committed costs on exit',
        ].filter((a): a is string => a !== null);
        return `Either party may end the contract without cause${notice ? ` on ${notice}` : ''}${asks.length > 0 ? `: ask for ${asks.join(' and ')}` : days !== null && days >= 90 ? '; the notice and payment on exit are already drafted' : ''}, and plan for the other party leaving on that notice.`;
      }
      return null;
    }
    case 'Confidentiality':
      if (deal.position === 'theirs') return discloserPoint(text, deal.contractText ?? text, us);
      return deal.position === 'ours' ? recipientPoint(text, deal.contractText ?? text, us) : null;
    case 'Indemnification': {
      // An indemnity each way ("Provider will defend Customer against IP claims … Customer will defend Provider …"):
      // ours needs limits, theirs needs keeping, each said with what it covers.
      const both = bothWays(indemnitiesOf(text), us);
      if (both !== null) {
        const outside = deal.contractText !== undefined && indemnityOutsideCap(text, deal.contractText);
        return `Each side gives an indemnity here. Ours (${both.ours.map((i) => i.against).join('; ')}): limit it to third-party claims caused by our breach, negligence or content, and keep it under a cap. Theirs (${both.theirs.map((i) => i.against).join('; ')}): keep it${outside ? ' (the liability cap already leaves it out)' : ', and make sure it sits outside the general cap or under a higher one'}. For both, require prompt notice and control of the defence.`;
      }
      if (deal.position === 'ours') return `${us} gives this indemnity: limit it to third-party claims caused by our breach, negligence or infringement, bring it under the liability cap (or a separate fixed cap), and require prompt notice and control of the defence.`;
      if (deal.position === 'theirs') {
        const outside = deal.contractText !== undefined && indemnityOutsideCap(text, deal.contractText);
        return `${us} receives this indemnity: keep it${outside ? ' (the liability cap already leaves it out)' : ', make sure it sits outside the liability cap'}, check that it covers our affiliates and personnel, and that we may join the defence with counsel of our choice.`;
      }
      return null;
    }
    case 'Non-Compete':
    case 'Exclusivity':
    case 'No-Solicit of Customers':
    case 'No-Solicit of Employees': {
      const carveOuts = carveOutsOf(text);
      // "shall not appoint any other agent …, but may itself sell the Products to Customers in the Territory": what the
      // bound party keeps doing is the clause's own carve-out.
      const reserved = RESERVED_RIGHT.exec(text.replace(/\s+/g, ' '));
      const except = carveOuts.length > 0 ? ` It already excepts ${quotedList(carveOuts)}.` : reserved ? ` It already reserves the right to ${/^itself\s/i.test(reserved[1]!) ? `${reserved[1]!.replace(/^itself\s+/i, '').trim()} itself` : reserved[1]!.trim()}.` : '';
      if (deal.position === 'theirs') return `This restriction binds the other party and protects ${us}: keep it, and check that it covers the products, territory and period we need.${except}`;
      if (deal.position === 'ours' && type === 'No-Solicit of Employees') return noSolicitBindingUs(text, facts, us);
      // "During the Term, …": bounded by the term, it needs no other time limit.
      if (deal.position === 'ours') return `This restriction binds ${us}: narrow it to the products and territory of this contract, ${DURING_TERM_ONLY.test(text) ? 'note that it lasts only during the term and ends with it' : 'limit its duration'}${reserved ? '' : ', and carve out our existing business'}.${except}`;
      return null;
    }
    default:
      // A liability left uncapped for the other party alone works for us whether or not the playbook accepts it.
      return favoursUs(type, deal.position) && (ASKS_FOR_CHANGE.test(base) || type === 'Uncapped Liability') ? keepWhatFavoursUs(type, text, us, deal.contractText ?? text) : null;
  }
}

/** "may not assign", "shall not broker, subcontract or interline": a ban on handing the contract or the work on. */
const TRANSFER_BAN = /(?:shall|will|may|must)\s+not\s+(?:(?:\w+,?\s+){0,4}?(?:or\s+)?)?(?:assign|transfer|broker|subcontract|delegate|sub-?licen[sc]e|interline)\b/;

/** "Shipper shall pay …": the verb whose subject pays. */
const PAYS_VERB = /(?:shall|will|must|agrees?\s+to)\s+(?:promptly\s+)?(?:pay|reimburse|remit)\b/;

/** "Check the amounts, late-payment interest and …" without one of the checks (the sentence dropped when it was the only one). */
function withoutCheck(recommendation: string, check: string): string {
  const at = recommendation.lastIndexOf('Check ');
  if (at < 0 || !recommendation.endsWith('.')) return recommendation;
  const list = recommendation.slice(at + 'Check '.length, -1);
  // Split at the list's commas and its last "and", not inside brackets ("the amounts ($2.45, $2.30)").
  const bare = list.replace(/\([^()]*\)/g, (b) => b.replace(/[,\s]/g, '_'));
  const cuts = [...bare.matchAll(/,\s+|\s+and\s+(?=[^,]*$)/g)];
  const items: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    items.push(list.slice(from, cut.index).trim());
    from = cut.index + cut[0].length;
  }
  items.push(list.slice(from).trim());
  // An item may hold "and" itself: only a list that rejoins to the same words is split right.
  if (listOf(items) !== list.trim() || !items.includes(check)) return recommendation;
  const rest = items.filter((i) => i !== check);
  return `${recommendation.slice(0, at)}${rest.length > 0 ? `Check ${listOf(rest)}.` : ''}`.trim();
}

/** "Either Party may assign this Agreement to an affiliate …", "the Licensee may assign it to a member of its group". */
const ASSIGNMENT_PERMISSION = new RegExp(
  String.raw`\b((?:[Ee]ither|[Ee]ach|[Aa]ny)\s+[Pp]arty|(?:the\s+)?[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2})\s+(?:may|shall\s+be\s+entitled\s+to|can)\s+(?:(?:freely|also)\s+)?(?:assign|transfer)\b(?:\s+(?:this\s+Agreement|it|its\s+rights(?:\s+and\s+obligations)?(?:\s+under\s+this\s+Agreement)?))?((?:\s+without\s+(?:the\s+)?(?:\w+['’]s?\s+)?(?:prior\s+)?(?:written\s+)?consent)?\s+to\s+[^.;]{0,40}?(?:${AFFILIATE_WORDS}|\b(?:successor|buyer|purchaser|acquirer|merger|sale)\b)[^.;]{0,100})`,
);

/**
 * Who may assign without consent, and to whom: "except that either party may assign it without consent to a successor
 * in a merger …" (both), "The Company may assign this Agreement to an affiliate or to a buyer of the business" (one).
 */
export function assignmentExceptionOf(text: string): { holder: string; what: string } | null {
  const flat = text.replace(/\s+/g, ' ');
  const m = ASSIGNMENT_PERMISSION.exec(flat);
  if (!m || /^(?:The|This)$/.test(m[1]!)) {
    // "Licensee may not assign this Agreement without Licensor's consent, except to an acquirer of the business": the
    // party barred holds the exception.
    const barred = /\b((?:[Ee]ither|[Ee]ach)\s+[Pp]arty|(?:the\s+)?[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2})\s+(?:may|shall|will|must|can)\s*not\s+(?:\w+\s+){0,2}?(?:assign|transfer)\b[^.;]{0,160}?\bconsent\b[^.;]{0,40}?,?\s+(?:except|other\s+than|save)\s+((?:to|for|in|on)\s+[^.;]{0,40}?\b(?:affiliate|successor|buyer|purchaser|acquirer|merger|sale)\b[^.;]{0,100})/.exec(flat);
    if (!barred || /^(?:The|This|Neither|No)$/.test(barred[1]!)) return null;
    return { holder: /^(?:either|each)\s/i.test(barred[1]!) ? 'both' : barred[1]!.replace(/^the\s+/i, ''), what: barred[2]!.trim() };
  }
  const holder = /^(?:either|each|any)\s/i.test(m[1]!) ? 'both' : m[1]!.replace(/^the\s+/i, '');
  const what = m[2]!.replace(/^\s*without\s+(?:the\s+)?(?:\w+['’]s?\s+)?(?:prior\s+)?(?:written\s+)?consent\s*/i, ' ').trim();
  return { holder, what };
}

/** "…, but may itself sell the Products …", "…, but remains free to …": what a restricted party keeps the right to do. */
const RESERVED_RIGHT = /,?\s+but\s+(?:(?:the\s+)?[A-Z][\w&.'’-]*\s+|it\s+|each\s+party\s+)?(?:may|shall\s+be\s+free\s+to|is\s+free\s+to|remains?\s+free\s+to|retains\s+the\s+right\s+to)\s+((?:itself\s+)?[^.;]{3,140})/i;

/** The indemnities we give and those we receive, when the provision has both; null otherwise. */
function bothWays(indemnities: Indemnity[], us: string): { ours: Indemnity[]; theirs: Indemnity[] } | null {
  const ourName = partyNamePattern(us);
  const mutual = (i: Indemnity) => /^(?:each|either|both)\b/i.test(i.giver);
  const ours = indemnities.filter((i) => mutual(i) || ourName.test(i.giver));
  const theirs = indemnities.filter((i) => mutual(i) || !ourName.test(i.giver));
  return ours.length > 0 && theirs.length > 0 && indemnities.length > 1 ? { ours, theirs } : null;
}

/**
 * A confidentiality duty only we carry (we are the recipient): not whether "our information" is protected, but
 * whether we can live with the duty — how long it lasts, whom we may tell, what a disclosure the law compels needs,
 * and which copies we may keep.
 */
function recipientPoint(text: string, contractText: string, us: string): string {
  const term = confidentialityTerm(text, contractText);
  const flat = contractText.replace(/\s+/g, ' ');
  const has = (re: RegExp) => re.test(flat);
  const items: [boolean, string, string][] = [
    [has(/\b(?:Representatives|advis[eo]rs|affiliates|employees)\b[^.]{0,120}\bneed\s+to\s+know\b|\bneed\s+to\s+know\b[^.]{0,120}\b(?:Representatives|advis[eo]rs|affiliates|employees)\b/i), 'we may share it with the people who need to know it', 'make sure we may share it with our advisers and affiliates who need to know it'],
    [has(/\brequired\s+by\s+(?:law|regulation)|\blegal\s+process|\bsubpoena|\bcourt\s+order/i), 'a disclosure the law compels is allowed on notice', 'allow a disclosure the law compels, on notice'],
    [has(/\bindependently\s+developed\b|\bdeveloped\s+independently\b/i) && has(/\bpublic/i), 'the usual exclusions apply', 'add the usual exclusions (public, already held, received from a third party, independently developed)'],
    [!has(/\b(?:return|destroy)\b/i) || has(/\bretain\b[^.]{0,100}\b(?:law|regulation|retention|back-?up|archiv)/i), 'we may keep the copies the law or our retention policies require', 'allow us to keep the copies the law or our retention policies require when returning or destroying it'],
  ];
  const haves = items.filter(([ok]) => ok).map(([, said]) => said);
  const asks = items.filter(([ok]) => !ok).map(([, , ask]) => ask);
  return `The duty binds ${us} as the party receiving the information${term ? ` and lasts ${term}` : ''}: check that we can keep to it that long${haves.length > 0 ? `; ${listOf(haves)}` : ''}${asks.length > 0 ? `; ${asks.join('; ')}` : ''}.`;
}

/**
 * A confidentiality duty only the other party carries protects our information: keep it, and ask only for what
 * protects us further (a long enough duration, return or destruction, a duty to tell us of a compelled disclosure)
 * — never for the exclusions a recipient wants, which would narrow our protection.
 */
function discloserPoint(text: string, contractText: string, us: string): string {
  const term = confidentialityTerm(text, contractText);
  const flat = contractText.replace(/\s+/g, ' ');
  const asks = [
    term ? null : 'a duration that lasts at least as long as the information stays sensitive (trade secrets for as long as they remain secret)',
    /\b(?:return|destroy)\b/i.test(flat) ? null : 'return or destruction of our information, with a certificate, when the contract ends',
    /\brequired\s+by\s+(?:law|regulation)|\blegal\s+process|\bsubpoena|\bcourt\s+order/i.test(flat) ? null : 'prompt notice before any disclosure the law compels, so we can seek protection',
  ].filter((a): a is string => a !== null);
  return `The duty binds the other party and protects ${possessive(us)} information${term ? ` for ${term}` : ''}: keep it${asks.length > 0 ? `; ask for ${listOf(asks)}` : '; no change to propose'}.`;
}

/**
 * A ban on soliciting the other party's people that binds us: what matters is whom it covers, whether general
 * advertising and people who apply of their own accord stay free, whether it is mutual, and how long it lasts —
 * products and territory are a non-compete's concerns, not this one's.
 */
function noSolicitBindingUs(text: string, facts: ClauseFacts, us: string): string {
  const period = facts.durations.find((d) => d.unit !== 'day' || d.value >= 30);
  const months = period ? durationInDays(period) / 30 : null;
  const asks = [
    /\b(?:with\s+whom|who\s+(?:worked|were\s+involved|had\s+contact)|involved\s+in|key\s+employees?|officers?)\b/i.test(text) ? null : 'limit it to the people we dealt with under this contract',
    /\bgeneral\s+(?:solicitations?|advertis\w+)|\bnot\s+directed\s+at\b|\bjob\s+(?:postings?|advertisements?)/i.test(text) ? null : 'exclude general advertising',
    /\b(?:respond\w*|appl(?:y|ies|ied)|approach\w*)\b[^.]{0,60}\b(?:on\s+(?:their|his|her)\s+own|unsolicited|own\s+initiative)\b/i.test(text) ? null : 'allow hiring people who approach us on their own',
    MUTUAL_WORDS.test(text) ? null : 'ask for it to bind the other party too',
    months === null ? 'add an end date (twelve (12) months is usual)' : months > 12.5 ? `shorten it from ${durationWords(period!)} to twelve (12) months` : null,
  ].filter((a): a is string => a !== null);
  const lasts = period ? ` for ${durationWords(period)}` : '';
  return `This binds ${us} not to solicit the other party’s people${lasts}${months !== null && months <= 12.5 ? ', a usual length' : ''}: ${asks.length > 0 ? `${asks.join('; ')}.` : 'it is already limited to the people met on the deal and leaves general advertising free; no change to propose.'}`;
}
const MUTUAL_WORDS = /\b(?:each|either|neither|both)\s+part(?:y|ies)\b|\bmutual(?:ly)?\b/i;

/**
 * A minimum royalty that binds us: when it starts, whether royalties paid count toward it, what a part year owes and
 * what missing it costs. What the clause already drafts is said, not asked for.
 */
function minimumRoyaltyPoint(text: string, us: string): string {
  const flatText = text.replace(/\s+/g, ' ');
  const starts = /\b(?:after|following|from)\s+(?:the\s+)?first\s+commercial\s+sale\b|\b(?:after|following|from)\s+(?:the\s+)?(?:first\s+)?(?:launch|marketing\s+approval|regulatory\s+approval)\b/i.exec(flatText);
  const credited = /\bshortfall\b|\b(?:credited|counted|applied)\s+(?:against|toward)/i.test(flatText);
  const has = [starts ? `it starts only ${starts[0]}` : null, credited ? 'only the shortfall over royalties paid is owed' : null].filter((h) => h !== null);
  const asks = [
    starts ? null : 'that it start only after the first commercial sale',
    credited ? null : 'that royalties paid count toward it',
    /\bpro\s+rata\b|\bpartial\s+(?:calendar\s+)?year\b|\bfull\s+(?:calendar\s+|contract\s+)?year\b/i.test(flatText) ? null : 'that it be pro-rated for a part year',
    'that it be suspended while a regulatory or supply event outside our control prevents sales',
    'that the only consequence of not paying it be conversion to a non-exclusive licence, not termination',
  ].filter((a) => a !== null);
  return `The minimum royalty binds ${us}${has.length > 0 ? `; ${listOf(has)}` : ''}: ask ${listOf(asks)}.`;
}

/** A clause that works for us needs keeping, not the playbook's fallback, which is written for the other case. */
function keepWhatFavoursUs(type: ClauseType, text: string, us: string, contractText: string = text): string {
  switch (type) {
    case 'Audit Rights':
      return `The audit right is ${possessive(us)}: keep it; check that it reaches the records we need and that the other party pays for an audit that finds a material error.`;
    case 'Insurance':
      return `The other party must carry this insurance: keep it; ${/\bcertificate/i.test(text) ? 'diary the certificates it must deliver' : 'ask for certificates of insurance each year'} and to be named as an additional insured.`;
    case 'Minimum Commitment':
      return `The commitment binds the other party: keep it, and check what ${us} may claim on a shortfall.`;
    case 'Most Favored Nation':
      return `The most-favoured terms are ${possessive(us)} to receive: keep them; check how we learn that others get better terms (a yearly certificate or an audit right) and that the better terms apply from the date they were given to others.`;
    case 'Irrevocable or Perpetual License':
      return `The licence is granted to ${us} and cannot be withdrawn at will: keep it; ${/\b(?:surviv\w*|notwithstanding\s+(?:any\s+)?(?:expiration|termination))\b/i.test(text) ? 'it is stated to survive the end of the contract' : 'make sure it survives the end of the contract'}, and that it is not lost over a dispute about fees.`;
    case 'IP Ownership Assignment': {
      const asks = [
        /\b(?:upon|on)\s+creation\b|\bhereby\s+assigns?\b/i.test(text) ? null : 'make the assignment take effect on creation, not on payment',
        // The licence to the other party's own materials is often the next subsection.
        /\b(?:pre-?existing|background)\b[^.]{0,200}\blicen[cs]e\b|\blicen[cs]e\b[^.]{0,200}\b(?:pre-?existing|background)\b|\b(?:pre-?existing|background)\b[^.]{0,200}\.\s[^.]{0,200}\blicen[cs]e\b/i.test(contractText) ? null : 'take a licence to any of the other party’s pre-existing materials built into the work',
        /\b(?:execute|sign|deliver)\b[^.]{0,80}\b(?:documents?|instruments?|assignments?)\b|\bfurther\s+assurances?\b/i.test(text) ? null : 'ask for help to register and perfect the rights',
      ].filter((a): a is string => a !== null);
      return `Ownership of the work passes to ${us}: keep it; ${asks.length > 0 ? `${asks.join('; ')}.` : 'the assignment takes effect on creation, embedded pre-existing materials are licensed to us and the other party must sign what perfects it; no change to propose.'}`;
    }
    default:
      return `This ${clauseTypeInProse(type)} clause works for ${us} (${isRightType(type) ? 'the right is ours' : 'it binds only the other party'}): keep it; no change to propose.`;
  }
}
