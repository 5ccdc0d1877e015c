import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emptyContractFields, type ReportClause } from '../../src/analysis/model.ts';
import { buildExecutiveSummary } from '../../src/analysis/summary.ts';
import { shortened } from '../../src/analysis/prose.ts';

const form = 'This Agreement is governed by the Governing Law and liability is limited to the General Cap Amount.';
const evidenceOf = (quote: string) => ({ start: form.indexOf(quote), end: form.indexOf(quote) + quote.length, quote });

describe('executive summary', () => {
  it('says what a standard form leaves to its cover page instead of "no governing law"', () => {
    const fields = {
      ...emptyContractFields(),
      coverPageVariables: [
        { field: 'governingLaw' as const, evidence: evidenceOf('the Governing Law') },
        { field: 'liabilityCap' as const, evidence: evidenceOf('the General Cap Amount') },
      ],
    };
    const summary = buildExecutiveSummary({ contractType: 'Service Agreement', confidence: 0.9 }, fields, [], [], 'low');
    assert.match(summary, /governing law is set on the cover page/);
    assert.match(summary, /Left to the cover page: the liability cap\./);
    assert.doesNotMatch(summary, /No governing law was identified/);
  });
});

describe('executive summary of a text that is no contract', () => {
  const missing = [{ type: 'Limitation of Liability', risk_level: 'high' as const, recommendation: 'Add a cap.' }];
  it('says first that no parties and no clauses were found, before the missing protections', () => {
    const summary = buildExecutiveSummary({ contractType: 'Other', confidence: 0.2 }, emptyContractFields(), [], missing as never, 'high');
    assert.match(summary, /^This text does not read as a contract: no parties and no clauses were found/);
    assert.match(summary, /Missing protections: Limitation of Liability\./);
  });
  it('says nothing of the kind when the parties were found', () => {
    const summary = buildExecutiveSummary({ contractType: 'Other', confidence: 0.2 }, { ...emptyContractFields(), parties: ['Acme Inc.', 'Beta LLC'] }, [], missing as never, 'high');
    assert.doesNotMatch(summary, /does not read as a contract/);
  });
});

describe('executive summary leads with the money and any condition', () => {
  const clause = (type: string, text: string) => ({ type, risk_level: 'low' as const, text, analysis: 'A clause.', recommendation: 'Check.', start: 0, end: text.length, page: 1, engine: 'local' as const });
  const summarize = (clauses: ReturnType<typeof clause>[]) =>
    buildExecutiveSummary({ contractType: 'Supply Agreement', confidence: 0.9 }, { ...emptyContractFields(), parties: ['Acme Inc.', 'Beta LLC'] }, clauses as never, [], 'low');
  it('quotes the sentence that states what is paid', () => {
    const summary = summarize([clause('Payment Terms', '4. Price. Beta shall pay Acme $12.50 per unit within thirty (30) days of invoice. Prices are fixed for one year.')]);
    assert.match(summary, /Money: “Beta shall pay Acme \$12\.50 per unit within thirty \(30\) days of invoice\.”/);
  });
  it('says when the contract depends on a condition precedent', () => {
    const summary = summarize([clause('Term', '2. Effectiveness. This Agreement shall not become effective until the FDA approves the Product. The term is five years.')]);
    assert.match(summary, /It depends on a condition: “This Agreement shall not become effective until the FDA approves the Product\.”/);
  });
  it('reads no condition precedent into a waiver or amendment that needs a signed writing to be effective', () => {
    const summary = summarize([
      clause('Amendment', '17. Any waiver, amendment or modification of any term under the Agreement will not be effective unless agreed in writing and signed by both parties.'),
      clause('Notices', '18. A notice under this Agreement shall not be effective until it is received.'),
    ]);
    assert.doesNotMatch(summary, /depends on a condition/);
  });
  it('quotes no purchase-order tolerance as the money', () => {
    const summary = summarize([clause('Volume Restriction', '6. Orders. Acme shall accept all purchase orders unless the quantity ordered for a quarter exceeds the forecast by more than 25%.')]);
    assert.doesNotMatch(summary, /Money:/);
  });
  it('invents no money sentence where none is paid', () => {
    assert.doesNotMatch(summarize([clause('Confidentiality', 'Each party shall keep the other party’s information confidential for three (3) years.')]), /Money:/);
  });
});

