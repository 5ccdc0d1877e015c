// Termination rights written as a lead-in and its items (issue #9, thirteenth session): "either party may give notice …
// terminating this agreement immediately if:" / "(a) …" / "(b) the other party commits a material breach … and fails to
// remedy that breach within a period of 14 days". The search finds the right, and the cure period is read from the item;
// a cure already made or a default "whether or not cured" gives none. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findProtection } from '../../src/analysis/protection-search.ts';
import { curePeriodsOf } from '../../src/analysis/review-points.ts';
import { emptyClauseFacts, type DurationFact } from '../../src/analysis/model.ts';
import { readClauseFacts } from '../../src/engines/local/analysis/risk/clause-facts.ts';

const LIST = [
  '11.2 Without affecting any other rights it may have, either party may give notice in writing to the other terminating this agreement immediately if:',
  '',
  '(a) the other party fails to pay any amount due under this agreement on the due date and remains in default not less than 14 days after being notified in writing to pay; or',
  '',
  '(b) the other party commits a material breach of any material term of this agreement and (if the breach is remediable) fails to remedy that breach within a period of 14 days of being notified in writing to do so; or',
  '',
  '(c) the other party is unable to pay its debts as they fall due.',
].join('\n');

describe('a termination right stated by a lead-in and its items', () => {
  it('is found by the missing-protection search, lead-in and item together', () => {
    const found = findProtection('Termination for Cause', LIST);
    assert.ok(found, 'termination for cause found');
    assert.match(found.quote, /^11\.2 Without affecting any other rights/);
  });

  it('has its periods read from the items by the local engine', () => {
    const leadIn = LIST.split('\n')[0]!;
    const facts = readClauseFacts(LIST, { start: 0, end: leadIn.length, page: null, text: leadIn, heading: null, types: ['Termination for Cause'] });
    assert.ok(facts.durations.some((d) => d.text === '14 days'), JSON.stringify(facts.durations));
  });

  it('has its periods read from items that follow a page number after the lead-in', () => {
    const text = ['9.1 Either party may terminate this Agreement by written notice:', '', '                    Page 6', '', '(a) if the other party fails to cure a material breach within forty-five (45) days after notice of it; or', '', '(b) if the other party becomes insolvent.'].join('\n');
    const leadIn = text.split('\n')[0]!;
    const facts = readClauseFacts(text, { start: 0, end: leadIn.length, page: null, text: leadIn, heading: null, types: ['Termination for Cause'] });
    assert.ok(facts.durations.some((d) => d.text === 'forty-five (45) days'), JSON.stringify(facts.durations));
  });

  it('states the cure period "within a period of 14 days"', () => {
    const d: DurationFact = { value: 14, unit: 'day', text: '14 days', start: 0, end: 0 };
    assert.deepEqual(curePeriodsOf({ ...emptyClauseFacts(), durations: [d] }, LIST), ['14 days']);
  });
});

describe('periods that are no cure period', () => {
  const month: DurationFact = { value: 12, unit: 'month', text: 'twelve (12) months', start: 0, end: 0 };
  it('is not read from a repeat default "after curing" one, "whether or not the second default is cured"', () => {
    const text =
      '15.2.11. After curing a default pursuant to Section 15.4 [Termination by Us Following Expiration of Cure Period], you commit the same default within twelve (12) months, whether or not the second default is cured.';
    assert.deepEqual(curePeriodsOf({ ...emptyClauseFacts(), durations: [month] }, text), []);
  });
});

describe('remedies named as a noun', () => {
  it('"rights or remedies available to it" gives the notice to terminate no cure period', () => {
    const text = '12.2 Upon an Event of Default and in addition to any other rights or remedies available to it, the non-defaulting party may terminate this Agreement upon giving ninety (90) days written notice.';
    const d: DurationFact = { value: 90, unit: 'day', text: 'ninety (90) days', start: 0, end: 0 };
    assert.deepEqual(curePeriodsOf({ ...emptyClauseFacts(), durations: [d] }, text), []);
  });

  it('"remedy the breach" still gives its period', () => {
    const text = 'Either party may terminate if the other fails to remedy the breach, having been given sixty (60) days to do so.';
    const d: DurationFact = { value: 60, unit: 'day', text: 'sixty (60) days', start: 0, end: 0 };
    assert.deepEqual(curePeriodsOf({ ...emptyClauseFacts(), durations: [d] }, text), ['sixty (60) days']);
  });
});
