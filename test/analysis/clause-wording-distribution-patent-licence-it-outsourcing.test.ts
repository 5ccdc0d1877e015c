// Issue #9, twentieth reading: near-misses read in an exclusive distribution agreement, a patent and know-how licence
// and an IT outsourcing agreement. One behaviour per test, on sentences written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';
import { liabilityCarveOutsOf } from '../../src/analysis/carve-outs.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';
import { readDuties } from '../helpers/read-duties.ts';
import { DEFAULT_PLAYBOOK } from '../../src/analysis/default-playbook.ts';
import { ruleFor } from '../../src/analysis/playbook.ts';
import { CUAD_CUES } from '../../src/engines/local/analysis/clauses/rules.ts';
import { joinSplitProvisions } from '../../src/analysis/report.ts';
import { indemnitiesFinding, indemnitiesOf } from '../../src/analysis/grants.ts';

const engine = createLocalAnalysisEngine();

const OUTSOURCING = [
  'IT SERVICES AGREEMENT',
  '',
  'This IT Services Agreement is entered into on April 1, 2026 between Marlow Credit Union, a Vermont credit union ("Customer"), and Tessaro Digital LLC, a Delaware limited liability company ("Provider").',
  '',
  '1. Services. Provider shall provide the hosting and service desk services described in Exhibit A.',
  '',
  '2. Term. This Agreement begins on April 1, 2026 and continues for four (4) years (the "Term"). Customer may extend the Term for one further period of three (3) years by written notice given at least ninety (90) days before the end of the Term.',
  '',
  '3. Governing Law. This Agreement is governed by the laws of the State of Vermont.',
].join('\n');

describe('competitive restriction exceptions in a distribution agreement', () => {
  it('reads no exception into an exclusive appointment whose only "exclu-" word is "exclusive"', () => {
    const text =
      'Supplier hereby appoints Distributor as its exclusive distributor of the Products in the Territory. During the Term Supplier shall not appoint any other distributor of the Products in the Territory.';
    assert.equal(typeHasItsWords('Competitive Restriction Exception', text), false);
  });

  it('still reads an exception that excludes a listed shareholding from the non-compete', () => {
    const text =
      'The restrictions in Section 5.1 exclude the holding by Distributor of not more than five percent (5%) of the listed shares of any company that sells Competing Products.';
    assert.equal(typeHasItsWords('Competitive Restriction Exception', text), true);
  });

  it('reads "Section 5.1 does not prevent Distributor from" as an exception to the non-compete', () => {
    const text =
      'Section 5.1 does not prevent the Reseller from continuing to sell the competing products it sold before the Effective Date.';
    assert.equal(typeHasItsWords('Competitive Restriction Exception', text), true);
  });
});

describe('soliciting employees is not soliciting customers', () => {
  it('reads no customer non-solicit into a "Non-Solicitation" section that names only employees', () => {
    const text =
      'Non-Solicitation. For eighteen (18) months after the Term, neither party shall solicit for employment or hire any employee of the other party who worked on the Services.';
    assert.equal(typeHasItsWords('No-Solicit of Customers', text), false);
    assert.equal(typeHasItsWords('No-Solicit of Employees', text), true);
  });

  it('still reads a customer non-solicit under the same heading when customers are named', () => {
    const text =
      'Non-Solicitation. For eighteen (18) months after the Term, neither party shall solicit any customer of the other party or hire any employee of the other party.';
    assert.equal(typeHasItsWords('No-Solicit of Customers', text), true);
  });
});

describe('a change of control is no volume restriction', () => {
  it('reads no ceiling on quantity in the threshold "more than fifty percent (50%) of the voting interests"', () => {
    const text =
      'Customer may terminate this Agreement on thirty (30) days\' notice after a Change of Control. "Change of Control" means the acquisition by any person of more than fifty percent (50%) of the voting interests in Provider.';
    assert.equal(typeHasItsWords('Volume Restriction', text), false);
  });
});

