// Issue #9, twenty-first reading: near-misses read in a franchise agreement, a celebrity endorsement agreement, a web
// hosting and managed services agreement, a software development agreement and a strategic alliance / co-marketing
// agreement. One behaviour per test, on sentences written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isNonOperativeText, typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { emptyClauseFacts, type DurationFact } from '../../src/analysis/model.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';
import { sideOfClause } from '../../src/analysis/our-side.ts';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { carveOutsOf } from '../../src/analysis/carve-outs.ts';
import { readDuties } from '../helpers/read-duties.ts';
import { DEFAULT_PLAYBOOK } from '../../src/analysis/default-playbook.ts';
import { ruleFor } from '../../src/analysis/playbook.ts';
import { tailorRecommendation } from '../../src/analysis/recommend.ts';
import { indemnitiesOf } from '../../src/analysis/grants.ts';
import { emptyContractFields } from '../../src/analysis/model.ts';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';

const at = (text: string, words: string, value: number, unit: DurationFact['unit']): DurationFact => ({ value, unit, text: words, start: text.indexOf(words), end: text.indexOf(words) + words.length });

describe('clause types an alliance agreement needs its words for', () => {
  it('gives no Exclusivity to a "No Exclusivity." heading over a non-exclusive arrangement', () => {
    const text = '14. No Exclusivity. The relationship is non-exclusive. Either Party may work with other referral partners, including competitors of the other Party.';
    assert.equal(typeHasItsWords('Exclusivity', text), false);
  });

  it('still gives Exclusivity to an exclusive referral arrangement', () => {
    const text = 'During the Term, Partner shall refer customers for payroll services exclusively to Company and shall not refer them to any other payroll provider.';
    assert.equal(typeHasItsWords('Exclusivity', text), true);
  });

  it('gives no No-Solicit of Customers to a "Non-Solicitation." heading over a bar on soliciting employees for employment', () => {
    const text = '11. Non-Solicitation. For one (1) year after this Agreement ends, neither Party shall solicit for employment any member of the other Party\'s project team.';
    assert.equal(typeHasItsWords('No-Solicit of Customers', text), false);
  });

  it('still gives No-Solicit of Customers to a "Non-Solicitation." heading over a bar on soliciting customers', () => {
    const text = '11. Non-Solicitation. For one (1) year after this Agreement ends, neither Party shall solicit any customer of the other Party introduced through the Program.';
    assert.equal(typeHasItsWords('No-Solicit of Customers', text), true);
  });
});

describe('clause types an endorsement agreement needs its words for', () => {
  it('gives no Non-Disparagement to a morals clause that lets a party terminate for conduct bringing disrepute', () => {
    const text = '9. Conduct. If the Talent engages in conduct that brings the Talent into public disrepute or damages the reputation of Sponsor, Sponsor may terminate this Agreement immediately by written notice.';
    assert.equal(typeHasItsWords('Non-Disparagement', text), false);
  });

  it('still gives Non-Disparagement to a promise not to disparage beside a right to terminate for breaking it', () => {
    const text = 'The Talent shall not make any public statement that disparages Sponsor or its products. If the Talent breaches this Section, Sponsor may terminate this Agreement.';
    assert.equal(typeHasItsWords('Non-Disparagement', text), true);
  });
});

describe('clause types a hosting agreement needs its words for', () => {
  it('gives no Revenue/Profit Sharing to a service credit stated as a percentage of the monthly fee', () => {
    const text = '6.3 Where monthly uptime is below 99.9%, Customer will receive a service credit equal to ten percent (10%) of the Hosting Fee for that month, capped at 30% of that fee.';
    assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), false);
  });

  it('still gives Revenue/Profit Sharing to a share of revenue stated beside a service credit', () => {
    const text = 'Service credits are set out in Schedule 4. Reseller shall pay Provider twenty-five percent (25%) of the Net Revenue from each hosting plan it resells.';
    assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), true);
  });
});

