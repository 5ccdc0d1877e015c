// Issue #9, nineteenth reading: errors read in a contract manufacturing and supply agreement, a sponsored research
// agreement with a university, a shareholders' agreement of a private company, a marketing statement of work under
// an MSA and a state agency's IT services contract. One behaviour per test, on sentences written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { extractParties } from '../../src/engines/local/analysis/fields/parties.ts';
import { extractGoverningLaw } from '../../src/engines/local/analysis/fields/jurisdictions.ts';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';
import { carveOutsOf } from '../../src/analysis/carve-outs.ts';
import { amountsWithUnits, capMeasureOf, isPaymentPeriod } from '../../src/analysis/money-terms.ts';
import { findDuties } from '../../src/engines/local/analysis/duties.ts';
import { findProtection } from '../../src/analysis/protection-search.ts';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';
import { DEFAULT_PLAYBOOK } from '../../src/analysis/default-playbook.ts';
import { evaluateRules, missingClauses } from '../../src/analysis/playbook.ts';
import { buildExecutiveSummary } from '../../src/analysis/summary.ts';
import { contractTypeFromTitle } from '../../src/engines/local/analysis/classify/title-rules.ts';

describe('fields', () => {
  it('keeps a company whose legal name has "Contract" in it as a party', () => {
    const text =
      'This Supply Agreement is made as of 2 June 2025 between Ostrander Foods Inc., an Ohio corporation ("Buyer"), and Millbrook Contract Packaging LLC, a Texas limited liability company ("Packer").';
    assert.deepEqual(
      extractParties(text).map((p) => p.name),
      ['Ostrander Foods Inc.', 'Millbrook Contract Packaging LLC'],
    );
  });

  it('reads a law that "shall be applied in the interpretation" of the contract as its governing law', () => {
    const text = '22. Choice of Law. Nevada law, and the regulations made under it, shall be applied in the interpretation and enforcement of this Contract.';
    assert.equal(extractGoverningLaw(text)?.jurisdiction, 'Nevada');
  });

  it("does not read a founder's non-compete period after ceasing to hold shares as the agreement's term", () => {
    const text = [
      'This Shareholders Agreement is dated 5 May 2025 between Asha Patel ("Founder") and Tern Capital LLP ("Investor").',
      '9. The Founder shall not, for as long as she holds Shares and for a period of eighteen (18) months after ceasing to hold Shares, carry on any business that competes with the Company.',
      '14. This Agreement continues in force until the Company is wound up or its shares are listed.',
    ].join('\n\n');
    const fields = extractFields(text);
    assert.equal(fields.initialTerm, null);
    assert.equal(fields.expirationDate, null);
  });
});

describe('missing protections', () => {
  it('finds termination for cause in a breach the contractor "does not cure" within a period, though never called material', () => {
    const text =
      'If the Contractor fails to perform any obligation, the Department may notify the Contractor of the breach. If the Contractor does not cure the breach within twenty (20) days after that notice, the Department may terminate this Contract by further notice.';
    assert.ok(findProtection('Termination for Cause', text));
    assert.equal(findProtection('Termination for Cause', 'If the Contractor does not cure the defect within twenty (20) days, the Department may deduct the cost of correction from the next invoice.'), null);
  });
});

describe('contract type', () => {
  it('files a sponsored research agreement with the research collaborations, and keeps a research-and-licence title a licence', () => {
    assert.equal(contractTypeFromTitle('SPONSORED RESEARCH AGREEMENT'), 'Collaboration Agreement');
    assert.equal(contractTypeFromTitle('Research Funding Agreement'), 'Collaboration Agreement');
    assert.equal(contractTypeFromTitle('Sponsored Research and Licence Agreement'), 'License Agreement');
  });

  it("reads a public body's 'Contract for … Services' title as a service agreement", () => {
    assert.equal(contractTypeFromTitle('CONTRACT FOR PAYROLL PROCESSING SERVICES'), 'Service Agreement');
    assert.equal(contractTypeFromTitle('Professional Services Contract'), 'Service Agreement');
    assert.equal(contractTypeFromTitle('Contract for the Sale of Goods'), null);
  });
});

