// Analysis that states what each clause does and recommendations that fit the deal (issue 10, a third reading round),
// on sentences written for these tests: a second cap for excluded claims, a cap by reference to a main agreement, an
// addendum's missing protections, data protection topics, carve-outs of the exclusion of indirect losses, the measure a
// cap fits, whose cap it is, warranty start, term-bound restrictions, exit payments, trade secrets, our own assignment
// exception, indemnities and licences both ways, and sums with their units.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { mainAgreementOf } from '../../src/analysis/addendum.ts';
import { definedCapAmount, liabilityFollowsAgreement, separateCapFor } from '../../src/analysis/cap-statement.ts';
import { areStandardMutualCarveOuts, capCarveOutsOf, exclusionCarveOutsOf } from '../../src/analysis/carve-outs.ts';
import { dataProtectionPoint, dataTermsOf } from '../../src/analysis/data-protection.ts';
import { DEFAULT_PLAYBOOK } from '../../src/analysis/default-playbook.ts';
import { indemnitiesOf, isCrossLicence, licenceGrantsOf } from '../../src/analysis/grants.ts';
import { emptyClauseFacts, emptyContractFields, type ClauseType } from '../../src/analysis/model.ts';
import { amountsWithUnits, capMeasureOf } from '../../src/analysis/money-terms.ts';
import { ruleFor } from '../../src/analysis/playbook.ts';
import { tailorRecommendation, type DealContext } from '../../src/analysis/recommend.ts';
import { hedgedForMainAgreement } from '../../src/analysis/report.ts';
import { confidentialityTerm, reviewPoint, warrantyStart } from '../../src/analysis/review-points.ts';

const rule = (type: ClauseType) => ruleFor(DEFAULT_PLAYBOOK, type);
const deal = (over: Partial<DealContext> = {}): DealContext => ({ contractType: 'Services Agreement', feeBearing: true, position: null, ourSide: null, ...over });

describe('a second, higher cap for the claims taken out of the general cap', () => {
  const text =
    'Except for the Special Claims, each party’s aggregate liability under this Agreement shall not exceed the Base Cap. For the Special Claims, each party’s aggregate liability shall not exceed the Enhanced Cap. "Special Claims" means a party’s data security obligations and its indemnities.';
  const contract = `Base Cap: the fees paid in the 12 months before the claim\nEnhanced Cap: EUR 3,000,000\n\n${text}`;
  it('finds the second cap the excepted claims fall under', () => {
    assert.equal(separateCapFor('the Special Claims', text)?.cap, 'the Enhanced Cap');
    assert.equal(definedCapAmount('the Enhanced Cap', contract), 'EUR 3,000,000');
  });
  it('says the claims are capped at the higher amount, not uncapped, and does not rate them as uncapped liability', () => {
    const a = assessClause('Uncapped Liability', text, emptyClauseFacts(), emptyContractFields(), rule('Uncapped Liability'), contract);
    assert.match(a.analysis, /No liability is left uncapped/);
    assert.match(a.analysis, /capped separately at “the Enhanced Cap” \(EUR 3,000,000\)/);
    assert.equal(a.risk_level, 'low');
    assert.doesNotMatch(a.recommendation, /which liabilities are uncapped/);
  });
  it('leaves claims with no second cap uncapped', () => {
    const plain = 'Except for a party’s indemnities, each party’s aggregate liability shall not exceed EUR 100,000.';
    assert.equal(separateCapFor('a party’s indemnities', plain), null);
    const a = assessClause('Cap on Liability', plain, emptyClauseFacts(), emptyContractFields(), rule('Cap on Liability'), plain);
    assert.match(a.analysis, /The cap does not reach “a party’s indemnities”: liability for that stays uncapped/);
  });
});

