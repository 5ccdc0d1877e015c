// All contract fields of the `playbook` stage in one pass over the text.

import type { ContractFields } from '../../../types.ts';
import { extractEffectiveDate } from './effective-date.ts';
import { extractGoverningLaw } from './jurisdictions.ts';
import { extractParties } from './parties.ts';
import { sentenceSpans } from './sentences.ts';
import { extractTerm } from './term.ts';

export function extractFields(text: string): ContractFields {
  const parties = extractParties(text);
  const effective = extractEffectiveDate(text);
  const law = extractGoverningLaw(text);
  const term = extractTerm(text, effective?.date ?? null, sentenceSpans(text));
  return {
    parties: parties.map((p) => p.name),
    partiesEvidence: parties.map((p) => p.evidence),
    effectiveDate: effective?.date ?? null,
    effectiveDateEvidence: effective?.evidence ?? null,
    governingLaw: law?.jurisdiction ?? null,
    governingLawEvidence: law?.evidence ?? null,
    ...term,
  };
}