describe('clause wording', () => {
  it('does not read a ceiling on extensions or on the total duration of the contract as a volume restriction', () => {
    const text = 'The Agency may extend this Contract for up to two (2) additional one-year periods. The total duration of this Contract, including all extensions, shall not exceed four (4) years.';
    assert.equal(typeHasItsWords('Volume Restriction', text), false);
    assert.ok(typeHasItsWords('Volume Restriction', 'The Agency may order up to two (2) additional laptops for each new employee.'));
  });

  it('does not read a passive holding of listed shares allowed to a founder as a volume restriction', () => {
    const text = 'Nothing in this clause prevents the Founder from holding, as a passive investment, up to five per cent (5%) of the issued shares of any company listed on a stock exchange.';
    assert.equal(typeHasItsWords('Volume Restriction', text), false);
    assert.ok(typeHasItsWords('Volume Restriction', 'The Distributor may not order more than five hundred (500) units in any month.'));
  });

  it('reads "makes no representations and extends no warranties" as a disclaimer that gives no warranty', () => {
    const text = 'THE DATA ARE PROVIDED "AS IS". THE INSTITUTE MAKES NO REPRESENTATIONS AND EXTENDS NO WARRANTIES OF ANY KIND, EXPRESS OR IMPLIED.';
    assert.equal(typeHasItsWords('Warranty', text), false);
    assert.ok(typeHasItsWords('Warranty Disclaimer', 'THE INSTITUTE MAKES NO REPRESENTATIONS AND EXTENDS NO WARRANTIES OF ANY KIND.'));
    assert.ok(typeHasItsWords('Warranty', 'The Institute warrants that the Data were collected lawfully. THE INSTITUTE EXTENDS NO OTHER WARRANTIES.'));
  });

  it("does not read a covenant lasting 'during the term and for six months afterward' as the agreement's expiry", () => {
    const text = 'During the term of this SOW and for six (6) months afterward, the Studio shall not design packaging for any competing snack brand.';
    assert.equal(typeHasItsWords('Expiration Date', text), false);
    assert.ok(typeHasItsWords('Expiration Date', 'This Agreement shall remain in effect during the term of the Lease and for six (6) months thereafter.'));
  });

  it("does not read 'sell-through' in a campaign's objectives as a term running through a date", () => {
    const text = 'The campaign aims to support a ten percent lift in sell-through at partner stores during the campaign period.';
    assert.equal(typeHasItsWords('Expiration Date', text), false);
    assert.ok(typeHasItsWords('Expiration Date', 'This Agreement shall continue through December 31, 2026.'));
  });

  it('does not read a condition before the contract binds as its expiry', () => {
    const text = 'This Contract shall not be valid or enforceable until it has been signed by the Comptroller.';
    assert.equal(typeHasItsWords('Expiration Date', text), false);
    assert.ok(typeHasItsWords('Expiration Date', 'This Contract shall not be binding until signed by both parties and shall continue until March 31, 2028.'));
  });

  it("does not read a public body's rule voiding any indemnity it is asked to give as an indemnity", () => {
    const text = 'Any provision of this Contract that requires the County to indemnify or hold harmless the Vendor shall be void.';
    assert.equal(typeHasItsWords('Indemnification', text), false);
    assert.ok(typeHasItsWords('Indemnification', 'The Vendor shall indemnify and hold harmless the County against all third-party claims.'));
  });

  it('does not read a freedom to buy elsewhere ("Nothing in this Agreement restricts …") as exclusivity', () => {
    const text = 'The Buyer shall buy from the Supplier at least sixty percent (60%) of its requirements of the Goods. Nothing in this Agreement restricts the Buyer from buying the rest, or after a failure to supply under Section 7.2 all of its requirements, from others.';
    assert.equal(typeHasItsWords('Exclusivity', text), false);
    assert.ok(typeHasItsWords('Exclusivity', 'The Buyer shall buy all of its requirements of the Goods from the Supplier. Nothing in this Agreement restricts the Buyer from buying samples from others.'));
  });

  it('does not read a ceiling on a pay rise as a volume restriction', () => {
    const text = 'The Company shall not increase the salary of any director by more than five per cent (5%) in any year without the Investor\'s consent.';
    assert.equal(typeHasItsWords('Volume Restriction', text), false);
    assert.ok(typeHasItsWords('Volume Restriction', 'The Licensee may not increase the number of Named Users by more than ten percent (10%) in any year.'));
  });

  it("does not read a publication freedom that excepts the sponsor's confidential information as a confidentiality clause", () => {
    const text = 'Nothing in this Article allows the Company to require the Institute to withhold or change any Results from a publication, other than the Company\'s Confidential Information.';
    assert.equal(typeHasItsWords('Confidentiality', text), false);
    assert.ok(typeHasItsWords('Confidentiality', 'The Institute shall remove the Company\'s Confidential Information from any publication and shall not disclose it.'));
  });

  it("does not read a deadlock's fallback, where the company carries on its business, as a non-compete", () => {
    const text = 'If the Deadlock is not resolved within sixty (60) days, the proposal shall not proceed and the Company shall continue to carry on the Business under the current business plan.';
    assert.equal(typeHasItsWords('Non-Compete', text), false);
    assert.ok(typeHasItsWords('Non-Compete', 'The Founder shall not carry on any business that competes with the Company in the Territory.'));
  });
});