describe('the cure period of a franchisor\'s termination right', () => {
  it('takes no period of a sentence that denies any cure ("without opportunity to cure") for a cure period', () => {
    const text = 'The Licensor may terminate this Agreement by written notice, without opportunity to cure, if the Licensee closes the Outlet for seven (7) consecutive days.';
    const point = reviewPoint('Termination for Cause', { text, facts: { ...emptyClauseFacts(), durations: [at(text, 'seven (7) consecutive days', 7, 'day')] }, operative: text })!;
    assert.match(point, /^No cure period is stated/);
  });

  it('reads the cure period the next subsection gives after a right to terminate without cure', async () => {
    const text =
      'LICENCE AGREEMENT\n\nThis Licence Agreement is made on June 3, 2026 between Orbit Kiosks LLC, a Nevada limited liability company ("Licensor"), and Pine Row Snacks Inc., an Oregon corporation ("Licensee").\n\n' +
      '1. Licensor grants Licensee a licence to operate one Orbit kiosk at the Mall.\n\n' +
      '8. TERMINATION\n\n8.1 Licensor may terminate this Agreement by written notice, without opportunity to cure, if Licensee (a) closes the kiosk for seven (7) consecutive days; or (b) becomes insolvent.\n\n' +
      '8.2 Licensor may terminate this Agreement if Licensee fails to cure any other breach within twenty (20) days after written notice of the breach.\n\n' +
      '9. This Agreement is governed by the laws of the State of Oregon.\n';
    const r = await analyzeText(createLocalAnalysisEngine(), text);
    const cause = r.report.clauses.filter((c) => c.type === 'Termination for Cause');
    assert.ok(cause.length > 0);
    for (const c of cause) {
      assert.doesNotMatch(`${c.analysis} ${c.recommendation}`, /cure period (?:of|is) seven/);
    }
    assert.ok(cause.some((c) => /cure period (?:of|is) twenty \(20\) days/.test(`${c.analysis} ${c.recommendation}`)), cause.map((c) => c.analysis).join(' | '));
  });
});

describe('who holds a termination right in a development agreement', () => {
  const text = '14. Termination. Customer may terminate this Agreement for convenience on fifteen (15) days\' written notice and shall pay for the work done to that date. Either party may terminate this Agreement if the other commits a material breach and does not cure it within twenty (20) days.';

  it('reads the right to terminate for convenience as the one party\'s that the convenience sentence names, not both parties\'', () => {
    assert.equal(sideOfClause('Termination for Convenience', text, null), null);
    assert.equal(sideOfClause('Termination for Convenience', text, 'Contractor'), 'theirs');
  });

  it('still reads the right to terminate for breach in the same section as both parties\'', () => {
    assert.equal(sideOfClause('Termination for Cause', text, 'Contractor'), 'mutual');
  });
});

describe('a confidentiality promise in an endorsement agreement', () => {
  const text = 'Neither party shall disclose the amount of the Fees to any third party, except to its accountants and lawyers or as required by law.';

  it('reads "Neither party shall disclose" as binding both parties', () => {
    const point = reviewPoint('Confidentiality', { text, facts: emptyClauseFacts() })!;
    assert.doesNotMatch(point, /binds one side only/);
  });

  it('reads "except to its accountants and lawyers" as whom it may be shared with, not as a use, and the law apart', () => {
    const { analysis } = assessClause('Confidentiality', text, emptyClauseFacts(), emptyContractFields(), undefined, text);
    assert.doesNotMatch(analysis, /may be used only to its/);
    assert.match(analysis, /It may be shared with its accountants and lawyers\./);
    assert.match(analysis, /Excepted from it: “as required by law”/);
  });

  it('still reads "except to the extent necessary to perform" as the use allowed', () => {
    const own = 'Each party shall keep the other party\'s Confidential Information confidential and shall not use it except to the extent necessary to perform this Agreement.';
    const { analysis } = assessClause('Confidentiality', own, emptyClauseFacts(), emptyContractFields(), undefined, own);
    assert.doesNotMatch(analysis, /shared with the extent/);
  });
});

describe('the exceptions to an endorser\'s category exclusivity', () => {
  it('ends an "other than" exception where a second duty begins (", and shall not wear …")', () => {
    const text = 'During the Term the Golfer shall not promote any golf ball other than the Licensed Balls, and shall not wear any competing logo at any tournament.';
    assert.deepEqual(carveOutsOf(text), ['the Licensed Balls']);
  });

  it('reads "Nothing in this Section restricts … from" as a freedom the restriction leaves', () => {
    const text = 'The Golfer shall not promote any other golf ball. Nothing in this Section restricts the Golfer from promoting golf apparel.';
    assert.deepEqual(carveOutsOf(text), ['promoting golf apparel']);
  });
});