describe('a restraint that outlasts the agreement is no post-termination service', () => {
  it('reads no post-termination service in a non-compete that runs for twelve months after expiry', () => {
    const text =
      'During the Term and for a period of twelve (12) months after its expiry or termination, the Reseller shall not, directly or indirectly, sell or promote any Competing Product in the Territory.';
    assert.equal(typeHasItsWords('Post-Termination Services', text), false);
  });

  it('still reads a post-termination service when the same sentence asks for a sell-off of stock', () => {
    const text =
      'For six (6) months after termination the Reseller shall not buy new stock and shall sell off its remaining inventory of the Products at the prices then in effect.';
    assert.equal(typeHasItsWords('Post-Termination Services', text), true);
  });
});

describe('a resale price limit is a price restriction', () => {
  it('reads a ban on reselling above the supplier\'s maximum resale price as a price restriction', () => {
    const text =
      'The Reseller may set its own resale prices, except that it shall not resell any Product to consumers at a price exceeding the maximum resale price in the Supplier\'s current price list.';
    assert.equal(typeHasItsWords('Price Restrictions', text), true);
  });

  it('reads no price restriction in a price that is merely stated', () => {
    const text = 'The Reseller shall buy the Products at the prices in Schedule B and shall resell them to consumers in the Territory.';
    assert.equal(typeHasItsWords('Price Restrictions', text), false);
  });
});