describe('a cap set by reference to a main agreement', () => {
  const text = 'Each party’s liability under this Addendum is subject to the limitations and exclusions of liability set out in the Framework Agreement.';
  it('says liability follows the main agreement’s limits instead of measuring a cap in fees', () => {
    assert.equal(liabilityFollowsAgreement(text), 'Framework Agreement');
    const a = assessClause('Cap on Liability', text, emptyClauseFacts(), emptyContractFields(), rule('Cap on Liability'), text);
    assert.match(a.analysis, /follows the exclusions and limits of liability in the Framework Agreement/);
    assert.doesNotMatch(a.analysis, /Without a cap/);
    const rec = tailorRecommendation('Cap on Liability', text, emptyClauseFacts(), a.recommendation, deal({ feeBearing: false, contractText: text })).text;
    assert.match(rec, /follows the limits of the Framework Agreement/);
    assert.doesNotMatch(rec, /would be zero/);
  });
  it('reads no reference in a cap of this agreement', () => {
    assert.equal(liabilityFollowsAgreement('Each party’s liability under this Agreement is limited to EUR 50,000.'), null);
  });
});

describe('a document that forms part of a main agreement', () => {
  const opening = 'This Security Addendum forms part of the Hosting Agreement dated 3 March 2025 (the "Principal Agreement") between Alder Ltd and Birch GmbH.';
  it('names the agreement it is part of', () => {
    assert.equal(mainAgreementOf(opening), 'the Principal Agreement');
    assert.equal(mainAgreementOf('This Agreement is made between Alder Ltd and Birch GmbH. It amends and restates the Prior Agreement.'), null);
  });
  it('hedges a core protection it lacks as presumably in the main agreement, not plainly missing', () => {
    const [m] = hedgedForMainAgreement([{ type: 'Indemnification', risk_level: 'medium', recommendation: 'Add an indemnification clause.' }], opening);
    assert.equal(m!.risk_level, 'low');
    assert.match(m!.recommendation, /forms part of the Principal Agreement, which presumably has the indemnification terms/);
  });
});

describe('data protection clauses state what they do and ask only for what is absent', () => {
  const breach = 'Processor shall notify Controller without undue delay and in any event within twenty-four (24) hours after becoming aware of a personal data breach.';
  const subs = 'Processor shall give Controller at least fourteen (14) days’ notice of any new sub-processor. Controller may object to the new sub-processor within ten (10) days after the notice.';
  const deletion = 'Within sixty (60) days after the end of the services, Processor shall delete all personal data and certify the deletion in writing.';
  it('states the breach notice time, the sub-processor notice and objection, and the deletion period', () => {
    const said = dataTermsOf(`${breach} ${subs} ${deletion}`).map((t) => t.said).join(' ');
    assert.match(said, /Processor must give notice of a personal data breach without undue delay and in any case within twenty-four \(24\) hours/);
    assert.match(said, /notified at least fourteen \(14\) days before it starts/);
    assert.match(said, /may object within ten \(10\) days/);
    assert.match(said, /delete the data within sixty \(60\) days after the end of the services, and certify the deletion/);
  });
  it('analyses each clause by its own topic instead of a stock sentence', () => {
    const a = assessClause('Data Protection', breach, emptyClauseFacts(), emptyContractFields(), rule('Data Protection'), breach);
    assert.match(a.analysis, /within twenty-four \(24\) hours/);
    assert.doesNotMatch(a.analysis, /^Governs personal data processing/);
  });
  it('does not ask for a breach notice period, sub-processor approval or deletion the contract already has', () => {
    const point = dataProtectionPoint(breach, `${breach} ${subs} ${deletion}`);
    assert.match(point, /Already drafted here: breach notice within twenty-four \(24\) hours/);
    assert.doesNotMatch(point, /notice of a personal data breach within a fixed time|sub-processors with a right to object|deletion or return of the data/);
    assert.match(point, /safeguards for transfers/);
  });
});