describe('the summary names the money and the risks a lawyer leads with', () => {
  const clause = (type: string, text: string, risk_level: 'low' | 'medium' | 'high' = 'low', analysis = 'A clause.') => ({ type, risk_level, text, analysis, recommendation: 'Check.', start: 0, end: text.length, page: 1, engine: 'local' as const });
  const summarize = (clauses: ReturnType<typeof clause>[]) =>
    buildExecutiveSummary({ contractType: 'Lease Agreement', confidence: 0.9 }, { ...emptyContractFields(), parties: ['Acme Inc.', 'Beta LLC'] }, clauses as never, [], 'high');
  it('quotes a price stated as a cover-page field before an allowance the other party pays', () => {
    const summary = summarize([
      clause('Revenue/Profit Sharing', 'Base Rent: US$12,600 per month for the first Lease Year, increasing by three percent (3%) on each anniversary.'),
      clause('Payment Terms', '5.2 Landlord shall provide Tenant an improvement allowance of US$60 per rentable square foot, payable within thirty (30) days.'),
    ]);
    assert.match(summary, /Money: “Base Rent: US\$12,600 per month/);
  });
  it('quotes a minimum purchase and a fixed fee payable in instalments', () => {
    assert.match(summarize([clause('Minimum Commitment', '2.1 Distributor shall purchase Products with an aggregate net invoice value of at least EUR 1,200,000 in the first Contract Year.')]), /Money: “Distributor shall purchase Products/);
    assert.match(summarize([clause('Payment Terms', '3. Fees. The fixed fee for this SOW is US$385,000, payable in three instalments.')]), /Money: “The fixed fee for this SOW is US\$385,000/);
  });
  it('states each main risk by its finding, not by whose side it is on, and by its riskiest clause', () => {
    const summary = summarize([
      clause('Non-Compete', 'Distributor shall not sell outside the Territory.', 'high', 'This binds us (Distributor). The non-compete states no time limit. The clause reads: “…”'),
      clause('Non-Compete', 'For twelve (12) months Distributor shall not compete.', 'medium', 'This binds us (Distributor). The restriction lasts twelve (12) months.'),
      clause('Uncapped Liability', 'Except for fraud …', 'medium', 'This binds both parties. Uncapped Liability is present, which the playbook prohibits.'),
    ]);
    assert.match(summary, /Non-Compete \(high\): The non-compete states no time limit;/);
    assert.match(summary, /Uncapped Liability \(medium\): Uncapped Liability is present/);
    assert.doesNotMatch(summary, /This binds/);
  });
});

describe('the summary reads the contract, not only its typed clauses', () => {
  const clause = (type: ReportClause['type'], text: string, start = 0): ReportClause => ({ type, risk_level: 'low', text, analysis: '', recommendation: '', start, end: start + text.length, page: 1, engine: 'local' });
  it('states a condition precedent whose section has no clause type', () => {
    const text = '1. Conditions Precedent. This Agreement shall not become effective until the Licensee has obtained export approval.\n\n2. Licence. Licensor grants Licensee a licence.';
    const summary = buildExecutiveSummary({ contractType: 'License Agreement', confidence: 0.9 }, emptyContractFields(), [clause('License Grant', '2. Licence. Licensor grants Licensee a licence.', 110)], [], 'low', null, text);
    assert.match(summary, /It depends on a condition: “This Agreement shall not become effective until the Licensee has obtained export approval\.”/);
  });
  it('quotes the money terms, not a share of requirements stated as a percentage', () => {
    const text = '3.1 Distributor shall purchase from Maker not less than seventy percent (70%) of its requirements of the Goods. 3.2 In each Contract Year Distributor shall order Goods with an aggregate purchase price of at least $500,000.';
    const summary = buildExecutiveSummary({ contractType: 'Distributor Agreement', confidence: 0.9 }, emptyContractFields(), [clause('Minimum Commitment', text)], [], 'low');
    assert.match(summary, /Money: “In each Contract Year Distributor shall order Goods with an aggregate purchase price of at least \$500,000\.”/);
  });
});