describe('an option to extend after an initial term of another length', () => {
  it('says the option extends the term by the length its own sentence states, not by the initial term', async () => {
    const r = await analyzeText(engine, OUTSOURCING);
    const renewal = r.report.clauses.find((c) => c.type === 'Renewal Term');
    assert.ok(renewal);
    assert.match(renewal.analysis, /^Customer has an option to extend the term by three \(3\) years/);
  });

  it('ends the summary\'s extension length at its unit, not mid-word in the notice', async () => {
    const r = await analyzeText(engine, OUTSOURCING);
    assert.match(r.report.executive_summary, /may be extended by one further period of three \(3\) years at Customer's option/);
    assert.doesNotMatch(r.report.executive_summary, /\bnotic\b/);
  });
});

describe('an option to extend a term the contract does not define', () => {
  it('reads "Customer may extend the term … by written notice" as Customer\'s option, not an automatic renewal', async () => {
    const text = OUTSOURCING.replace(' (the "Term")', '').replace(/the Term\b/g, 'the term');
    const r = await analyzeText(engine, text);
    const renewal = r.report.clauses.find((c) => c.type === 'Renewal Term');
    assert.ok(renewal);
    assert.match(renewal.analysis, /^Customer has an option to extend the term by three \(3\) years/);
    assert.doesNotMatch(renewal.analysis, /at a time/);
  });
});

describe('a price fixed for the first months of a named term', () => {
  const clause =
    'The Fees are fixed for the first eighteen (18) months of the Initial Term. After that Vendor may raise the Fees once per year by no more than three percent (3%).';

  it('reads until when prices are fixed from "fixed for the first eighteen (18) months of the Initial Term"', () => {
    const { analysis } = assessClause('Price Restrictions', clause, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.match(analysis, /^Prices are fixed until the end of the first eighteen \(18\) months of the Initial Term/);
  });

  it('asks in a whole phrase for the notice a rise needs, never a bare "Check on what notice."', () => {
    const { recommendation } = assessClause('Price Restrictions', clause, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.doesNotMatch(recommendation, /Check on what notice\./);
    assert.match(recommendation, /Check what notice an increase needs\./);
  });
});

describe('a lettered list of claims carved out of a cap', () => {
  const clause =
    '9.4 The limits in Sections 9.2 and 9.3 do not apply to (a) Vendor\'s obligations under Section 11, (b) liability for a breach of Section 6 (Security), or (c) either party\'s fraud or wilful misconduct, for all of which liability is unlimited.';

  it('reads each lettered claim as a carve-out of its own, whole and with no stray bracket', () => {
    assert.deepEqual(liabilityCarveOutsOf(clause, clause), [
      "Vendor's obligations under Section 11",
      'liability for a breach of Section 6 (Security)',
      "either party's fraud or wilful misconduct",
    ]);
  });
});

describe('whom confidential know-how may be disclosed to', () => {
  it('reads "shall not disclose it except to its Affiliates and employees who need to know it" as whom it may be shared with, not a purpose of use', () => {
    const clause =
      'The Licensee shall keep the Technical Information confidential and shall not disclose it except to its Affiliates and employees who need to know it to make Licensed Products.';
    const { analysis } = assessClause('Confidentiality', clause, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.doesNotMatch(analysis, /may be used only to its Affiliates/);
    assert.match(analysis, /It may be shared with its Affiliates and employees who need to know it/);
  });
});

describe('what a covenant not to sue clause does', () => {
  it('says a right to terminate on a challenge to the patents lets the licensor end the licence, and waives nothing', () => {
    const clause = '12.3 The Patent Owner may terminate this Licence by written notice if the Licensee disputes the validity of any Licensed Patent.';
    const { analysis } = assessClause('Covenant Not to Sue', clause, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.match(analysis, /^Lets the Patent Owner terminate if the Licensee disputes the validity of any Licensed Patent: it deters a challenge but neither bars one nor waives any claim\./);
    assert.doesNotMatch(analysis, /Waives the right to sue/);
  });

  it('says who promises not to sue whom, and for what, in a covenant not to sue', () => {
    const clause =
      'The Owner, on behalf of itself and its Affiliates, covenants not to sue the Licensee or its distributors for infringement of the Design Rights in respect of Licensed Products, for so long as this Agreement is in force.';
    const { analysis } = assessClause('Covenant Not to Sue', clause, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.match(analysis, /^The Owner \(for itself and its affiliates\) promises not to sue the Licensee or its distributors for infringement of the Design Rights in respect of Licensed Products\./);
  });
});

describe('a right to terminate when a minimum is missed', () => {
  it('says who may terminate if the minimum is missed, not that the clause commits to a minimum', () => {
    const clause = '14.2 The Manufacturer may terminate this Agreement on ninety (90) days\' notice if the Reseller fails to meet the Annual Target in two consecutive years.';
    const { analysis } = assessClause('Minimum Commitment', clause, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.match(analysis, /^Lets the Manufacturer terminate if the Reseller fails to meet the Annual Target in two consecutive years: the consequence of missing a minimum, which is set elsewhere\./);
    assert.doesNotMatch(analysis, /Commits to minimums/);
  });
});

const DISTRIBUTION = [
  'DISTRIBUTION AGREEMENT',
  '',
  'This Distribution Agreement is made on May 4, 2026 between Korrin Tools GmbH, a German company ("Supplier"), and Westbrook Hardware Inc., an Ohio corporation ("Distributor").',
  '',
  '1. Appointment. Supplier appoints Distributor as its distributor of the Products in the State of Ohio (the "Territory").',
  '',
  '2. Term. This Agreement begins on May 4, 2026 and continues for two (2) years (the "Term").',
  '',
  '3. Non-Competition. During the Term and for a period of nine (9) months after its expiry or termination, Distributor shall not, directly or indirectly, sell or promote any hand tools that compete with the Products in the Territory.',
  '',
  '4. Governing Law. This Agreement is governed by the laws of the State of Ohio.',
].join('\n');

describe('how long a non-compete that outlasts the term lasts', () => {
  it('says the restriction lasts for the term and the stated months after it ends, not the months alone', async () => {
    const r = await analyzeText(engine, DISTRIBUTION);
    const nonCompete = r.report.clauses.find((c) => c.type === 'Non-Compete' && /nine \(9\) months/.test(c.text));
    assert.ok(nonCompete, r.report.clauses.map((c) => c.type).join(', '));
    assert.match(nonCompete.analysis, /^The restriction lasts for the term and nine \(9\) months after it ends\./);
  });
});

describe('a restriction for the term of a contract that renews', () => {
  it('says it ends with the term on the expiry date or later if the contract renews', async () => {
    const text = DISTRIBUTION.replace(
      'continues for two (2) years (the "Term").',
      'continues for two (2) years (the "Term"). It renews automatically for successive periods of one (1) year unless either party gives notice of non-renewal at least ninety (90) days before the end of the Term.',
    ).replace(' and for a period of nine (9) months after its expiry or termination', '');
    const r = await analyzeText(engine, text);
    const nonCompete = r.report.clauses.find((c) => c.type === 'Non-Compete');
    assert.ok(nonCompete, r.report.clauses.map((c) => c.type).join(', '));
    assert.match(nonCompete.analysis, /ends with it \(2028-05-04, or later if the contract renews\)/);
  });
});

describe('duties of two parties joined by a bare "and"', () => {
  it('ends the first party\'s duty where "and Customer shall" starts the other party\'s', () => {
    const text = OUTSOURCING.replace(
      '3. Governing Law.',
      '3. Charges. Provider shall invoice the Charges quarterly in advance and Customer shall pay each undisputed invoice within forty-five (45) days of receipt.\n\n4. Governing Law.',
    );
    const { duties } = readDuties(text);
    const invoicing = duties.find((d) => /^invoice the Charges/.test(d.action));
    assert.ok(invoicing, duties.map((d) => d.action).join(' | '));
    assert.equal(invoicing.action, 'invoice the Charges quarterly in advance');
    assert.ok(duties.some((d) => d.kind === 'payment' && d.action === 'pay each undisputed invoice'));
  });
});

describe('duty actions cut at their word limit', () => {
  it('keeps a defined term whole when the limit falls inside it ("Net Sales of Licensed Products")', () => {
    const text = OUTSOURCING.replace(
      '3. Governing Law.',
      '3. Royalties. Provider shall pay Customer a royalty of four percent (4%) of Net Sales of Hosted Platform Services within thirty (30) days after the end of each calendar quarter.\n\n4. Governing Law.',
    );
    const { duties } = readDuties(text);
    const royalty = duties.find((d) => /royalty/.test(d.action));
    assert.ok(royalty, duties.map((d) => d.action).join(' | '));
    assert.match(royalty.action, /Net Sales of Hosted Platform Services$/);
  });

  it('keeps a period whole when the limit falls after its number in words ("twelve (12) months")', () => {
    const text = OUTSOURCING.replace(
      '3. Governing Law.',
      '3. Exit. On expiry or termination Provider shall provide the transition services described in Exhibit G for up to nine (9) months.\n\n4. Governing Law.',
    );
    const { duties } = readDuties(text);
    const exit = duties.find((d) => /transition services/.test(d.action));
    assert.ok(exit, duties.map((d) => d.action).join(' | '));
    assert.match(exit.action, /for up to nine \(9\) months$/);
  });
});

describe('how often a minimum royalty shortfall is paid', () => {
  it('reads a shortfall measured "for any calendar year" as annual, though royalties are paid quarterly', () => {
    const text = OUTSOURCING.replace(
      '3. Governing Law.',
      '3. Royalties. 3.1 Provider shall pay Customer a royalty of three percent (3%) of Net Revenue. 3.2 If the royalties paid for any calendar year are less than USD 90,000, Provider shall pay the shortfall with the report for the last quarter of that year. 3.3 Royalties are payable quarterly within thirty (30) days after the end of each calendar quarter.\n\n4. Governing Law.',
    );
    const { duties } = readDuties(text);
    const shortfall = duties.find((d) => /shortfall/.test(d.action));
    assert.ok(shortfall, duties.map((d) => d.action).join(' | '));
    assert.equal(shortfall.recurrence, 'annually');
  });
});

describe('an uncapped-liability analysis names what is uncapped once', () => {
  it('does not repeat the carved-out claims as "Outside the cap:" after saying liability is left uncapped for them', () => {
    const clause =
      '9.4 The limits in Sections 9.2 and 9.3 do not apply to (a) Vendor\'s obligations under Section 11, (b) liability for a breach of Section 6 (Security), or (c) either party\'s fraud or wilful misconduct, for all of which liability is unlimited.';
    const { analysis } = assessClause('Uncapped Liability', clause, emptyClauseFacts(), emptyContractFields(), ruleFor(DEFAULT_PLAYBOOK, 'Uncapped Liability'), clause);
    assert.match(analysis, /^Liability is left uncapped for “Vendor's obligations under Section 11”/);
    assert.doesNotMatch(analysis, /Outside the cap:/);
  });
});

describe('the price restriction cue with the party first', () => {
  it('cues "Vendor shall not increase the Fees during the first twelve (12) months"', () => {
    assert.equal(CUAD_CUES['Price Restrictions']!.test('Vendor shall not increase the Fees during the first twelve (12) months after the Start Date.'), true);
  });

  it('cues a cap on each increase stated as "no increase shall exceed"', () => {
    assert.equal(CUAD_CUES['Price Restrictions']!.test('Vendor may raise its list prices each year, provided that no increase shall exceed three percent (3%).'), true);
  });

  it('does not cue a price merely stated', () => {
    assert.equal(CUAD_CUES['Price Restrictions']!.test('The Reseller shall buy the Products at the prices in Schedule B.'), false);
  });
});

describe('a price freeze stated with the party first', () => {
  it('reads "Vendor shall not increase the Fees during the first eighteen (18) months after the Start Date" as prices fixed until then', () => {
    const clause =
      'Vendor shall not increase the Fees during the first eighteen (18) months after the Start Date. Thereafter Vendor may increase the Fees once in each year, provided that no increase shall exceed five percent (5%).';
    const { analysis } = assessClause('Price Restrictions', clause, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.match(analysis, /^Prices are fixed until the end of the first eighteen \(18\) months after the Start Date; after that they may rise/);
  });
});

describe('termination rights for a change of control and for breach, side by side', () => {
  it('reports the joined termination-for-cause provision by the piece whose ground is a breach', () => {
    const text =
      "12.2 Client may terminate this Agreement on sixty (60) days' notice within three (3) months after Vendor undergoes a Change of Control. 12.3 Either party may terminate this Agreement if the other party materially breaches it and does not cure the breach within twenty (20) days after notice.";
    const piece = (fragment: string, analysis: string) => {
      const start = text.indexOf(fragment);
      return { type: 'Termination for Cause' as const, risk_level: 'low' as const, text: fragment, analysis, recommendation: '', start, end: start + fragment.length, page: 1, engine: 'local' as const };
    };
    const [joined] = joinSplitProvisions(
      [
        piece("12.2 Client may terminate this Agreement on sixty (60) days' notice within three (3) months after Vendor undergoes a Change of Control.", 'change of control'),
        piece('12.3 Either party may terminate this Agreement if the other party materially breaches it and does not cure the breach within twenty (20) days after notice.', 'breach'),
      ],
      text,
    );
    assert.equal(joined!.analysis, 'breach');
  });
});

describe('a non-transferable licence that may go to affiliates', () => {
  it('does not ask to check that affiliates can use a licence the clause lets the licensee sub-license to them', () => {
    const text = 'The Licensee may sub-license its rights to any of its Affiliates. The Licensee may not sub-license to any other person without the Owner\'s prior written consent.';
    const point = reviewPoint('Non-Transferable License', { text, facts: emptyClauseFacts() });
    assert.ok(point);
    assert.doesNotMatch(point, /check that affiliates/);
    assert.match(point, /may go to affiliates/);
  });

  it('still asks about affiliates where the licence may go to no one', () => {
    const text = 'The Licensee may not assign, transfer or sub-license this licence to any person.';
    assert.match(reviewPoint('Non-Transferable License', { text, facts: emptyClauseFacts() }) ?? '', /check that affiliates and a buyer/);
  });
});

describe('a licensor\'s affiliates bound by its covenant not to sue', () => {
  it('says the affiliates are bound by the promise not to sue, not that the licence is extended to them', () => {
    const clause = 'The Owner, for itself and its Affiliates, covenants not to sue the Licensee for infringement of any design right in the Licensed Products.';
    const { analysis } = assessClause('Affiliate License-Licensor', clause, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.match(analysis, /^Binds the Owner’s affiliates to its promise not to sue/);
    assert.doesNotMatch(analysis, /Extends the licence/);
  });
});

describe('records kept for years after the year they relate to', () => {
  it('says "after the year to which they relate", not "after year"', () => {
    const text = OUTSOURCING.replace(
      '3. Governing Law.',
      '3. Records. Provider shall keep accurate records of the Charges for at least six (6) years after the year to which they relate.\n\n4. Governing Law.',
    );
    const { obligations } = readDuties(text);
    const records = obligations.find((o) => /records of the Charges/.test(o.description));
    assert.ok(records, obligations.map((o) => o.description).join(' | '));
    assert.match(records.description, /six \(6\) years after the year to which they relate/);
    assert.doesNotMatch(records.description, /after year\b/);
  });
});

describe('service credits and delay damages reported together', () => {
  it('reports a joined liquidated-damages provision by the piece that fixes the sum', () => {
    const text =
      '6.1 If Vendor misses a Service Level in any month, Vendor shall credit Client the service credit in Schedule 2. 6.2 If go-live is late, Vendor shall pay Client as liquidated damages USD 2,000 for each day of delay, up to a maximum of USD 60,000.';
    const piece = (fragment: string, analysis: string) => {
      const start = text.indexOf(fragment);
      return { type: 'Liquidated Damages' as const, risk_level: 'medium' as const, text: fragment, analysis, recommendation: '', start, end: start + fragment.length, page: 1, engine: 'local' as const };
    };
    const [joined] = joinSplitProvisions(
      [
        piece('6.1 If Vendor misses a Service Level in any month, Vendor shall credit Client the service credit in Schedule 2.', 'credits'),
        piece('6.2 If go-live is late, Vendor shall pay Client as liquidated damages USD 2,000 for each day of delay, up to a maximum of USD 60,000.', 'delay'),
      ],
      text,
    );
    assert.equal(joined!.analysis, 'delay');
  });
});

describe('what a liquidated damages clause fixes', () => {
  it('states the daily rate and its ceiling, not two bare amounts', () => {
    const clause = 'If go-live is late, Vendor shall pay Client as liquidated damages USD 2,000 for each day of delay, up to a maximum of USD 60,000.';
    const facts = { ...emptyClauseFacts(), amounts: ['USD 2,000', 'USD 60,000'] };
    const { analysis } = assessClause('Liquidated Damages', clause, facts, emptyContractFields(), undefined);
    assert.match(analysis, /^Pre-agreed damages of USD 2,000 for each day of delay, up to USD 60,000\./);
  });

  it('says who pays a termination fee, when and how it is worked out', () => {
    const clause =
      'If Client terminates under this Section 14.1 before the second anniversary of the Start Date, Client shall pay Vendor the early termination fee calculated in accordance with Schedule 5 (the "Exit Fee").';
    const { analysis } = assessClause('Liquidated Damages', clause, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.match(analysis, /^Client pays Vendor an early termination fee if Client terminates under this Section 14\.1 before the second anniversary of the Start Date, calculated in accordance with Schedule 5\./);
  });
});

describe('who holds a right to terminate for convenience', () => {
  it('names the party that may terminate without cause', async () => {
    const text = OUTSOURCING.replace(
      '3. Governing Law.',
      "3. Termination for Convenience. Customer may terminate this Agreement for any reason or no reason on sixty (60) days' written notice to Provider.\n\n4. Governing Law.",
    );
    const r = await analyzeText(engine, text);
    const clause = r.report.clauses.find((c) => c.type === 'Termination for Convenience');
    assert.ok(clause, r.report.clauses.map((c) => c.type).join(', '));
    assert.match(clause.analysis, /^Customer may terminate without cause on sixty \(60\) days’ notice\./);
  });
});

describe('the money a summary states', () => {
  it('states the charges the schedule sets, not delay damages', async () => {
    const text = OUTSOURCING.replace(
      '3. Governing Law.',
      "3. Charges. Customer shall pay the monthly service charges set out in Exhibit C.\n\n4. Delay. If go-live is late, Provider shall pay Customer as liquidated damages USD 3,000 for each day of delay.\n\n5. Governing Law.",
    );
    const r = await analyzeText(engine, text);
    assert.match(r.report.executive_summary, /Money: “Customer shall pay the monthly service charges set out in Exhibit C\.”/);
  });

  it('still states delay damages where the contract states no price at all', async () => {
    const text = OUTSOURCING.replace(
      '3. Governing Law.',
      '3. Delay. If go-live is late, Provider shall pay Customer as liquidated damages USD 3,000 for each day of delay.\n\n4. Governing Law.',
    );
    const r = await analyzeText(engine, text);
    assert.match(r.report.executive_summary, /Money: “If go-live is late, Provider shall pay Customer as liquidated damages USD 3,000/);
  });
});

describe('how an indemnity is said', () => {
  const clause =
    'Vendor shall defend, indemnify and hold harmless Client and its directors, officers and employees from and against any third-party claims, losses, damages and expenses arising out of any allegation that the Software or any Deliverable infringes the patent, copyright or trade secret of a third party anywhere in the world.';

  it('keeps "defend, indemnify and hold harmless" as a list', () => {
    assert.match(indemnitiesFinding(indemnitiesOf(clause)) ?? '', /^Vendor must defend, indemnify and hold harmless Client/);
  });

  it('puts no full stop after a claim already shortened with "…"', () => {
    const finding = indemnitiesFinding(indemnitiesOf(clause)) ?? '';
    assert.ok(finding.endsWith('…'), finding);
    assert.doesNotMatch(finding, /…\./);
  });
});

describe('an exclusive appointment is no non-compete', () => {
  it('reads no non-compete in a supplier\'s promise not to appoint others and not itself to sell the Products in the Territory', () => {
    const text =
      'The Manufacturer appoints the Dealer as its exclusive dealer of the Goods in Scotland. During the Term the Manufacturer shall not appoint any other dealer of the Goods in Scotland and shall not itself sell the Goods to customers in Scotland.';
    assert.equal(typeHasItsWords('Non-Compete', text), false);
    assert.equal(typeHasItsWords('Exclusivity', text), true);
  });

  it('still reads a non-compete where the appointed dealer may not sell other brands', () => {
    const text = 'The Manufacturer appoints the Dealer as its exclusive dealer of the Goods in Scotland. The Dealer shall not, during the Term, sell any other brand of garden machinery in Scotland.';
    assert.equal(typeHasItsWords('Non-Compete', text), true);
  });
});

describe('what a limit on sub-licensing does', () => {
  it('says a clause that only limits sub-licensing limits sub-licensing, not that it makes the licence non-transferable', () => {
    const clause = 'The Licensee may sub-license to its Affiliates. The Licensee may not sub-license to any other person without the Owner\'s prior written consent.';
    const { analysis } = assessClause('Non-Transferable License', clause, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.match(analysis, /^Limits sub-licensing; it says nothing of assigning or transferring the licence itself\./);
  });

  it('still says a licence is made non-transferable where the clause says so', () => {
    const clause = 'The licence is personal and non-transferable, and the Licensee may not sub-license it.';
    const { analysis } = assessClause('Non-Transferable License', clause, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.match(analysis, /^Makes the licence non-transferable\./);
  });
});

describe('what a change-of-control termination right does', () => {
  it('says who may terminate on whose change of control, and on what notice', async () => {
    const text = OUTSOURCING.replace(
      '3. Governing Law.',
      "3. Change of Control. Customer may terminate this Agreement on forty-five (45) days' written notice within three (3) months after Provider undergoes a Change of Control.\n\n4. Governing Law.",
    );
    const r = await analyzeText(engine, text);
    const clause = r.report.clauses.find((c) => c.type === 'Change of Control');
    assert.ok(clause, r.report.clauses.map((c) => c.type).join(', '));
    assert.match(clause.analysis, /^Lets Customer terminate if Provider undergoes a change of control, on forty-five \(45\) days’ notice\./);
  });
});