describe('a carve-out attaches to the sentence it is in', () => {
  const text = 'Except for a breach of Clause 9, neither party is liable for any indirect loss or loss of profits. The Vendor’s aggregate liability shall not exceed the fees paid in the three (3) months before the claim.';
  it('reads an exception in the exclusion of indirect losses as none of the cap’s', () => {
    assert.deepEqual(capCarveOutsOf(text), []);
    assert.deepEqual(exclusionCarveOutsOf(text), ['a breach of Clause 9']);
  });
  it('says the exclusion, not the cap, does not apply to it', () => {
    const cap = assessClause('Cap on Liability', text, emptyClauseFacts(), emptyContractFields(), rule('Cap on Liability'), text);
    assert.doesNotMatch(cap.analysis, /The cap does not reach/);
    const limitation = assessClause('Limitation of Liability', text, emptyClauseFacts(), emptyContractFields(), rule('Limitation of Liability'), text);
    assert.match(limitation.analysis, /The exclusion of indirect and consequential loss does not apply to “a breach of Clause 9”/);
  });
});

describe('the measure a cap is checked against fits the deal', () => {
  const purchase = 'The Purchaser shall pay the Price of GBP 900,000 on delivery. The Vendor’s total liability shall not exceed 100% of the Price.';
  it('reads a one-off price, recurring fees, or neither', () => {
    assert.equal(capMeasureOf(purchase), 'price');
    assert.equal(capMeasureOf('The Client shall pay a retainer of $5,000 per month.'), 'fees');
    assert.equal(capMeasureOf('The parties shall each contribute half of a promotion budget of USD 80,000.'), 'none');
  });
  it('reads a lump sum for works, named as the contract price, as a one-off price', () => {
    assert.equal(capMeasureOf('The Owner shall pay the Builder for the Works the lump sum of $2,400,000 (the "Contract Sum"), subject to variations.'), 'price');
  });
  it('takes a cap at one hundred percent (100%) of a named contract price as the whole price', () => {
    const works = 'The Owner shall pay the Builder the lump sum of $2,400,000 (the "Contract Price").';
    const a = assessClause('Cap on Liability', 'The Builder’s total liability shall not exceed one hundred percent (100%) of the Contract Price.', emptyClauseFacts(), emptyContractFields(), rule('Cap on Liability'), works);
    assert.match(a.analysis, /the whole contract price/);
    assert.doesNotMatch(a.analysis, /no fees for work flow/);
  });
  it('measures a cap in a purchase against the contract price, not months of fees', () => {
    const a = assessClause('Cap on Liability', 'The Vendor’s total liability shall not exceed 100% of the Price.', emptyClauseFacts(), emptyContractFields(), rule('Cap on Liability'), purchase);
    assert.match(a.analysis, /the whole contract price/);
    assert.doesNotMatch(a.analysis, /12 months of fees/);
  });
  it('does not propose months of fees where no fees for work flow', () => {
    const contract = 'Each party shall bear its own costs of the joint campaign. Each party’s total liability shall not exceed USD 100,000, except for its indemnities.';
    const facts = { ...emptyClauseFacts(), amounts: ['USD 100,000'] };
    const a = assessClause('Cap on Liability', contract, facts, emptyContractFields(), rule('Cap on Liability'), contract);
    const rec = tailorRecommendation('Cap on Liability', contract, facts, a.recommendation, deal({ contractText: contract })).text;
    assert.doesNotMatch(`${a.analysis} ${rec}`, /compare it with 12 months|against twelve \(12\) months of fees/);
  });
});