describe('analysis', () => {
  it('does not read the time to settle a disputed invoice as the payment period', () => {
    assert.equal(isPaymentPeriod('The parties shall work to resolve the dispute within ten (10) days, and the Client shall pay the undisputed part when due.', 'ten (10) days'), false);
    assert.equal(isPaymentPeriod('The Client shall pay each invoice within ten (10) days of receipt.', 'ten (10) days'), true);
  });


  it('states a not-to-exceed total written in words and figures as a ceiling on the whole, not a payment', () => {
    const text = 'The total compensation payable under this Contract shall not exceed Nine Hundred Thousand Dollars ($900,000).';
    assert.deepEqual(amountsWithUnits(['$900,000'], text), ['at most $900,000 in total']);
    assert.deepEqual(amountsWithUnits(['$900,000'], 'The County shall pay the Vendor Nine Hundred Thousand Dollars ($900,000) on acceptance.'), ['$900,000']);
  });

  it('measures a cap against months of fees where support is paid at a monthly rate', () => {
    assert.equal(capMeasureOf('The State shall pay for hosting and support at the monthly rate in Exhibit B.'), 'fees');
    assert.equal(capMeasureOf('Overdue sums bear interest at an annual rate of 8%.'), 'none');
  });


  it("keeps the time limit a list's lead-in states for a non-compete split at its items", () => {
    const leadIn = '9.1 Each Founder undertakes that he will not, for a period of eighteen (18) months after ceasing to be employed by the Company, directly or indirectly:';
    const item = '(a) carry on any business that competes with the Business in Ireland; or\n(b) solicit any customer of the Company.';
    const contract = `${leadIn}\n\n${item}\n\n9.2 Each undertaking is separate.`;
    const rule = DEFAULT_PLAYBOOK.rules.find((r) => r.clause_type === 'Non-Compete');
    const assessed = assessClause('Non-Compete', item, emptyClauseFacts(), emptyContractFields(), rule, contract);
    assert.match(assessed.analysis, /eighteen \(18\) months/);
    assert.doesNotMatch(assessed.analysis, /no time limit/);
    assert.match(assessed.analysis, /beyond the 12 months the playbook accepts/);
  });


  it('reads the claims that limits which "do not apply" to them (a plural subject) as carve-outs', () => {
    const text = 'The limits in Sections 9.1 and 9.2 do not apply to a party\'s indemnification obligations or to breach of Section 11.';
    assert.deepEqual(carveOutsOf(text), ["a party's indemnification obligations or to breach of Section 11"]);
  });


  it('states liquidated damages as the share the damages sentence fixes, not the minimum another sentence states', () => {
    const text =
      'Each Contract Year the Buyer shall buy Products worth not less than $900,000. If its purchases fall short, the Buyer shall pay the Supplier an amount equal to fifteen percent (15%) of the shortfall as liquidated damages and not as a penalty.';
    const facts = { ...emptyClauseFacts(), amounts: ['$900,000'] };
    const analysis = assessClause('Liquidated Damages', text, facts, emptyContractFields(), undefined).analysis;
    assert.match(analysis, /^Pre-agreed damages of fifteen percent \(15%\) of the shortfall\./);
    const fixed = assessClause('Liquidated Damages', 'For each day of delay the Contractor shall pay $2,000 as liquidated damages.', { ...emptyClauseFacts(), amounts: ['$2,000'] }, emptyContractFields(), undefined).analysis;
    assert.match(fixed, /^Pre-agreed damages of \$2,000\./);
  });
});

describe('obligations', () => {
  it("does not give a payment due 'when due' the period another act of the sentence states", () => {
    const text =
      'STATEMENT OF WORK\n\nThis SOW is made on 3 March 2025 between Larkspur Foods, Inc. ("Client") and Ridgeway Studio LLC ("Agency").\n\n' +
      '8. The parties shall work to resolve any disputed invoice within ten (10) days, and Client shall pay the undisputed portion when due.\n\n' +
      '9. Client shall pay each invoice within thirty (30) days of receipt.';
    const payments = findDuties(text, extractFields(text)).filter((d) => d.kind === 'payment');
    const undisputed = payments.find((d) => /undisputed/.test(d.action));
    assert.equal(undisputed?.deadline?.period ?? null, null);
    assert.equal(payments.find((d) => /each invoice/.test(d.action))?.deadline?.period?.value, 30);
  });


  it("does not read a duty to keep unemployment insurance claimants' information confidential as a duty to carry insurance", () => {
    const text =
      'SERVICES CONTRACT\n\nThis Contract is made on 1 March 2025 between the Kansas Department of Labor (the "Department") and Prairie Data Systems LLC (the "Contractor").\n\n' +
      '7. The Contractor shall keep confidential all records of unemployment insurance claimants and shall use them only to perform the Work.\n\n' +
      '8. The Contractor shall maintain commercial general liability insurance of not less than $1,000,000 per occurrence.';
    const duties = findDuties(text, extractFields(text));
    const insurance = duties.filter((d) => d.kind === 'insurance');
    assert.equal(insurance.length, 1);
    assert.match(insurance[0]!.evidence.quote, /general liability insurance/);
  });
});

