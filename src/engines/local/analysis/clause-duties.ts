// Duties read from typed clauses: payments, reports, insurance, audit windows and post-termination duties,
// each attributed to the party the clause binds. src/analysis/obligations.ts turns them into obligations.

import type { ClauseType } from '../../../domain/taxonomy.ts';
import type { Clause, ContractFields, DutyFact } from '../../types.ts';
import { findDurations } from './fields/durations.ts';
import { keySentence, recurrenceIn } from './risk/clause-facts.ts';

const BOTH = 'Both';
/** A contract can have dozens of payment clauses; the first few are what a reviewer tracks. */
const MAX_DUTIES_PER_KIND = 3;

interface DutyRule {
  kind: DutyFact['kind'];
  action: string;
  cue: RegExp;
  matches(types: ClauseType[], text: string): boolean;
}

const DUTY_RULES: DutyRule[] = [
  {
    kind: 'payment',
    action: 'pay',
    cue: /\b(?:pay|paid|payable|invoice)/i,
    matches: (types, text) => types.some((t) => t === 'Payment Terms' || t === 'Minimum Commitment' || t === 'Revenue/Profit Sharing') && /\b(?:pay|paid|payable|payment|invoice)/i.test(text),
  },
  {
    kind: 'report',
    action: 'deliver reports or statements',
    cue: /\b(?:reports?|statements?)\b/i,
    matches: (_types, text) => /\b(?:shall|will|must)\s+(?:\w+\s+){0,4}(?:provide|deliver|submit|furnish|send|render)\b[^.]{0,120}\b(?:reports?|statements?)\b/i.test(text),
  },
  {
    kind: 'insurance',
    action: 'maintain the required insurance',
    cue: /\binsurance\b/i,
    matches: (types, text) => types.includes('Insurance') && /\b(?:shall|will|must)\b[^.]{0,80}\b(?:maintain|carry|procure|obtain|keep)\b[^.]{0,120}\binsurance\b/i.test(text),
  },
  {
    kind: 'audit',
    action: 'keep records available for audit',
    cue: /\baudit|inspect|records\b/i,
    matches: (types) => types.includes('Audit Rights'),
  },
  {
    kind: 'post_termination',
    action: 'perform the duties that continue after termination',
    cue: /\bterminat|expir/i,
    matches: (types) => types.includes('Post-Termination Services'),
  },
];

export function findClauseDuties(text: string, fields: ContractFields, clauses: Clause[]): DutyFact[] {
  const out: DutyFact[] = [];
  for (const rule of DUTY_RULES) {
    let count = 0;
    for (const clause of clauses) {
      if (count >= MAX_DUTIES_PER_KIND) break;
      const clauseText = text.slice(clause.start, clause.end);
      if (!rule.matches(clause.types, clauseText)) continue;
      const sentence = keySentence(text, clause.start, clause.end, rule.cue);
      if (sentence === null) continue;
      count++;
      const period = rule.kind === 'post_termination' ? findDurations(text, clause.start, clause.end)[0] : undefined;
      out.push({
        kind: rule.kind,
        party: responsibleParty(sentence.quote, fields.parties),
        action: rule.action,
        amount: /(?:US\s?\$|\$|USD\s?|€|£)\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion))?/i.exec(sentence.quote)?.[0] ?? null,
        recurrence: recurrenceIn(sentence.quote),
        deadline: period ? { period: { value: period.value, unit: period.unit, text: period.text }, anchor: 'expiration', anchorText: null, statedDate: null } : null,
        evidence: sentence,
        clauseType: clause.types[0] ?? null,
      });
    }
  }
  return out;
}

/** The party the sentence puts the duty on ("Acme shall pay"), else "Both". */
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