describe('an exclusion of indirect losses in an alliance agreement', () => {
  it('names the claim it already carves out by the heading of the section it cites, and asks only for the others', () => {
    const contract = '5. Confidentiality. Each Party shall keep the other Party\'s Confidential Information secret.\n\n9. Liability. Except for breach of Section 5, neither Party shall be liable for any indirect or consequential damages or lost profits.';
    const text = '9. Liability. Except for breach of Section 5, neither Party shall be liable for any indirect or consequential damages or lost profits.';
    const point = reviewPoint('Limitation of Liability', { text, facts: emptyClauseFacts(), contractText: contract })!;
    assert.doesNotMatch(point, /none is today/);
    assert.match(point, /breach of Section 5 \(Confidentiality\)/);
    assert.doesNotMatch(point, /whether breach of confidentiality/);
  });
});

describe("a franchisee's option to renew", () => {
  it('keeps a numeral in brackets inside a lettered condition ("not less than nine (9) months") whole', () => {
    const text = 'Franchisee may renew the franchise for one (1) additional term of ten (10) years, provided that (a) Franchisee gives written notice of its election to renew not less than nine (9) months before the end of the Term; (b) Franchisee is not in default; and (c) Franchisee pays a renewal fee of $5,000.';
    const point = reviewPoint('Renewal Term', { text, facts: emptyClauseFacts() })!;
    assert.match(point, /can meet its conditions \(Franchisee gives written notice of its election to renew not less than nine \(9\) months before the end of the Term; Franchisee is not in default; Franchisee pays a renewal fee of \$5,000\)/);
  });
});

describe('the term of a hosting agreement signed before its services commence', () => {
  it('says the term runs from the defined Commencement Date, not from the date the agreement is dated', async () => {
    const text =
      'HOSTING AGREEMENT\n\nThis Hosting Agreement is dated 10 March 2026 and is made between Northwind Hosting Limited, a company incorporated in England and Wales ("Provider"), and Ashgrove Books Limited, a company incorporated in England and Wales ("Customer").\n\n' +
      '1. Definitions. "Commencement Date" means 1 April 2026.\n\n' +
      '2. TERM\n\n2.1 This Agreement commences on the Commencement Date and continues for an initial period of twenty-four (24) months (the "Initial Term").\n\n' +
      '2.2 At the end of the Initial Term this Agreement shall automatically renew for successive periods of twelve (12) months unless either party gives the other written notice of non-renewal at least sixty (60) days before the end of the then-current term.\n\n' +
      '3. Provider shall host the Customer\'s website.\n\n' +
      '4. This Agreement is governed by the law of England and Wales.\n';
    const r = await analyzeText(createLocalAnalysisEngine(), text);
    const term = r.report.clauses.find((c) => c.type === 'Term' && /\bruns from\b/.test(c.analysis));
    assert.ok(term, r.report.clauses.map((c) => c.type).join(', '));
    assert.doesNotMatch(term.analysis, /runs from 2026-03-10/);
    assert.match(term.analysis, /runs from the Commencement Date \(2026-04-01\)/);
  });
});

describe('a late-payment interest clause in a franchise agreement', () => {
  it('does not read a rate of interest "per month" as monthly payment', () => {
    const text = 'Any sum not paid when due shall bear interest at two percent (2%) per month until paid.';
    const { analysis } = assessClause('Payment Terms', text, { ...emptyClauseFacts(), recurrence: 'monthly' }, emptyContractFields(), undefined, text);
    assert.doesNotMatch(analysis, /payment terms, monthly/);
    assert.match(analysis, /Late payments bear interest at two percent \(2%\) per month/);
  });

  it('still says monthly where the payment itself is monthly beside the interest rate', () => {
    const text = 'Licensee shall pay the Service Fee monthly. Any sum not paid when due shall bear interest at two percent (2%) per month.';
    const { analysis } = assessClause('Payment Terms', text, { ...emptyClauseFacts(), recurrence: 'monthly' }, emptyContractFields(), undefined, text);
    assert.match(analysis, /payment terms, monthly/);
  });
});