describe('summary and missing protections', () => {
  it('does not report the boilerplate a statement of work takes from its master agreement as missing', () => {
    const statementOfWork = missingClauses(DEFAULT_PLAYBOOK, evaluateRules(DEFAULT_PLAYBOOK, [], 'Statement of Work')).map((m) => m.type);
    for (const type of ['Termination for Cause', 'Force Majeure', 'Indemnification', 'Cap on Liability']) assert.ok(!statementOfWork.includes(type as never), type);
    const services = missingClauses(DEFAULT_PLAYBOOK, evaluateRules(DEFAULT_PLAYBOOK, [], 'Service Agreement')).map((m) => m.type);
    assert.ok(services.includes('Termination for Cause'));
  });

  it("says a statement of work's law is the one its master agreement names, rather than none", () => {
    const text = 'STATEMENT OF WORK NO. 2\n\n9. This Statement of Work is governed by the law specified in the Master Services Agreement.';
    const summary = buildExecutiveSummary({ contractType: 'Statement of Work', confidence: 0.95 }, emptyContractFields(), [], [], 'low', null, text);
    assert.match(summary, /The governing law is the one the master agreement names/);
    assert.doesNotMatch(summary, /No governing law was identified/);
  });
});

describe('a no-hire covenant under a non-competition title', () => {
  it('a promise not to employ the other party\'s employees under a "Non-Competition" title is no non-compete', () => {
    const text = '14. Non-Competition 14.1 Neither the Manufacturer nor the Buyer shall employ, directly or indirectly, any employee of the other party for twelve (12) months after that employee leaves the other party. This restriction may be waived in writing.';
    assert.equal(typeHasItsWords('Non-Compete', text), false);
  });

  it('a promise not to make competing products under the same title stays a non-compete', () => {
    const text = '14. Non-Competition 14.2 During the Term the Manufacturer shall not manufacture for any third party products that compete with the Products.';
    assert.equal(typeHasItsWords('Non-Compete', text), true);
  });
});

describe('purchase orders of a manufacturing agreement', () => {
  it('purchase orders covering deliveries "within a minimum three (3) months period" state a lead time, no minimum commitment', () => {
    const text = '6.2 Purchase Orders. Buyer will issue written purchase orders specifying the Products to be delivered within a minimum three (3) months period from the Manufacturer\u2019s acceptance.';
    assert.equal(typeHasItsWords('Minimum Commitment', text), false);
  });

  it('a promise to order a minimum quantity each quarter stays a minimum commitment', () => {
    const text = '6.3 Buyer shall order a minimum of 2,000 Units in each calendar quarter.';
    assert.equal(typeHasItsWords('Minimum Commitment', text), true);
  });
});

describe('who holds a termination right written for "a Party"', () => {
  it('"A Party may terminate … should the other party become insolvent" is held by both parties', () => {
    const text = '16.3 A Party may immediately terminate this Agreement should the other party become insolvent or enter into liquidation.';
    const { recommendation } = assessClause('Termination for Cause', text, emptyClauseFacts(), emptyContractFields(), undefined, text);
    assert.match(recommendation, /both parties hold the right/);
  });
});

describe('how long a manufacturer\'s warranty lasts', () => {
  it('is quoted where the warranty period is stated, not at the repair procedure before it', () => {
    const text = '9.4 If a unit fails the Buyer\u2019s acceptance test, the Manufacturer will repair the defective unit twice before returning it.\n\n10. Limited Warranty\n\n"Warranty Period" means eighteen (18) months from delivery to the Buyer. The Manufacturer warrants that during the Warranty Period the Products will be free from defects in workmanship.';
    const { analysis } = assessClause('Warranty Duration', text, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.match(analysis, /The clause reads: “"Warranty Period" means eighteen \(18\) months from delivery to the Buyer\.”/);
  });
});

describe('a reminder that a holding period is about to lapse', () => {
  it('a notice that the period for holding stock will lapse, in a clause naming no renewal or agreement, is no notice period to terminate renewal', () => {
    const text = '8.4 The Manufacturer shall hold the finished units for six (6) months after payment of the Contract Price. Thirty (30) days before the end of that period, the Manufacturer shall notify the Buyer of its upcoming expiry.';
    assert.equal(typeHasItsWords('Notice Period to Terminate Renewal', text), false);
  });

  it('a notice of non-renewal of the agreement keeps its type', () => {
    const text = 'This Agreement renews for successive one (1) year periods unless either party notifies the other of non-renewal at least ninety (90) days before the end of the then-current term.';
    assert.equal(typeHasItsWords('Notice Period to Terminate Renewal', text), true);
  });
});