describe('the money line names what a party must pay before a target to reach', () => {
  const clause = (type: string, text: string) => ({ type, risk_level: 'low' as const, text, analysis: 'A clause.', recommendation: 'Check.', start: 0, end: text.length, page: 1, engine: 'local' as const });
  const summarize = (clauses: ReturnType<typeof clause>[]) =>
    buildExecutiveSummary({ contractType: 'Reseller Agreement', confidence: 0.9 }, { ...emptyContractFields(), parties: ['Quill Apps Ltd', 'Osprey Sales BV'] }, clauses as never, [], 'low');
  it('quotes a commission to pay rather than a sales target stated in a sum of money', () => {
    const summary = summarize([
      clause('Minimum Commitment', '5.1 Reseller shall use reasonable efforts to sell subscriptions worth at least EUR 90,000 in each contract year.'),
      clause('Revenue/Profit Sharing', '6.1 Vendor shall pay Reseller a commission of ten percent (10%) of the fees Vendor receives from each referred customer.'),
    ]);
    assert.match(summary, /Money: “Vendor shall pay Reseller a commission of ten percent \(10%\)/);
  });
  it('adds the cap the next sentence puts on what is paid', () => {
    const summary = summarize([clause('Payment Terms', '3.1 Client shall pay Adviser $90 per hour worked. The fees for any calendar month shall not exceed $6,000. Client shall pay within 30 days.')]);
    assert.match(summary, /Money: “Client shall pay Adviser \$90 per hour worked\. The fees for any calendar month shall not exceed \$6,000\.”/);
  });
});

// A summary was cut mid-word (issue 9 follow-up): every text shortened for a reader ends where a word ends, on a full
// phrase, with "…" showing the cut. Sentences written for these tests.
describe('shortened text ends at a word or sentence boundary and shows the cut', () => {
  const SENTENCE = 'The Supplier shall deliver the Products to the Purchaser’s warehouse in Rotterdam within fourteen (14) days after each Purchase Order is accepted, at its own cost and risk, packed for sea freight.';
  it('never cuts inside a word when shortening by characters', () => {
    for (let chars = 20; chars < SENTENCE.length; chars += 7) {
      const short = shortened(SENTENCE, { chars });
      assert.ok(short.length <= chars + 2, `${chars}: ${short}`);
      const words = short.replace(/ ?…[)\]”]*$/, '').split(' ');
      assert.ok(SENTENCE.split(' ').map((w) => w.replace(/[,.]$/, '')).includes(words.at(-1)!), `${chars}: ${short}`);
      assert.match(short, /…/);
    }
  });
  it('ends on a full phrase, not on an article, a preposition or an open bracket, and closes what it left open', () => {
    assert.equal(shortened(SENTENCE, { words: 13 }), 'The Supplier shall deliver the Products to the Purchaser’s warehouse in Rotterdam…');
    assert.equal(shortened(SENTENCE, { words: 16 }), 'The Supplier shall deliver the Products to the Purchaser’s warehouse in Rotterdam within fourteen (14) days…');
    assert.equal(shortened('Governed by the law of Ontario, which is not among the allowed jurisdictions (New York, Delaware, California, England and Wales).', { words: 16 }), 'Governed by the law of Ontario, which is not among the allowed jurisdictions (New York, Delaware…)');
    assert.equal(shortened('He said “the Fee is payable within thirty days of the invoice date” and left.', { words: 7 }), 'He said “the Fee is payable…”');
  });
  it('prefers a sentence end near the limit, and leaves a text within the limit as it is', () => {
    assert.equal(shortened('The Supplier shall deliver the Products on time. It shall also pack them for sea freight.', { words: 10 }), 'The Supplier shall deliver the Products on time. …');
    assert.equal(shortened('  A  short\ntext. ', { words: 6 }), 'A short text.');
  });
  it('does not add a second ellipsis after a quotation already shortened', () => {
    assert.equal(shortened('Money: “Licensee shall pay the fees in (i) cash and (ii)…” and more words follow here', { words: 11 }), 'Money: “Licensee shall pay the fees in (i) cash and (ii)…”');
  });
  it('shortens a long executive summary at a boundary, with an ellipsis', () => {
    const clause = (type: string, analysis: string, start: number) => ({ type, risk_level: 'medium' as const, text: 'Clause text.', analysis, recommendation: 'Check.', start, end: start + 10, page: 1, engine: 'local' as const });
    const long = 'The clause states a restriction that applies across every territory in which the other party sells any product or service, directly or through its affiliates, distributors, agents or licensees, during the term and for five years after it ends, whether or not the other party competes there.';
    const clauses = ['Exclusivity', 'Non-Compete', 'Change of Control'].map((type, i) => clause(type, long, i * 20));
    const missing = ['Cap on Liability', 'Indemnification', 'Force Majeure'].map((type) => ({ type, risk_level: 'low' as const, recommendation: 'Add it.' }));
    const fields = { ...emptyContractFields(), parties: ['Harbour Grain Cooperative Ltd', 'Westmill Foods plc'], effectiveDate: '2026-01-05', governingLaw: 'England and Wales' };
    const summary = buildExecutiveSummary({ contractType: 'Supply Agreement', confidence: 0.95 }, fields, clauses as never, missing as never, 'medium');
    assert.ok(summary.split(' ').length <= 151, summary);
    assert.match(summary, /(?:\w|\.)\s?…\)?$/);
    assert.doesNotMatch(summary, /\b(?:the|of|and|to|a|or)…$/);
  });
});