const DUTY_PREAMBLE =
  'SERVICES AGREEMENT\n\nThis Services Agreement is made on 4 May 2026 (the "Effective Date") between Larkspur Hosting Ltd ("Provider") ' +
  'and Quayside Travel Ltd ("Customer").\n\nThe parties agree as follows:\n\n';
const duty = (body: string) => readDuties(DUTY_PREAMBLE + body);

describe('duties read out of hosting, development and franchise clauses', () => {
  it('ends an action where a new subject\'s duty begins after a bare "and" ("… of each quarter and the Customer shall pay …")', () => {
    const { obligations } = duty('5. The Provider shall invoice on the first business day of each quarter and the Customer shall pay each invoice within twenty (20) days of receipt.\n');
    const invoice = obligations.find((o) => /must invoice/.test(o.description))!;
    assert.doesNotMatch(invoice.description, /and the Customer \(/);
    assert.match(invoice.description, /must invoice on the first business day of each quarter \(/);
  });

  it('does not end an action cut at its length on an adverb waiting for its verb ("and then permanently [erase it]")', () => {
    const { obligations } = duty('9. On termination the Provider shall return all Customer Materials in a commonly used electronic format and then permanently erase them within ten (10) days.\n');
    const back = obligations.find((o) => /must return/.test(o.description))!;
    assert.doesNotMatch(back.description, /\b(?:and then|then permanently) \(/);
  });

  it('reads no event in "within ten (10) business days, after which the Customer shall retest it"', () => {
    const { obligations } = duty('6. The Provider shall correct the reported defects and redeliver the Services within seven (7) business days, after which the Customer shall test the Services again.\n');
    const fix = obligations.find((o) => /must correct/.test(o.description))!;
    assert.doesNotMatch(fix.description.split('“')[0]!, /after which/);
  });

  it('reads "for each calendar week" as a weekly payment', () => {
    const { duties } = duty('3. The Customer shall pay the Provider a service fee of two percent (2%) of Bookings for each calendar week, payable on the following Monday.\n');
    assert.equal(duties.find((d) => d.kind === 'payment')!.recurrence, 'weekly');
  });

  it('does not end an action cut at its length on a participle cut from its agent ("the fund administered [by …]")', () => {
    const { obligations } = duty('4. The Customer shall contribute one percent (1%) of quarterly Bookings to the joint promotion fund administered by the Provider.\n');
    const pay = obligations.find((o) => /must contribute/.test(o.description))!;
    assert.doesNotMatch(pay.description, /administered\s*[:(]/);
  });

  it('does not repeat a figure of the condition after the duty ("… of five percent (5%) or more (5%)")', () => {
    const { obligations } = duty('7. If an audit discloses an understatement of Bookings of five percent (5%) or more, the Customer shall pay the cost of the audit in addition to the fees underpaid.\n');
    const cost = obligations.find((o) => /cost of the audit/.test(o.description))!;
    assert.doesNotMatch(cost.description, /or more \(5%\)/);
  });
});

describe('headings of a franchise agreement', () => {
  it('reads a title in capitals whose noun is also a verb ("2. GRANT OF LICENCE") as a heading', () => {
    assert.equal(isNonOperativeText('2. GRANT OF LICENCE'), true);
  });

  it('still reads a short sentence in capitals ("LICENSEE SHALL PAY ALL TAXES.") as operative', () => {
    assert.equal(isNonOperativeText('LICENSEE SHALL PAY ALL TAXES.'), false);
  });
});

describe('an exclusion of indirect losses with a carve-out, in an alliance agreement', () => {
  const clause = '10. Liability. Except for breach of Section 6, neither Party shall be liable to the other for any indirect or consequential damages.';

  it('says no clause caps liability when the contract has no cap, naming the claim the exclusion leaves out', () => {
    const contract = '6. Confidentiality. Each Party shall keep the other Party\'s information secret.\n\n' + clause;
    const { analysis } = assessClause('Uncapped Liability', clause, emptyClauseFacts(), emptyContractFields(), ruleFor(DEFAULT_PLAYBOOK, 'Uncapped Liability'), contract);
    assert.match(analysis, /^No clause caps liability, so all of it is uncapped, which the playbook prohibits; this clause only keeps indirect and consequential loss recoverable for “breach of Section 6 \(Confidentiality\)”/);
  });

  it('judges the claim as a usual carve-out when a cap stands elsewhere in the contract', () => {
    const contract = '6. Confidentiality. Each Party shall keep the other Party\'s information secret.\n\n' + clause + '\n\n11. Each Party\'s total liability under this Agreement shall not exceed the fees paid in the preceding twelve (12) months.';
    const { analysis } = assessClause('Uncapped Liability', clause, emptyClauseFacts(), emptyContractFields(), ruleFor(DEFAULT_PLAYBOOK, 'Uncapped Liability'), contract);
    assert.match(analysis, /carve-out such exclusions usually make for both parties/);
  });
});

describe('an endorsement fee paid quarterly in advance', () => {
  it('falls due first as the term begins when the quarters are those of the Contract Year', () => {
    const { obligations } = duty('3. The Customer shall pay the Provider a fee of $120,000 for each Contract Year, payable in four equal instalments in advance on the first day of each quarter of the Contract Year.\n');
    const fee = obligations.find((o) => /\$120,000/.test(o.description))!;
    assert.equal(fee.due_date, '2026-05-04');
  });

  it('still falls due on the first day of the next calendar quarter when the quarters are calendar quarters', () => {
    const { obligations } = duty('3. The Customer shall pay the Provider a fee of $120,000 each year, payable in four equal instalments in advance on the first day of each calendar quarter.\n');
    const fee = obligations.find((o) => /\$120,000/.test(o.description))!;
    assert.equal(fee.due_date, '2026-07-01');
  });
});

describe('a hosting provider\'s return of data on request', () => {
  it('does not take the time to make the request for the time to return the data', () => {
    const { duties } = duty('12. On expiry the Provider shall, at the Customer\'s written request made within fourteen (14) days, return the Customer Content in CSV format.\n');
    const back = duties.find((d) => /^return/.test(d.action))!;
    assert.notEqual(back.deadline?.period?.value, 14);
  });
});

describe('liquidated damages for late delivery in a development agreement', () => {
  const base = 'Confirm the business accepts this liquidated damages clause; if not, propose: “Liquidated damages shall be the sole remedy for the relevant failure and shall not exceed ten percent (10%) of the fees under the affected order.”';
  const deal = { contractType: 'Development Agreement', feeBearing: true, position: null, ourSide: null };

  it('does not propose a cap the clause already has, and asks only for what it lacks', () => {
    const text = 'If Contractor fails to deliver the Release by the Delivery Date, Customer shall be entitled to liquidated damages of $800 for each day of delay, not to exceed five percent (5%) of the Contract Price.';
    const { text: rec } = tailorRecommendation('Liquidated Damages', text, emptyClauseFacts(), base, deal);
    assert.match(rec, /already has part of the protection the playbook asks for \(“not to exceed five percent \(5%\) of the Contract Price”\); ask only for liquidated damages to be the sole remedy/);
  });

  it('still proposes the playbook position for liquidated damages with no cap and no sole-remedy wording', () => {
    const text = 'If Contractor fails to deliver the Release by the Delivery Date, Customer shall be entitled to liquidated damages of $800 for each day of delay.';
    const { text: rec } = tailorRecommendation('Liquidated Damages', text, emptyClauseFacts(), base, deal);
    assert.equal(rec, base);
  });
});

describe('ownership of deliverables in a development agreement', () => {
  const base = 'Confirm the business accepts this IP ownership assignment clause; if not, propose: “Each party retains its pre-existing IP; deliverables created specifically for us are assigned to us on payment, with a licence back of any embedded background IP.”';
  const deal = { contractType: 'Development Agreement', feeBearing: true, position: null, ourSide: null };

  it('does not propose the playbook position to a clause that already states it (kept tools, assignment on payment, licence to tools built in)', () => {
    const text = '9.1 On payment of the Milestone Fee for each Work Product, all intellectual property rights in that Work Product pass to Customer. 9.2 Vendor retains all rights in its pre-existing toolkits and grants Customer a non-exclusive, perpetual licence to use those toolkits as incorporated in the Work Product.';
    const { text: rec } = tailorRecommendation('IP Ownership Assignment', text, emptyClauseFacts(), base, deal);
    assert.match(rec, /already has the protection the playbook asks for/);
  });

  it('still proposes it to an assignment that keeps nothing back for the developer', () => {
    const text = 'All intellectual property rights in the Work Product vest in Customer on creation.';
    const { text: rec } = tailorRecommendation('IP Ownership Assignment', text, emptyClauseFacts(), base, deal);
    assert.equal(rec, base);
  });
});

describe('the money a hosting agreement\'s summary quotes', () => {
  const text =
    'MANAGED HOSTING AGREEMENT\n\nThis Managed Hosting Agreement is dated 2 June 2026 and is made between Ridgeway Cloud Limited, a company incorporated in England and Wales ("Provider"), and Marlow Books Limited, a company incorporated in England and Wales ("Customer").\n\n' +
    '1. Definitions. "Hosting Fee" means the monthly fee set out in Schedule 1.\n\n' +
    '2. The Customer shall pay the Hosting Fee monthly in advance.\n\n' +
    '3. If availability in a month falls below 99.9%, the Customer shall be entitled to a service credit of ten percent (10%) of the Hosting Fee for that month.\n\n' +
    '4. This Agreement is governed by the law of England and Wales.\n';

  it('quotes the duty to pay the fee the schedule prices, not the service credit', async () => {
    const r = await analyzeText(createLocalAnalysisEngine(), text);
    assert.doesNotMatch(r.report.executive_summary, /Money: “[^”]*service credit/);
    assert.match(r.report.executive_summary, /Money: “The Customer shall pay the Hosting Fee monthly in advance\.”/);
  });
});

describe('what liquidated damages for delay amount to', () => {
  it('states the sum per day of delay and the most it may reach, not the bare figure', () => {
    const text = 'If the Contractor does not deliver the System by the Delivery Date, the Contractor shall pay the Customer liquidated damages of $750 for each day of delay, up to a maximum of five percent (5%) of the Contract Price.';
    const facts = { ...emptyClauseFacts(), amounts: ['$750'] };
    const { analysis } = assessClause('Liquidated Damages', text, facts, emptyContractFields(), undefined, text);
    assert.match(analysis, /^Pre-agreed damages of \$750 for each day of delay, at most five percent \(5%\) of the Contract Price\./);
  });
});

describe('who may terminate a development agreement for convenience', () => {
  it('names the party the sentence gives the right to', () => {
    const text = 'Customer may terminate this Agreement for convenience on fifteen (15) days\' written notice.';
    const facts = { ...emptyClauseFacts(), durations: [at(text, 'fifteen (15) days', 15, 'day')] };
    const { analysis } = assessClause('Termination for Convenience', text, facts, emptyContractFields(), undefined, text);
    assert.match(analysis, /^Customer may terminate without cause on fifteen \(15\) days’ notice\./);
  });

  it('says "Either party" for a right either party holds', () => {
    const text = 'Either Party may terminate this Agreement for convenience on sixty (60) days\' written notice.';
    const facts = { ...emptyClauseFacts(), durations: [at(text, 'sixty (60) days', 60, 'day')] };
    const { analysis } = assessClause('Termination for Convenience', text, facts, emptyContractFields(), undefined, text);
    assert.match(analysis, /Either party may terminate without cause on sixty \(60\) days’ notice\./);
  });
});

describe('the survival of a referral fee in an alliance agreement', () => {
  it('gives no Payment Terms to a sentence that only keeps a duty to pay alive after termination', () => {
    assert.equal(typeHasItsWords('Payment Terms', '12.5 Partner\'s obligation to pay referral fees for customers introduced before termination survives the termination of this Agreement.'), false);
  });

  it('still gives Payment Terms to a surviving duty that states when it is paid', () => {
    assert.equal(typeHasItsWords('Payment Terms', '12.5 Partner\'s obligation to pay referral fees survives termination, and Partner shall pay each such fee within thirty (30) days after the end of the quarter.'), true);
  });
});

describe('the notices clause of an alliance agreement', () => {
  it('says the clause provides for no email and does not say when a notice takes effect, rather than that email is barred and notice runs from receipt', () => {
    const point = reviewPoint('Notices', { text: 'Notices under this Agreement shall be in writing and sent to the addresses on the signature page.', facts: emptyClauseFacts() })!;
    assert.doesNotMatch(point, /email is not allowed|run from receipt/);
    assert.match(point, /provides for no notice by email/);
    assert.match(point, /does not say when a notice takes effect/);
  });
});

describe('the term of a franchise counted from the opening of the outlet', () => {
  it('says the length runs from the event the clause names, not from the effective date', () => {
    const text = 'The term of this Agreement begins on the Effective Date and expires fifteen (15) years after the date the Restaurant first opens for business.';
    const facts = { ...emptyClauseFacts(), durations: [at(text, 'fifteen (15) years', 15, 'year')] };
    const { analysis } = assessClause('Term', text, facts, emptyContractFields(), undefined, text);
    assert.match(analysis, /^The term runs until fifteen \(15\) years after the date the Restaurant first opens for business\./);
  });

  it('still says a term counted from the Effective Date runs for its length', () => {
    const text = 'This Agreement expires fifteen (15) years after the Effective Date.';
    const facts = { ...emptyClauseFacts(), durations: [at(text, 'fifteen (15) years', 15, 'year')] };
    const { analysis } = assessClause('Term', text, facts, emptyContractFields(), undefined, text);
    assert.doesNotMatch(analysis, /runs until/);
  });
});

describe('an indemnity given to two named persons', () => {
  it('keeps both persons the indemnity is given to ("Sponsor shall indemnify Agency and Talent against …")', () => {
    const [given] = indemnitiesOf('Sponsor shall indemnify Agency and Talent against any third-party claim arising out of the Sponsor Products.');
    assert.equal(given!.receiver, 'Agency and Talent');
  });

  it('still stops at the receiver before "and its officers"', () => {
    const [given] = indemnitiesOf('Licensee shall indemnify Licensor and its officers against all claims arising from the Licensed Products.');
    assert.equal(given!.receiver, 'Licensor');
  });
});

describe('a fixed fee paid by milestones', () => {
  it('reads sums that add up to the first as its instalments, not as payments beside it', () => {
    const text = 'Customer shall pay Contractor a fixed fee of $90,000, payable as follows: (a) on signing: $30,000; (b) on delivery: $45,000; (c) on acceptance: $15,000.';
    const facts = { ...emptyClauseFacts(), amounts: ['$90,000', '$30,000', '$45,000', '$15,000'] };
    const { analysis } = assessClause('Payment Terms', text, facts, emptyContractFields(), undefined, text);
    assert.match(analysis, /^Payment of \$90,000, in instalments of \$30,000, \$45,000 and \$15,000\./);
  });

  it('still lists sums that do not add up to the first as they are', () => {
    const text = 'Customer shall pay a set-up fee of $5,000 and a monthly fee of $2,000, and $150 per hour for extra work.';
    const facts = { ...emptyClauseFacts(), amounts: ['$5,000', '$2,000', '$150'] };
    const { analysis } = assessClause('Payment Terms', text, facts, emptyContractFields(), undefined, text);
    assert.doesNotMatch(analysis, /instalments/);
  });
});

describe('a hosting agreement\'s force majeure clause', () => {
  it('does not ask for what the clause already has: "Neither party" protects both, and payment stays outside it', () => {
    const text = '15. Force majeure. Neither party shall be liable for any failure caused by circumstances beyond its reasonable control, but this clause shall not relieve the Customer of its obligation to pay the Charges.';
    const point = reviewPoint('Force Majeure', { text, facts: emptyClauseFacts() })!;
    assert.doesNotMatch(point, /protects us too|excludes payment obligations/);
    assert.match(point, /requires prompt notice and mitigation/);
  });
});

describe('two parties\' duties joined by a bare "and"', () => {
  it('reads the second subject\'s duty too ("… of each quarter and the Customer shall pay each invoice within …")', () => {
    const { obligations } = duty('5. The Provider shall invoice on the first business day of each quarter and the Customer shall pay each invoice within twenty (20) days of receipt.\n');
    const pay = obligations.find((o) => /Quayside Travel Ltd must pay each invoice/.test(o.description));
    assert.ok(pay, obligations.map((o) => o.description).join(' | '));
  });
});
