// All contract fields of the `playbook` stage in one pass over the text.

import type { ContractFields } from '../../../types.ts';
import { coverPageRowValue, findCoverPageVariables } from './cover-page.ts';
import { extractEffectiveDate } from './effective-date.ts';
import { extractGoverningLaw, jurisdictionInRow } from './jurisdictions.ts';
import { extractParties } from './parties.ts';
import { sentenceSpans } from './sentences.ts';
import { extractTerm } from './term.ts';

export function extractFields(text: string): ContractFields {
  const parties = extractParties(text);
  const coverPage = findCoverPageVariables(text);
  const onCoverPage = (field: string) => coverPage.some((v) => v.field === field);
  // A form whose effective date or law is a cover-page variable states neither in its text: null, not a guess.
  const effective = onCoverPage('effectiveDate') ? null : extractEffectiveDate(text);
  // A form whose cover page travels with it names the law on its "Governing Law:" row, while its terms only say
  // "governed by the Governing Law".
  const lawRow = coverPageRowValue(text, 'governingLaw');
  const law = onCoverPage('governingLaw') ? null : ((lawRow && jurisdictionInRow(text, lawRow.start, lawRow.end)) ?? extractGoverningLaw(text));
  const term = extractTerm(text, effective?.date ?? null, sentenceSpans(text));
  return {
    parties: parties.map((p) => p.name),
    partiesEvidence: parties.map((p) => p.evidence),
    effectiveDate: effective?.date ?? null,
    effectiveDateEvidence: effective?.evidence ?? null,
    governingLaw: law?.jurisdiction ?? null,
    governingLawEvidence: law?.evidence ?? null,
    ...term,
    ...(coverPage.length > 0 ? { coverPageVariables: coverPage } : {}),
  };
}
