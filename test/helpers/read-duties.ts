// A written contract read as the pipeline reads duties: fields, then duty sentences, then obligations. Shared by the
// duty tests that write their own preamble.
import { findDuties } from '../../src/engines/local/analysis/duties.ts';
import { buildObligations } from '../../src/analysis/obligations.ts';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';

export function readDuties(text: string) {
  const fields = extractFields(text);
  const duties = findDuties(text, fields);
  return { fields, duties, obligations: buildObligations(fields, duties, [], 'local') };
}