// Reports read as a strict lawyer would (issue 9 follow-up): the money a contract turns on, and the term of an
// at-will employment. Sentences written for these tests.
describe('executive summary states the price, the salary and an at-will term', () => {
  const fields = { ...emptyContractFields(), parties: ['Alder Mills Ltd', 'Corran Foods plc'], effectiveDate: '2026-04-01' };
  const clause = (type: ReportClause['type'], text: string, start: number): ReportClause => ({ type, risk_level: 'low', text, analysis: 'A clause.', recommendation: 'Check.', start, end: start + text.length, page: 1, engine: 'local' });
  it('leads with a price stated without a duty verb, not with late-payment interest', () => {
    const text = '4.1 The price of the Products is £212 per tonne, exclusive of VAT.\n\n4.3 If the Buyer fails to pay any amount by the due date, interest shall accrue at 4% per annum above the base rate.';
    const summary = buildExecutiveSummary({ contractType: 'Supply Agreement', confidence: 0.95 }, fields, [clause('Payment Terms', text, 0)], [], 'low', null, text);
    assert.match(summary, /Money: “The price of the Products is £212 per tonne, exclusive of VAT\.”/);
  });
  it('quotes a salary that no clause type covers from the text of the contract', () => {
    const text = '3. BASE SALARY. The Company shall pay the Employee a base salary of $185,000 per year, in semi-monthly installments.\n\n9. GOVERNING LAW. This Agreement shall be governed by the laws of the State of California.';
    const summary = buildExecutiveSummary({ contractType: 'Employment Agreement', confidence: 0.95 }, fields, [clause('Governing Law', text.slice(text.indexOf('9.')), text.indexOf('9.'))], [], 'low', null, text);
    assert.match(summary, /Money: “The Company shall pay the Employee a base salary of \$185,000 per year/);
  });
  it('says an at-will employment runs with no fixed term until either party ends it at any time', () => {
    const text = '2. TERM. The Employee\'s employment shall commence on July 1, 2026. The Employee\'s employment is "at will" and may be terminated by either party at any time, with or without cause.';
    const summary = buildExecutiveSummary({ contractType: 'Employment Agreement', confidence: 0.95 }, fields, [clause('Expiration Date', text, 0)], [], 'low', null, text);
    assert.match(summary, /runs, with no fixed term, until either party ends it at any time/);
  });
});

describe('executive summary money: unconditional sums first', () => {
  it('quotes the fee the deal turns on before a sum due only if something goes wrong', () => {
    const fields = { ...emptyContractFields(), parties: ['Tarn Labs Ltd', 'Fell Instruments Inc.'] };
    const text = '5.1 If any audit reveals an underpayment of more than 5%, the Licensee shall pay the cost of the audit and $5,000.\n\n5.2 The Licensee shall pay the Licensor a licence fee of $120,000 within thirty (30) days of the Effective Date.';
    const clause: ReportClause = { type: 'Audit Rights', risk_level: 'low', text, analysis: 'A clause.', recommendation: 'Check.', start: 0, end: text.length, page: 1, engine: 'local' };
    const summary = buildExecutiveSummary({ contractType: 'License Agreement', confidence: 0.95 }, fields, [clause], [], 'low', null, text);
    assert.match(summary, /Money: “The Licensee shall pay the Licensor a licence fee of \$120,000/);
  });
});
