// The executive summary's money (issue 10, sixth reading round): a cap on liability is what a claim recovers, not what
// the deal pays; where the body states no sum, the duty to pay the rates a schedule sets is the money. Text written for the test.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';

const text =
  'HAULAGE AGREEMENT\n\nThis Haulage Agreement is made on June 1, 2026 between Corbel Paper Mills Inc., an Ohio corporation ("Merchant"), and Tamsin Road Freight LLC, an Indiana limited liability company ("Hauler").\n\n' +
  '1. Rates\n1.1 Merchant shall pay Hauler for each load the rates set out in Schedule 1.\n\n' +
  '2. Cargo Liability\n2.1 Hauler\u2019s liability for loss of or damage to goods shall not exceed Four Dollars ($4.00) per pound, unless Merchant declares a higher value before pickup and pays the additional charge.\n\n' +
  '3. Law\n3.1 This Agreement is governed by the laws of the State of Ohio.\n\n' +
  'SCHEDULE 1 - RATES\nColumbus, OH to Dayton, OH: $2.10 per mile.\n';

describe('money in the executive summary of a carriage contract', () => {
  it('quotes the duty to pay the scheduled rates, not the cargo liability cap', async () => {
    const r = await analyzeText(createLocalAnalysisEngine(), text, { ourSide: 'Merchant' });
    const money = /Money: (.*?) Overall risk/.exec(r.report.executive_summary)?.[1] ?? '';
    assert.match(money, /Merchant shall pay Hauler for each load the rates set out in Schedule 1/);
    assert.doesNotMatch(money, /liability/);
  });
});

const lease =
  'LEASE OF UNIT 7, HARROW TRADING ESTATE\n\nTHIS LEASE is dated 2 February 2026 between Bramley Estates Limited ("Landlord") and Quill Print Limited ("Tenant").\n\n' +
  '2.1 The Landlord lets the Property to the Tenant for a term of ten (10) years from and including 25 March 2026.\n\n' +
  '2.2 The grant is made in return for the Tenant paying the following as rent: (a) the annual rent of ninety thousand pounds (\u00a390,000); and (b) the Service Charge.\n\n' +
  '3.1 The Tenant shall pay the annual rent by four equal instalments in advance on the usual quarter days.\n\n' +
  '3.2 If any rent is not paid within fourteen (14) days after its due date, the Tenant shall pay the Landlord interest on it at four percent (4%) a year above the base rate.\n\n' +
  '9.1 This Lease is governed by the law of England and Wales.\n';

describe('money in the executive summary of a lease', () => {
  it('quotes the annual rent the grant reserves, not the interest on rent paid late', async () => {
    const r = await analyzeText(createLocalAnalysisEngine(), lease, { ourSide: 'Tenant' });
    const money = /Money: (.*?) Overall risk/.exec(r.report.executive_summary)?.[1] ?? '';
    assert.match(money, /the annual rent of ninety thousand pounds \(\u00a390,000\)/);
    assert.doesNotMatch(money, /^“If any rent/);
  });
});

const coBranding =
  'CO-BRANDING AGREEMENT\n\nThis Co-Branding Agreement is made on March 1, 2026 between Larkspur Media Inc., a Delaware corporation ("Publisher"), and Fennel Health Inc., a Florida corporation ("Partner").\n\n' +
  '3.1 Publisher shall deliver the impressions set out in the media plan. If Publisher does not deliver at least 80% of the Quarterly Impression Guarantee (11,250,000 per quarter), the Term shall be extended until it does.\n\n' +
  '6.1 Partner shall pay to Publisher a monthly fee in the amount set forth on Exhibit C.\n\n' +
  '12.1 This Agreement is governed by the laws of the State of California.\n';

describe('money in the executive summary of a co-branding agreement', () => {
  it('quotes the duty to pay the fee a schedule sets, not a remedy that applies only if impressions fall short', async () => {
    const r = await analyzeText(createLocalAnalysisEngine(), coBranding, { ourSide: 'Partner' });
    const money = /Money: (.*?) Overall risk/.exec(r.report.executive_summary)?.[1] ?? '';
    assert.match(money, /Partner shall pay to Publisher a monthly fee in the amount set forth on Exhibit C/);
  });
});
