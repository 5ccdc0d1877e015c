// Obligations (issue #4): expiration, renewal and the notice deadline computed from the term fields, plus
// payment and reporting duties, insurance, audit windows and post-termination duties read from typed clauses.
// `due_date` is null whenever the contract does not give enough to compute it; `derivation` says how a
// computed date was reached. Every source quote is an exact slice of the text.

import type { Recurrence } from '../../../domain/vocabulary.ts';
import type { ContractFields, Evidence, ObligationDraft, ReportClause } from '../../types.ts';
import { shiftDate } from './fields/dates.ts';
import { findDurations, formatDuration } from './fields/durations.ts';
import { readClauseFacts } from './risk/clause-facts.ts';

const BOTH = 'Both';

export function buildObligations(fields: ContractFields, clauses: ReportClause[]): ObligationDraft[] {
  return [
    ...termObligations(fields, clauses),
    ...clauseDuties(clauses, fields),
  ];
}

function termObligations(fields: ContractFields, clauses: ReportClause[]): ObligationDraft[] {
  const out: ObligationDraft[] = [];
  const expiration = fields.expirationDate;
  const stated = fields.termEvidence.expirationDate;
  const termEvidence = stated ?? fields.termEvidence.initialTerm;
  if (termEvidence) {
    out.push({
      title: 'Contract expiration',
      description: expiration
        ? `The contract expires on ${expiration}${fields.renewalTerm ? ' unless it renews' : ''}.`
        : `The contract runs for ${fields.initialTerm?.text.trim() ?? 'a fixed term'}, but its start date is unknown, so the end date cannot be computed.`,
      due_date: expiration,
      recurrence: 'none',
      responsible_party: BOTH,
      source: sourceFor('Expiration Date', termEvidence, clauses),
      derivation: expiration && !stated && fields.effectiveDate && fields.initialTerm
        ? `effective date ${fields.effectiveDate} plus ${fields.initialTerm.text.trim()} initial term`
        : null,
    });
  }
  const renewal = fields.renewalTerm;
  const renewalEvidence = fields.termEvidence.renewalTerm;
  if (renewal && renewalEvidence) {
    out.push({
      title: 'Automatic renewal',
      description: `Unless notice of non-renewal is given, the contract renews for ${renewal.text.trim()}${expiration ? ` on ${expiration}` : ' at the end of the term'}.`,
      due_date: expiration,
      recurrence: recurrenceOfPeriod(renewal.value, renewal.unit),
      responsible_party: BOTH,
      source: sourceFor('Renewal Term', renewalEvidence, clauses),
      derivation: expiration ? `renews at expiration ${expiration} for ${formatDuration(renewal)}` : null,
    });
  }
  const notice = fields.noticePeriodToTerminateRenewal;
  const noticeEvidence = fields.termEvidence.noticePeriodToTerminateRenewal;
  if (notice && noticeEvidence) {
    const deadline = expiration ? shiftDate(expiration, notice, -1) : null;
    out.push({
      title: 'Notice deadline to prevent renewal',
      description: `Give written notice of non-renewal at least ${notice.text.trim()} before the end of the term${deadline ? `, i.e. by ${deadline}` : ''}.`,
      due_date: deadline,
      recurrence: renewal ? recurrenceOfPeriod(renewal.value, renewal.unit) : 'none',
      responsible_party: BOTH,
      source: sourceFor('Notice Period to Terminate Renewal', noticeEvidence, clauses),
      derivation: deadline ? `expiration ${expiration} minus ${formatDuration(notice)}' notice` : null,
    });
  }
  return out;
}

interface DutyKind {
  title: string;
  matches(clause: ReportClause): boolean;
  describe(clause: ReportClause): string;
}

const DUTY_KINDS: DutyKind[] = [
  {
    title: 'Payment',
    matches: (c) => (c.type === 'Payment Terms' || c.type === 'Minimum Commitment' || c.type === 'Revenue/Profit Sharing') && /\b(?:pay|paid|payable|payment|invoice)/i.test(c.text),
    describe: (c) => {
      const facts = readClauseFacts(c.text, /\b(?:pay|paid|payable|invoice)/i);
      const amounts = facts.amounts.length > 0 ? ` ${facts.amounts.slice(0, 3).join(', ')}` : '';
      return `Pay${amounts}${periodPhrase(c.text)} as the ${c.type.toLowerCase()} clause requires: “${facts.keySentence}”`;
    },
  },
  {
    title: 'Reporting',
    matches: (c) => /\b(?:shall|will|must)\s+(?:\w+\s+){0,4}(?:provide|deliver|submit|furnish|send|render)\b[^.]{0,120}\b(?:reports?|statements?)\b/i.test(c.text),
    describe: (c) => `Deliver the reports or statements this clause requires${periodPhrase(c.text)}: “${readClauseFacts(c.text, /\b(?:reports?|statements?)\b/i).keySentence}”`,
  },
  {
    title: 'Maintain insurance',
    matches: (c) => c.type === 'Insurance',
    describe: (c) => `Keep the required insurance in force${amountPhrase(c.text)} and provide certificates when asked.`,
  },
  {
    title: 'Audit window',
    matches: (c) => c.type === 'Audit Rights',
    describe: (c) => `Keep records available for audit${periodPhrase(c.text)}.`,
  },
  {
    title: 'Post-termination duty',
    matches: (c) => c.type === 'Post-Termination Services',
    describe: (c) => `Perform the duties that continue after termination or expiration${periodPhrase(c.text)}.`,
  },
];

