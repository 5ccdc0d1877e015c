// A term "until the later of" a date and an event (issue 10, sixth reading round): the stated date is only the earliest
// end. The field keeps it (the date the contract states), but the analysis, the review point, the summary and the
// expiration obligation say the term runs on until the event, without the exception after it and without patent
// advice where no patent is named. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';
import { laterOfAnEvent, openEndedTermOf, termFactsOf } from '../../src/analysis/durations.ts';
import { buildExecutiveSummary } from '../../src/analysis/summary.ts';
import { buildObligations } from '../../src/analysis/obligations.ts';
import { emptyClauseFacts } from '../../src/analysis/model.ts';

const PREAMBLE = 'This Collaboration Agreement is made as of April 1, 2026 (the "Effective Date") between Marlow Optics Ltd ("Marlow") and Quarry Photonics Inc. ("Quarry").\n\n';
const LATER = 'This Agreement shall remain in force until the later of (a) the third (3rd) anniversary of the Effective Date and (b) the acceptance of the final prototype by Quarry, unless terminated earlier under Section 10.';
const EVENT = 'the later of (a) the third (3rd) anniversary of the Effective Date and (b) the acceptance of the final prototype by Quarry';

describe('a term until the later of a date and an event', () => {
  it('states the event without the exception that follows it', () => {
    assert.equal(termFactsOf(emptyClauseFacts(), undefined, LATER).openEnded, `until ${EVENT}`);
    assert.equal(laterOfAnEvent(LATER), EVENT);
  });
  it('is no such term when both ends are dates', () => {
    assert.equal(laterOfAnEvent('This Agreement shall remain in force until the later of (a) the third (3rd) anniversary of the Effective Date and (b) December 31, 2028.'), null);
    assert.equal(laterOfAnEvent('This Agreement shall continue until the earlier of (a) December 31, 2028 and (b) the acceptance of the final prototype.'), null);
  });
  it('asks to track the event, says the date is only the earliest end, and gives no patent advice', () => {
    const fields = extractFields(`${PREAMBLE}9.1 ${LATER}\n`);
    for (const type of ['Term', 'Expiration Date'] as const) {
      const point = reviewPoint(type, { text: LATER, facts: emptyClauseFacts(), fields, operative: LATER })!;
      assert.match(point, /\(2029-04-01\) is only the earliest end/);
      assert.doesNotMatch(point, /patents|Put the end date in the calendar/);
    }
  });
  it('dates the expiration obligation at the earliest end and says the term runs on until the event', () => {
    const text = `${PREAMBLE}9.1 ${LATER}\n`;
    const fields = extractFields(text);
    const start = text.indexOf('9.1');
    const clause = { type: 'Term' as const, risk_level: 'low' as const, text: text.slice(start).trim(), analysis: '', recommendation: '', start, end: text.length, page: 1, engine: 'local' as const };
    const expiry = buildObligations(fields, [], [clause], 'local').find((o) => o.title === 'Contract expiration')!;
    assert.equal(expiry.due_date, '2029-04-01');
    assert.match(expiry.description, /^The contract ends no earlier than 2029-04-01: it runs until the later of/);
  });
});

// A term that ends with an event or a state and no date (issue 9 follow-up): a confidentiality period or a
// diligence deadline elsewhere in the contract is not its length, and nothing gives it an expiry date.
describe('a term that runs until an event or while a state lasts', () => {
  const LICENCE = 'This Licence Agreement is made as of 1 February 2026 (the "Effective Date") between Orrin Biologics Inc. ("Licensor") and Tessel Pharma GmbH ("Licensee").\n\n';
  const ELSEWHERE = '\n\n6.1 These confidentiality obligations shall continue for a period of five (5) years from the date of disclosure.\n\n7.1 Licensee shall use reasonable efforts to launch a Licensed Product within three (3) years from the Effective Date.\n';
  const TERMS = [
    'This Agreement shall commence on the Effective Date and shall continue in force until the expiry of the last Royalty Term.',
    'This Agreement shall remain in effect until the expiration of the last-to-expire Valid Claim.',
    'Unless earlier terminated, this Agreement shall expire upon the expiration of the last-to-expire Valid Claim.',
    'This Agreement shall continue until the completion of the Services, unless terminated earlier under Section 9.2.',
    'This Agreement shall continue in force for so long as either party holds Shares in the Company.',
    'This Agreement shall remain in effect until terminated in accordance with this Section 9.',
  ];
  it('reports no expiry date and no initial term taken from another clause', () => {
    for (const term of TERMS) {
      const fields = extractFields(`${LICENCE}9.1 ${term}${ELSEWHERE}`);
      assert.equal(fields.expirationDate, null, term);
      assert.equal(fields.initialTerm, null, term);
    }
  });
  it('still computes the expiry of a term that ends with its own initial term', () => {
    const fields = extractFields(`${LICENCE}9.1 The Initial Term of this Agreement shall be three (3) years from the Effective Date. This Agreement shall terminate on the expiration of the Initial Term.${ELSEWHERE}`);
    assert.equal(fields.expirationDate, '2029-02-01');
  });
  it('states the event or the state in the summary, the analysis and the review point, with no end date to diary', () => {
    const term = TERMS[4]!;
    const text = `${LICENCE}9.1 ${term}${ELSEWHERE}`;
    const fields = extractFields(text);
    const start = text.indexOf('9.1');
    const clause = { type: 'Expiration Date' as const, risk_level: 'low' as const, text: `9.1 ${term}`, analysis: '', recommendation: '', start, end: start + term.length + 4, page: 1, engine: 'local' as const };
    const summary = buildExecutiveSummary({ contractType: 'Shareholders Agreement', confidence: 0.95 }, fields, [clause], [], 'low', null, text);
    assert.match(summary, /runs for so long as either party holds Shares in the Company, with no fixed end date/);
    assert.equal(termFactsOf(emptyClauseFacts(), fields, term).openEnded, 'for so long as either party holds Shares in the Company');
    const point = reviewPoint('Expiration Date', { text: clause.text, facts: emptyClauseFacts(), fields, operative: term })!;
    assert.match(point, /it runs for so long as either party holds Shares/);
    assert.doesNotMatch(point, /Put the end date in the calendar/);
    assert.equal(openEndedTermOf(TERMS[2]!), 'until the expiration of the last-to-expire Valid Claim');
  });
});
