import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';

// A renewal that one party may elect by notice is an option: nothing renews by itself, and the notice is that
// party's deadline to act, not a notice of non-renewal either party gives.
const lease =
  'EQUIPMENT HIRE AGREEMENT\n\nThis Equipment Hire Agreement is made on January 10, 2027 between Fenwick Plant Hire Ltd, an English company ("Owner"), and Sorrel Civil Works LLC, a Utah limited liability company ("Hirer").\n\n' +
  '1. Term\n1.1 This Agreement starts on the date above and continues for three (3) years.\n' +
  '1.2 Hirer may renew this Agreement for a further term of two (2) years by giving Owner written notice at least six (6) months before the end of the initial term, provided that Hirer is not then in default.\n\n' +
  '2. Hire Charges\n2.1 Hirer shall pay Owner a hire charge of $4,000 for each calendar month, by the 5th day of that month.\n\n' +
  '3. Governing Law\n3.1 This Agreement is governed by the laws of the State of Utah.\n';

describe('a renewal at one party\'s option', () => {
  it('gives the holder a dated deadline to exercise it, and no automatic renewal or non-renewal deadline', async () => {
    const r = await analyzeText(createLocalAnalysisEngine(), lease, { ourSide: 'Hirer' });
    const titles = r.obligations.map((o) => o.title);
    assert.ok(!titles.includes('Automatic renewal'), titles.join(', '));
    assert.ok(!titles.includes('Notice deadline to prevent renewal'), titles.join(', '));
    const option = r.obligations.find((o) => o.title === 'Deadline to exercise renewal option');
    assert.ok(option, titles.join(', '));
    assert.equal(option.due_date, '2029-07-10');
    assert.equal(option.responsible_party, 'Sorrel Civil Works LLC');
    // The same notice is not listed a second time as an undated duty.
    assert.equal(r.obligations.filter((o) => o.title === 'Notice').length, 0);
  });
  it('is summarised and analysed as an option, not as a renewal unless notice is given', async () => {
    const r = await analyzeText(createLocalAnalysisEngine(), lease, { ourSide: 'Hirer' });
    assert.match(r.report.executive_summary, /may be renewed for 2 years at Hirer's option/);
    assert.doesNotMatch(r.report.executive_summary, /renews for further periods/);
    for (const c of r.report.clauses.filter((c) => c.type === 'Term' || c.type === 'Expiration Date')) {
      assert.doesNotMatch(c.analysis, /unless notice of non-renewal/);
    }
  });
});

// A prohibition is no right of the party it binds: "X may not assign … without Y's consent" gives Y the right; an
// exception to the prohibition that X holds ("except to an acquirer of its business") is X's protection already.
const hire = (assignment: string) =>
  'EQUIPMENT HIRE AGREEMENT\n\nThis Equipment Hire Agreement is made on January 10, 2027 between Fenwick Plant Hire Ltd, an English company ("Owner"), and Sorrel Civil Works LLC, a Utah limited liability company ("Hirer").\n\n' +
  '1. Hire\n1.1 Hirer shall pay Owner a hire charge of $4,000 for each calendar month.\n\n' +
  `2. Transfer\n2.1 ${assignment}\n`;

describe('a restriction on assignment or change of control read from our side', () => {
  it('reads "we may not … without their consent" as a right only the other party holds', async () => {
    const r = await analyzeText(createLocalAnalysisEngine(), hire('Hirer may not assign this Agreement or transfer a controlling interest in Hirer without Owner\'s prior written consent. Owner may assign this Agreement without Hirer\'s consent.'), { ourSide: 'Hirer' });
    const coc = r.report.clauses.find((c) => c.type === 'Change of Control');
    assert.ok(coc, r.report.clauses.map((c) => c.type).join(', '));
    assert.doesNotMatch(coc.analysis, /Both parties hold this right|The right is ours/);
    assert.match(coc.analysis, /Only the other party holds this right/);
  });
  it('keeps an exception for a sale of our business that the clause already gives us, at low risk', async () => {
    const r = await analyzeText(createLocalAnalysisEngine(), hire('Hirer may not assign this Agreement without Owner\'s consent, except to a buyer of all or substantially all of Hirer\'s business.'), { ourSide: 'Hirer' });
    const clauses = r.report.clauses.filter((c) => ['Change of Control', 'Anti-Assignment', 'Assignment'].includes(c.type));
    assert.ok(clauses.length > 0, r.report.clauses.map((c) => c.type).join(', '));
    for (const c of clauses) {
      assert.equal(c.risk_level, 'low', c.type);
      assert.match(c.recommendation, /The exception is Hirer's/);
    }
  });
});