/** A contract can have dozens of payment clauses; the first few are what a reviewer tracks. */
const MAX_DUTIES_PER_KIND = 3;

function clauseDuties(clauses: ReportClause[], fields: ContractFields): ObligationDraft[] {
  const out: ObligationDraft[] = [];
  const seen = new Set<string>();
  for (const kind of DUTY_KINDS) {
    let count = 0;
    for (const clause of clauses) {
      const key = `${kind.title}:${clause.start}`;
      if (seen.has(key) || !kind.matches(clause) || count >= MAX_DUTIES_PER_KIND) continue;
      count++;
      seen.add(key);
      const postTermination = kind.title === 'Post-termination duty' ? postTerminationDue(clause.text, fields.expirationDate) : null;
      out.push({
        title: kind.title,
        description: kind.describe(clause),
        due_date: postTermination?.date ?? null,
        recurrence: recurrenceIn(clause.text),
        responsible_party: responsibleParty(clause.text, fields.parties),
        source: { clause_type: clause.type, start: clause.start, end: clause.end, quote: clause.text },
        derivation: postTermination?.derivation ?? null,
      });
    }
  }
  return out;
}

function postTerminationDue(text: string, expiration: string | null): { date: string; derivation: string } | null {
  const period = findDurations(text)[0];
  if (!expiration || !period) return null;
  return { date: shiftDate(expiration, period), derivation: `expiration ${expiration} plus ${formatDuration(period)}` };
}

/** How often a duty recurs, from the words of its clause. */
export function recurrenceIn(text: string): Recurrence {
  if (/\b(?:semi-?annual(?:ly)?|twice\s+(?:a|per|each)\s+year|every\s+six\s+\(?6?\)?\s*months)\b/i.test(text)) return 'semiannually';
  if (/\b(?:quarterly|each\s+(?:calendar\s+)?quarter|every\s+(?:three|3)\s+months|per\s+quarter)\b/i.test(text)) return 'quarterly';
  if (/\b(?:monthly|each\s+(?:calendar\s+)?month|every\s+month|per\s+month)\b/i.test(text)) return 'monthly';
  if (/\b(?:weekly|each\s+week|every\s+week|per\s+week)\b/i.test(text)) return 'weekly';
  if (/\b(?:daily|each\s+day|every\s+day)\b/i.test(text)) return 'daily';
  if (/\b(?:annual(?:ly)?|each\s+(?:calendar\s+|contract\s+)?year|every\s+year|per\s+year|once\s+(?:a|per)\s+year)\b/i.test(text)) return 'annually';
  return 'none';
}

function recurrenceOfPeriod(value: number, unit: string): Recurrence {
  const months = unit === 'year' ? value * 12 : unit === 'month' ? value : null;
  if (months === 12) return 'annually';
  if (months === 6) return 'semiannually';
  if (months === 3) return 'quarterly';
  if (months === 1) return 'monthly';
  if (unit === 'week' && value === 1) return 'weekly';
  return 'none';
}

/** The party the clause puts the duty on ("Acme shall pay"), else "Both". */
function responsibleParty(text: string, parties: string[]): string {
  let best: { party: string; index: number } | null = null;
  for (const party of parties) {
    const firstWord = party.split(/[\s,]+/)[0]!;
    if (firstWord.length < 3) continue;
    // The party right before a duty verb bears the duty ("Zynga shall keep … records", "Beta shall pay").
    const pattern = new RegExp(`\\b${firstWord.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b[^.;]{0,40}\\b(?:shall|will|must|agrees?\\s+to)\\s+(?:\\w+\\s+){0,2}?(?:pay|keep|maintain|provide|deliver|submit|furnish|procure|carry|render|report|reimburse|purchase|perform)`, 'i');
    const m = pattern.exec(text);
    if (m && (best === null || m.index < best.index)) best = { party, index: m.index };
  }
  return best?.party ?? BOTH;
}

function periodPhrase(text: string): string {
  const recurrence = recurrenceIn(text);
  if (recurrence !== 'none') return ` (${recurrence})`;
  const period = findDurations(text)[0];
  return period ? ` (${period.text.trim()})` : '';
}

function amountPhrase(text: string): string {
  const amount = /(?:US\s?\$|\$|USD\s?|€|£)\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion))?/i.exec(text);
  return amount ? ` with limits of at least ${amount[0]}` : '';
}

/** The report clause holding the evidence (its type and span), or the evidence itself. */
function sourceFor(type: string, evidence: Evidence, clauses: ReportClause[]): ObligationDraft['source'] {
  const holder = clauses.find((c) => c.start <= evidence.start && evidence.end <= c.end && (c.type === type || c.type === 'Expiration Date' || c.type === 'Renewal Term' || c.type === 'Term'));
  if (holder) return { clause_type: holder.type, start: holder.start, end: holder.end, quote: holder.text };
  return { clause_type: type, start: evidence.start, end: evidence.end, quote: evidence.quote };
}
