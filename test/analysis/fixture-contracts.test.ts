// Three short contracts written for these tests (test/analysis/fixtures: a mutual NDA, a SaaS subscription, a supply
// agreement; no CUAD text): the parties, dates, governing law and key duties the local engine reports for each, as
// a junior associate's first pass would list them — the right party on each duty, "Both" only where each party is bound.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';
import { findDuties } from '../../src/engines/local/analysis/duties.ts';
import type { DutyFact } from '../../src/analysis/model.ts';

const engine = createLocalAnalysisEngine();
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', `${name}.txt`), 'utf8');

async function read(name: string) {
  const text = fixture(name);
  const result = await analyzeText(engine, text);
  return { ...result, duties: findDuties(text, result.fields) };
}

/** "kind · party · deadline" per duty, in text order: what a reviewer reads off the list. */
const summary = (duties: DutyFact[]) =>
  duties.map((d) => `${d.kind} · ${d.party}${d.deadline?.period ? ` · ${d.deadline.period.value} ${d.deadline.period.unit}` : ''}${d.recurrence !== 'none' ? ` · ${d.recurrence}` : ''}`);

describe('a mutual NDA', async () => {
  const r = await read('mutual-nda');
  it('names both parties, the effective date, the law and the expiry', () => {
    assert.deepEqual(r.fields.parties, ['Larkspur Analytics, Inc.', 'Tidewater Robotics LLC']);
    assert.equal(r.fields.effectiveDate, '2025-03-03');
    assert.equal(r.fields.governingLaw, 'California');
    assert.equal(r.obligations.find((o) => o.title === 'Contract expiration')?.due_date, '2027-03-03');
    assert.equal(r.classification.contractType, 'Non-Disclosure Agreement');
  });
  it('binds each party to report misuse and to return or destroy information; the Recipient role names neither party alone', () => {
    // The certificate of destruction is a duty of its own.
    assert.deepEqual(summary(r.duties), ['notice · Both', 'return_or_destroy · Both · 30 day', 'report · Both · 30 day']);
    assert.equal(r.duties[1]!.deadline?.anchor, 'termination');
  });
});

describe('a SaaS subscription agreement', async () => {
  const r = await read('saas-subscription');
  const PROVIDER = 'Brightwell Cloud Systems, Inc.';
  const CUSTOMER = 'Harlow Mutual Insurance Company';
  it('is typed a hosting agreement, CUAD\'s type for software the provider runs for the customer', () => {
    assert.equal(r.classification.contractType, 'Hosting Agreement');
  });
  it('names both parties, the dates, the law and the renewal notice deadline', () => {
    assert.deepEqual(r.fields.parties, [PROVIDER, CUSTOMER]);
    assert.equal(r.fields.effectiveDate, '2025-01-15');
    assert.equal(r.fields.governingLaw, 'New York');
    assert.equal(r.obligations.find((o) => o.title === 'Contract expiration')?.due_date, '2028-01-15');
    assert.equal(r.obligations.find((o) => o.title === 'Notice deadline to prevent renewal')?.due_date, '2027-10-17');
  });
  it('puts the fees on the customer and the reports, incident notices, insurance, records and data return on the provider', () => {
    assert.deepEqual(summary(r.duties), [
      `payment · ${CUSTOMER} · annually`,
      `payment · ${CUSTOMER} · 30 day`,
      `report · ${PROVIDER} · 10 day · monthly`,
      `notice · ${PROVIDER} · 2 day`,
      `insurance · ${PROVIDER}`,
      `audit · ${PROVIDER} · annually`,
      `return_or_destroy · ${PROVIDER} · 30 day`,
    ]);
    assert.equal(r.duties.find((d) => d.kind === 'insurance')?.amount, '$5,000,000');
    // Hours are kept as written and counted in whole days.
    assert.equal(r.duties.find((d) => d.kind === 'notice')?.deadline?.period?.text, 'forty-eight (48) hours');
    assert.ok(!r.duties.some((d) => d.party === 'Both'));
  });
});

describe('a supply agreement', async () => {
  const r = await read('supply-agreement');
  const BUYER = 'Orchard Valley Foods Corp.';
  const SUPPLIER = 'Nordkap Packaging GmbH';
  it('is typed a supply agreement', () => {
    assert.equal(r.classification.contractType, 'Supply Agreement');
  });
  it('names both parties, the dates and the law', () => {
    assert.deepEqual(r.fields.parties, [BUYER, SUPPLIER]);
    assert.equal(r.fields.effectiveDate, '2024-06-01');
    assert.equal(r.fields.governingLaw, 'Washington');
    assert.equal(r.obligations.find((o) => o.title === 'Contract expiration')?.due_date, '2027-05-31');
  });
  it('puts the minimum, forecasts and payment on the buyer and delivery, certificates, records and recall notices on the supplier', () => {
    assert.deepEqual(summary(r.duties), [
      // Accepting or rejecting each purchase order within five business days.
      `other · ${SUPPLIER} · 5 day`,
      `payment · ${BUYER} · annually`,
      `report · ${BUYER} · quarterly`,
      `delivery · ${SUPPLIER} · 45 day`,
      `payment · ${BUYER} · 60 day`,
      `report · ${SUPPLIER}`,
      `audit · ${SUPPLIER} · 3 year`,
      `notice · ${SUPPLIER} · 1 day`,
      `payment · ${BUYER}`,
    ]);
    assert.ok(!r.duties.some((d) => d.party === 'Both'));
  });
});
