// The executive summary's money (issue 10, read5): a franchise's royalty and fund contribution, a licence's milestones
// and royalties, a subcontract's delay damages are money a lawyer wants beside the first fee. Text written for the test.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';

const text =
  'DEALERSHIP AGREEMENT\n\nThis Dealership Agreement is made on May 5, 2026 between Pellucid Boats Inc., a Maine corporation ("Maker"), and Saltmarsh Marine LLC, a Rhode Island limited liability company ("Dealer").\n\n' +
  '1. Fees\n1.1 Dealer shall pay Maker an appointment fee of $20,000 on signing this Agreement.\n' +
  '1.2 Dealer shall pay Maker a service levy of 3% of its boat sales for each calendar month, by the 15th day of the following month.\n\n' +
  '2. Training\n2.1 Maker will train two of Dealer\'s staff before the first sale.\n\n' +
  '3. Showroom\n3.1 If Dealer fails to open its showroom by September 1, 2026, Dealer shall pay Maker delay damages of $300 per day until it opens.\n\n' +
  '4. Law\n4.1 This Agreement is governed by the laws of the State of Maine.\n';

describe('money in the executive summary', () => {
  it('quotes further sums a party must pay after the first, in the order of the contract, each once', async () => {
    const r = await analyzeText(createLocalAnalysisEngine(), text, { ourSide: 'Dealer' });
    const money = /Money: (.*?) Overall risk/.exec(r.report.executive_summary)?.[1] ?? '';
    assert.match(money, /\$20,000/);
    assert.match(money, /also .*3% of its boat sales/);
    assert.match(money, /\$300 per day/);
    assert.equal(money.match(/\$20,000/g)?.length, 1);
  });
});

describe('the main consideration in the executive summary', () => {
  const build =
    'APP BUILD AGREEMENT\n\nThis App Build Agreement is made on June 2, 2026 between Quill Labs Ltd ("Developer") and Harbour Clinics Ltd ("Client").\n\n' +
    '1. Support\n1.1 Support after acceptance shall be charged at an annual fee equal to 15% of the Price, payable annually in advance.\n\n' +
    '2. Price\n2.1 The Client shall pay the Price, which is a fixed price of £120,000, in three instalments.\n\n' +
    '3. Law\n3.1 This Agreement is governed by the laws of England and Wales.\n';
  it('leads the money with a fixed price before a support fee charged as a share of it', async () => {
    const r = await analyzeText(createLocalAnalysisEngine(), build, { ourSide: 'Client' });
    const money = /Money: “([^”]*)”/.exec(r.report.executive_summary)?.[1] ?? '';
    assert.match(money, /fixed price of £120,000/);
  });
});

describe('interest on late payment in the executive summary', () => {
  const services =
    'OPERATIONS AGREEMENT\n\nThis Operations Agreement is made on July 1, 2026 between Fenwick Solar LLC ("Owner") and Brightline O&M Inc. ("Operator").\n\n' +
    '1. Fees and Payment\n1.1 Any past due balance shall accrue interest at the monthly rate of one and one half percent (1.5%), and Owner shall pay it on demand. Owner shall pay Operator a management fee of three percent (3%) of the gross revenues of the Plant for each month, within thirty (30) days after each invoice.\n\n' +
    '2. Law\n2.1 This Agreement is governed by the laws of the State of Nevada.\n';
  it('leads the money with what is paid for the work, not the interest on money paid late', async () => {
    const r = await analyzeText(createLocalAnalysisEngine(), services, { ourSide: 'Owner' });
    const money = /Money: “([^”]*)”/.exec(r.report.executive_summary)?.[1] ?? '';
    assert.match(money, /management fee of three percent \(3%\) of the gross revenues/);
  });
});
