// A term "until the later of" a date and an event (issue 10, sixth reading round): the stated date is only the earliest
// end. The field keeps it (the date the contract states), but the analysis, the review point, the summary and the
// expiration obligation say the term runs on until the event, without the exception after it and without patent
// advice where no patent is named. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';
import { laterOfAnEvent, termFactsOf } from '../../src/analysis/durations.ts';
import { buildObligations } from '../../src/analysis/obligations.ts';
import { emptyClauseFacts } from '../../src/analysis/model.ts';

const PREAMBLE = 'This Collaboration Agreement is made as of April 1, 2026 (the "Effective Date") between Marlow Optics Ltd ("Marlow") and Quarry Photonics Inc. ("Quarry").\n\n';
const LATER = 'This Agreement shall remain in force until the later of (a) the third (3rd) anniversary of the Effective Date and (b) the acceptance of the final prototype by Quarry, unless terminated earlier under Section 10.';
const EVENT = 'the later of (a) the third (3rd) anniversary of the Effective Date and (b) the acceptance of the final prototype by Quarry';

describe('a term until the later of a date and an event', () => {
  it('states the event without the exception that follows it', () => {
    assert.equal(termFactsOf(emptyClauseFacts(), undefined, LATER).untilEvent, EVENT);
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