describe('whose liability a cap covers', () => {
  it('says a cap of "each party’s" liability applies to both parties instead of asking to check it', () => {
    const point = reviewPoint('Cap on Liability', { text: 'Each party’s total liability shall not exceed EUR 40,000.', facts: emptyClauseFacts() })!;
    assert.match(point, /^The cap applies to both parties\./);
    assert.doesNotMatch(point, /check that it applies to both parties/);
  });
  it('says a cap of one named party’s liability covers only that party', () => {
    const point = reviewPoint('Cap on Liability', { text: 'The Vendor’s total liability shall not exceed EUR 40,000.', facts: emptyClauseFacts() })!;
    assert.match(point, /^The cap covers only the Vendor's liability/);
  });
});

describe('recommendations that keep what the clause already says', () => {
  it('does not ask when a warranty period starts when it runs from the acceptance date', () => {
    const text = 'The Vendor warrants that for eighteen (18) months from the Acceptance Date the System will conform to the Specification.';
    assert.equal(warrantyStart(text), 'from the Acceptance Date');
    const point = reviewPoint('Warranty Duration', { text, facts: { ...emptyClauseFacts(), durations: [{ value: 18, unit: 'month', text: 'eighteen (18) months', start: 0, end: 0 }] } })!;
    assert.doesNotMatch(point, /delivery or acceptance/);
    assert.match(point, /from the Acceptance Date/);
  });
  it('does not ask to limit the duration of a restriction that lasts only during the term', () => {
    const text = 'During the Term, Quill shall not promote any rival stationery brand.';
    const rec = tailorRecommendation('Non-Compete', text, emptyClauseFacts(), 'Negotiate …', deal({ position: 'ours', ourSide: 'Quill' })).text;
    assert.doesNotMatch(rec, /limit its duration/);
    assert.match(rec, /lasts only during the term/);
  });
  it('does not ask for payment for work performed on exit from a deal that pays for no work', () => {
    const contract = 'Each party shall bear its own costs of the joint campaign. Either party may terminate this Agreement on thirty (30) days’ written notice.';
    const text = 'Either party may terminate this Agreement on thirty (30) days’ written notice.';
    const facts = { ...emptyClauseFacts(), notice: { value: 30, unit: 'day' as const, text: 'thirty (30) days', start: 0, end: 0 } };
    const rec = tailorRecommendation('Termination for Convenience', text, facts, 'Negotiate …', deal({ position: 'mutual', contractText: contract })).text;
    assert.doesNotMatch(rec, /work performed/);
  });
  it('reads a confidentiality duty that keeps trade secrets as long as they stay secret', () => {
    const contract = '6. Confidentiality\n\n6.1 Each party shall keep the other’s information confidential.\n\n6.4 The obligations in this Section 6 continue for five (5) years after this Agreement ends, and for trade secrets for as long as they remain trade secrets.';
    const term = confidentialityTerm('Each party shall keep the other’s information confidential.', contract);
    assert.match(term ?? '', /^five \(5\) years after this Agreement ends, and for trade secrets as long as they remain trade secrets$/);
    const rec = tailorRecommendation('Confidentiality', 'The Agent shall keep confidential all information the Principal discloses.', emptyClauseFacts(), 'Check …', deal({ position: 'theirs', ourSide: 'Principal', contractText: contract })).text;
    assert.doesNotMatch(rec, /trade secrets for as long as they remain secret\)/);
  });
  it('says an assignment exception that is ours is ours, not "check that it covers us"', () => {
    const text = 'The Agent may not assign this Agreement without the Principal’s prior written consent. The Principal may assign this Agreement to an affiliate or to a purchaser of its business.';
    const rec = tailorRecommendation('Anti-Assignment', text, emptyClauseFacts(), 'Consent is needed, with an exception for affiliates or a sale of the business: check that the exception covers us.', deal({ ourSide: 'Principal' })).text;
    assert.match(rec, /The exception is Principal's/);
    assert.doesNotMatch(rec, /covers us/);
  });
});

describe('provisions that run both ways', () => {
  const indemnities = 'The Host will defend the Client against any third-party claim that the Platform infringes a patent. The Client will defend the Host against any third-party claim arising from the Client’s uploaded material.';
  it('states the indemnity each party gives', () => {
    assert.deepEqual(indemnitiesOf(indemnities).map((i) => `${i.giver}→${i.receiver}`), ['Host→the Client', 'Client→the Host']);
    const a = assessClause('Indemnification', indemnities, emptyClauseFacts(), emptyContractFields(), rule('Indemnification'), indemnities);
    assert.match(a.analysis, /Host must defend the Client against any third-party claim that the Platform infringes a patent; Client must defend the Host/);
  });
  it('recommends from our side for each direction', () => {
    const rec = tailorRecommendation('Indemnification', indemnities, emptyClauseFacts(), 'Check …', deal({ position: 'mutual', ourSide: 'Client', contractText: indemnities })).text;
    assert.match(rec, /Ours \(any third-party claim arising from the Client’s uploaded material\): limit it/);
    assert.match(rec, /Theirs \(any third-party claim that the Platform infringes a patent\): keep it/);
  });
  const licences = 'Fern grants Oak a non-exclusive, royalty-free licence during the Term to use the FERN logo on the joint catalogue. Oak grants Fern a non-exclusive, royalty-free licence during the Term to use the OAK logo on the joint catalogue.';
  it('reads a cross-licence in both directions and asks no price for a royalty-free licence', () => {
    assert.ok(isCrossLicence(licenceGrantsOf(licences)));
    const a = assessClause('License Grant', licences, emptyClauseFacts(), emptyContractFields(), rule('License Grant'), licences);
    assert.match(a.analysis, /Fern grants Oak .*; Oak grants Fern .*\(a cross-licence/);
    const point = reviewPoint('License Grant', { text: licences, facts: emptyClauseFacts() })!;
    assert.doesNotMatch(point, /what it costs/);
    assert.match(point, /royalty-free/);
  });
});

describe('sums stated with their units', () => {
  it('says a rate per hour and a monthly ceiling for what they are', () => {
    const text = 'The Client shall pay the Adviser $220 per hour. Fees for any calendar month shall not exceed $9,000 without the Client’s written approval.';
    assert.deepEqual(amountsWithUnits(['$220', '$9,000'], text), ['$220 per hour', 'at most $9,000 for any calendar month']);
  });
});

describe('a contract whose schedules form part of it', () => {
  it('is no addendum of another agreement', () => {
    assert.equal(mainAgreementOf('This Supply Agreement (the "Agreement") is made between Alder Ltd and Birch GmbH. The Schedules form part of the Agreement.'), null);
  });
});

describe('an indemnity "from and against" claims', () => {
  it('states what it covers without repeating "against"', () => {
    const [indemnity] = indemnitiesOf('Tenant shall indemnify, defend and hold harmless Landlord from and against all claims, losses and expenses arising out of Tenant\u2019s use of the Premises.');
    assert.match(indemnity!.against, /^all claims, losses and expenses/);
  });
});

describe('an uncapped-liability clause the playbook prohibits', () => {
  it('names the claims it leaves uncapped instead of saying only that the type is present', () => {
    const text = "The limits in Sections 11.1 and 11.2 do not apply to a party's indemnification obligations under Section 10, or to recall costs under Section 7.2.";
    const { analysis } = assessClause('Uncapped Liability', text, emptyClauseFacts(), emptyContractFields(), ruleFor(DEFAULT_PLAYBOOK, 'Uncapped Liability'), text);
    assert.match(analysis, /^Liability is left uncapped for “a party's indemnification obligations under Section 10, or to recall costs under Section 7\.2”, which the playbook prohibits\./);
  });
});

describe('an indemnity "for claims arising from" what the indemnified party did', () => {
  it('states the claims it covers, not the words after their "arising from"', () => {
    const text = 'The Company shall indemnify the Director to the fullest extent permitted by law for claims arising from his service as a director, and shall cover him under its liability insurance.';
    assert.deepEqual(indemnitiesOf(text).map((i) => i.against), ['claims arising from his service as a director']);
  });
});

describe('a carve-out of the fees a party owes', () => {
  it('counts among the carve-outs a cap usually has, though only the customer pays fees', () => {
    assert.equal(areStandardMutualCarveOuts(["a party's indemnification obligations under Section 10", "Customer's obligation to pay fees"]), true);
    assert.equal(areStandardMutualCarveOuts(["a party's indemnification obligations under Section 10", "Supplier's delay in delivery"]), false);
  });
});
