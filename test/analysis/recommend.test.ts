// Issue 10: analyses that state a clause's exceptions with its rule, and recommendations chosen for the deal and
// our side, on sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { carveOutsOf, indemnityOutsideCap, liabilityCarveOutsOf } from '../../src/analysis/carve-outs.ts';
import { DEFAULT_PLAYBOOK } from '../../src/analysis/default-playbook.ts';
import { emptyClauseFacts, emptyContractFields, type ClauseType } from '../../src/analysis/model.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';
import { sideOfClause } from '../../src/analysis/our-side.ts';
import { ruleFor } from '../../src/analysis/playbook.ts';
import { alreadyHasProtection, isFeeBearing, tailorRecommendation, type DealContext } from '../../src/analysis/recommend.ts';
import { joinSplitProvisions } from '../../src/analysis/report.ts';
import { paymentTermsOf } from '../../src/analysis/money-terms.ts';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';

const CAP_WITH_CARVE_OUTS =
  "Except for breaches of Section 7 (Confidentiality), a party's indemnification obligations and a party's gross negligence or wilful misconduct, each party's aggregate liability under this Agreement shall not exceed $50,000.";
const deal = (over: Partial<DealContext> = {}): DealContext => ({ contractType: 'License Agreement', feeBearing: true, position: null, ourSide: 'Licensee', ...over });
const assess = (type: ClauseType, text: string, amounts: string[] = []) => assessClause(type, text, { ...emptyClauseFacts(), amounts }, extractFields(text), ruleFor(DEFAULT_PLAYBOOK, type));

describe('carve-outs are read from the clause', () => {
  it('reads the claims a cap does not reach', () => {
    assert.deepEqual(carveOutsOf(CAP_WITH_CARVE_OUTS), ["breaches of Section 7 (Confidentiality), a party's indemnification obligations and a party's gross negligence or wilful misconduct"]);
  });
  it('reads "the foregoing limitation shall not apply to …"', () => {
    assert.deepEqual(carveOutsOf('In no event shall either party’s liability exceed $100,000. The foregoing limitation shall not apply to damages arising from a party’s fraud.'), ['damages arising from a party’s fraud']);
  });
  it('ignores a cross-reference such as "except as otherwise provided herein"', () => {
    assert.deepEqual(carveOutsOf('Except as otherwise provided herein, neither party shall be liable for any indirect damages.'), []);
  });
  it('reads the transfers an anti-assignment clause allows', () => {
    const text = 'Neither party may assign this Agreement without the prior written consent of the other party, except that either party may assign it to an Affiliate or to a successor in a merger.';
    assert.deepEqual(carveOutsOf(text), ['either party may assign it to an Affiliate or to a successor in a merger']);
  });
});

describe('one assessment explains a cap and what it leaves uncapped', () => {
  it('names the uncapped claims in the cap clause’s analysis', () => {
    const { analysis } = assess('Cap on Liability', CAP_WITH_CARVE_OUTS, ['$50,000']);
    assert.match(analysis, /\$50,000/);
    assert.match(analysis, /The cap does not reach “breaches of Section 7 \(Confidentiality\).*wilful misconduct”: liability for that stays uncapped/);
  });
  it('says carved-out damages stay recoverable where the clause only excludes damages', () => {
    const { analysis } = assess('Limitation of Liability', 'In no event shall either party be liable for indirect or consequential damages; provided that this limitation shall not apply to damages from a breach of confidentiality.');
    assert.match(analysis, /does not apply to “damages from a breach of confidentiality”: that remains fully recoverable/);
  });
  it('names the exception in an anti-assignment analysis', () => {
    const { analysis } = assess('Anti-Assignment', 'Licensee may not assign this Agreement without Licensor’s prior written consent, except to a purchaser of substantially all of its assets.');
    assert.match(analysis, /No consent is needed for “a purchaser of substantially all of its assets”/);
  });
});

describe('recommendations fit the deal and our side', () => {
  it('does not propose a fee-based cap where no fees flow', () => {
    const base = 'Negotiate toward the playbook position: “… shall not exceed the fees paid and payable in the twelve (12) months …”';
    const text = 'Each party’s aggregate liability under this Agreement shall not exceed the amounts paid hereunder.';
    const out = tailorRecommendation('Cap on Liability', text, emptyClauseFacts(), base, deal({ feeBearing: false })).text;
    assert.match(out, /No fees flow under this license agreement/);
    assert.match(out, /fixed amount/);
  });
  it('does not propose carve-outs the cap already has', () => {
    const base = 'Negotiate toward the playbook position: “Except for breaches of confidentiality, … the fees paid and payable in the twelve (12) months …”';
    const out = tailorRecommendation('Cap on Liability', CAP_WITH_CARVE_OUTS, { ...emptyClauseFacts(), amounts: ['$50,000'] }, base, deal()).text;
    assert.match(out, /carve-outs are already drafted/);
    assert.doesNotMatch(out, /playbook position/);
  });
  it('keeps our own right to terminate for convenience instead of asking for payment for work performed', () => {
    const out = tailorRecommendation('Termination for Convenience', 'Licensee may terminate this Agreement for convenience.', emptyClauseFacts(), 'Confirm … subject to payment for work performed', deal({ position: 'ours' })).text;
    assert.match(out, /^The right to terminate for convenience is ours: keep it/);
  });
  it('asks for a mutual right, not payment for work, in a mutual NDA', () => {
    const out = tailorRecommendation('Termination for Convenience', 'Either party may terminate this Agreement on thirty days’ notice.', emptyClauseFacts(), 'Confirm … subject to payment for work performed', deal({ contractType: 'Non-Disclosure Agreement', feeBearing: false, position: 'mutual' })).text;
    assert.doesNotMatch(out, /work performed/);
    assert.match(out, /survive termination/);
  });
  it('asks to limit an indemnity we give and to keep one we receive outside the cap', () => {
    const base = 'Confirm …';
    assert.match(tailorRecommendation('Indemnification', 'Licensee shall indemnify Licensor.', emptyClauseFacts(), base, deal({ position: 'ours' })).text, /^Licensee gives this indemnity: limit it to third-party claims/);
    assert.match(tailorRecommendation('Indemnification', 'Licensor shall indemnify Licensee.', emptyClauseFacts(), base, deal({ position: 'theirs' })).text, /outside the liability cap/);
  });
  it('does not propose change-of-control language the clause already has', () => {
    const text = 'A change of control of Licensee shall not constitute an assignment of this Agreement, provided the successor assumes all obligations hereunder.';
    const out = tailorRecommendation('Change of Control', text, emptyClauseFacts(), 'Confirm the business accepts this change of control clause; if not, propose: “A change of control shall not constitute an assignment …”', deal()).text;
    assert.match(out, /already has the protection/);
  });
  it('tells apart a restriction that protects us from one that binds us', () => {
    const text = 'Licensor shall not license the Software to any competitor of Licensee in the Territory.';
    assert.match(tailorRecommendation('Exclusivity', text, emptyClauseFacts(), 'Confirm …', deal({ position: 'theirs' })).text, /binds the other party and protects Licensee: keep it/);
    assert.match(tailorRecommendation('Exclusivity', text, emptyClauseFacts(), 'Confirm …', deal({ position: 'ours' })).text, /binds Licensee: narrow it/);
  });
  it('sees fees in a contract that makes a party pay, and none in a royalty-free licence', () => {
    assert.equal(isFeeBearing(['Distributor shall pay Supplier the prices in Exhibit A within 30 days.']), true);
    assert.equal(isFeeBearing(['Licensor grants Licensee a royalty-free, non-exclusive licence to use the Marks.', 'This Agreement is governed by New York law.']), false);
  });
});

describe('recommendations propose nothing the clause already has', () => {
  it('keeps a change-of-control clause that already waives consent on the successor assuming the obligations', () => {
    const text = 'This Agreement may not be assigned by Licensee without the consent of Licensor. Notwithstanding the foregoing, no such consent of Licensor is required in the event of a Change of Control of Licensee so long as the surviving entity assumes all the obligations of Licensee.';
    const base = assess('Change of Control', text).recommendation;
    assert.ok(alreadyHasProtection('Change of Control', text));
    assert.match(tailorRecommendation('Change of Control', text, emptyClauseFacts(), base, deal({ ourSide: null })).text, /already has the protection/);
  });
  it('asks a mutual termination for convenience on ninety days only for the payment on exit it lacks', () => {
    const text = 'This Agreement may be cancelled at any time without cause by either party upon ninety (90) days written notice to the other party.';
    const facts = { ...emptyClauseFacts(), notice: { value: 90, unit: 'day' as const, text: 'ninety (90) days', start: 0, end: 0 } };
    const recommendation = tailorRecommendation('Termination for Convenience', text, facts, assess('Termination for Convenience', text).recommendation, deal({ ourSide: null, position: 'mutual' })).text;
    assert.match(recommendation, /^Either party may end the contract without cause on ninety \(90\) days’ notice: ask for payment for work performed and committed costs on exit/);
    assert.doesNotMatch(recommendation, /at least ninety/);
  });
});

describe('carve-outs are the clause\u2019s own exceptions', () => {
  it('takes "except by an agreement in writing" for a consent mechanism, not a transfer allowed without consent', () => {
    assert.deepEqual(carveOutsOf('This Agreement shall not be assigned except by an agreement in writing signed by both parties.', /assign/i), []);
  });
  it('reads an assignment ban\u2019s exceptions only in its assignment sentences', () => {
    const text = 'Neither party may assign this Agreement except to an Affiliate. The obligations of Section 5, except those of Section 5.2, shall survive termination.';
    assert.deepEqual(carveOutsOf(text, /assign/i), ['an Affiliate']);
  });
});

describe('carve-outs that sit in the next subsection', () => {
  const cap = '9.2 Each party’s total liability under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim.';
  const lift = '9.3 The limitations in Sections 9.1 and 9.2 shall not apply to a party’s indemnification obligations, breach of Section 6 (Confidentiality), or liability for gross negligence or wilful misconduct.';
  const contract = `4. Indemnity. Vendor shall indemnify Client against third-party claims that the Software infringes any patent.\n\n${cap}\n${lift}`;
  it('are the cap’s carve-outs in the cap review, not "nothing is carved out"', () => {
    const point = reviewPoint('Cap on Liability', { text: cap, facts: emptyClauseFacts(), contractText: contract })!;
    assert.doesNotMatch(point, /Nothing is carved out/);
    assert.match(point, /Outside the cap today: “a party’s indemnification obligations/);
    assert.doesNotMatch(point, /whether[^.]*indemnities/);
  });
  it('leave an indemnity we receive outside the cap already: no ask to put it there', () => {
    const text = '4. Indemnity. Vendor shall indemnify Client against third-party claims that the Software infringes any patent.';
    const out = tailorRecommendation('Indemnification', text, emptyClauseFacts(), 'Check who indemnifies whom.', deal({ position: 'theirs', ourSide: 'Client', contractText: contract })).text;
    assert.doesNotMatch(out, /make sure it sits outside the liability cap/);
    assert.match(out, /the liability cap already leaves it out/);
  });
  it('reach an indemnity by its section number', () => {
    const text = '7. Indemnity. Vendor shall indemnify Client against all losses arising from defective goods.';
    const other = `${text}\n\n8. Except for Vendor's obligations under Sections 6.3 and 7, each party's aggregate liability shall not exceed $1,000,000.`;
    assert.equal(indemnityOutsideCap(text, other), true);
    assert.equal(indemnityOutsideCap(text.replace(/^7\./, '17.'), other.replace('17.', '7.')), false);
  });
});

describe('uncapped liability for the claims a cap usually leaves out', () => {
  const rule = ruleFor(DEFAULT_PLAYBOOK, 'Uncapped Liability');
  const contract = [
    '8. INTELLECTUAL PROPERTY INDEMNITY',
    '8.1 Vendor shall defend Client against any claim by a third party that the Software infringes any patent or copyright.',
    '10. CONFIDENTIALITY',
    '10.1 Each party shall hold the other party\'s Confidential Information in confidence.',
    '11. LIMITATION OF LIABILITY',
    "11.1 EXCEPT FOR VENDOR'S OBLIGATIONS UNDER SECTION 8 AND EITHER PARTY'S BREACH OF SECTION 10, NEITHER PARTY'S AGGREGATE LIABILITY ARISING OUT OF THIS AGREEMENT SHALL EXCEED THE FEES PAID IN THE TWELVE (12) MONTHS BEFORE THE CLAIM.",
  ].join('\n\n');
  const capSentence = contract.split('\n\n').at(-1)!;
  it('reads carve-outs named by section number through the sections\u2019 headings', () => {
    const { violatesPlaybook, risk_level, analysis } = assessClause('Uncapped Liability', capSentence, emptyClauseFacts(), emptyContractFields(), rule, contract);
    assert.equal(violatesPlaybook, false);
    assert.equal(risk_level, 'low');
    assert.doesNotMatch(analysis, /which the playbook prohibits/);
    const point = reviewPoint('Cap on Liability', { text: capSentence, facts: emptyClauseFacts(), contractText: contract })!;
    assert.doesNotMatch(point, /confidentiality breaches|indemnities/);
    assert.equal(indemnityOutsideCap(contract.split('\n\n')[1]!, contract), true);
  });
  it('takes "This limitation does not apply to …" after the cap as the cap\u2019s carve-outs', () => {
    const text = "Each party's total liability shall not exceed the fees paid in the twelve (12) months before the claim. This limitation does not apply to a party's indemnification obligations, breach of confidentiality, or gross negligence or wilful misconduct.";
    assert.equal(assessClause('Uncapped Liability', text, emptyClauseFacts(), emptyContractFields(), rule).violatesPlaybook, false);
  });
  it('adds no warning about uncapped exposure to a clause that meets the playbook', () => {
    const text = 'The limitations in this Section 9 shall not apply to a party’s indemnification obligations or liability for gross negligence or wilful misconduct.';
    const { analysis } = assessClause('Uncapped Liability', text, emptyClauseFacts(), emptyContractFields(), rule);
    assert.doesNotMatch(analysis, new RegExp(rule!.rationale.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });
  it('is no prohibited exposure when both parties carry it alike', () => {
    const text = 'The limitations in this Section 9 shall not apply to a party’s indemnification obligations, breach of Section 6 (Confidentiality), or liability for gross negligence or wilful misconduct.';
    const { risk_level, violatesPlaybook, recommendation } = assessClause('Uncapped Liability', text, emptyClauseFacts(), emptyContractFields(), rule);
    assert.equal(violatesPlaybook, false);
    assert.equal(risk_level, 'low');
    assert.doesNotMatch(recommendation, /^Remove or narrow/);
  });
  it('is still prohibited when one party alone is left uncapped, or for other claims', () => {
    const oneSided = "Except for Licensee's obligations under Section 7, each party's liability shall not exceed $100,000.";
    assert.equal(assessClause('Uncapped Liability', oneSided, emptyClauseFacts(), emptyContractFields(), rule).risk_level, 'high');
    const other = 'The limitations in this Section 9 shall not apply to a party’s payment obligations or breach of Section 3 (Exclusivity).';
    assert.equal(assessClause('Uncapped Liability', other, emptyClauseFacts(), emptyContractFields(), rule).risk_level, 'high');
  });
});

describe('a ban on soliciting the other party’s employees that binds us', () => {
  const text = 'For twelve (12) months after the Closing, Investor shall not solicit for employment any employee of the Company with whom Investor had contact during the evaluation; general advertisements not directed at such employees are permitted.';
  const facts = { ...emptyClauseFacts(), durations: [{ value: 12, unit: 'month' as const, text: 'twelve (12) months', start: 4, end: 22 }] };
  it('gets no non-compete advice (products, territory, a shorter duration it already has)', () => {
    const out = tailorRecommendation('No-Solicit of Employees', text, facts, 'Confirm the business accepts this clause.', deal({ position: 'ours', ourSide: 'Investor' })).text;
    assert.doesNotMatch(out, /products|territory|limit its duration/);
    assert.match(out, /twelve \(12\) months, a usual length/);
    assert.doesNotMatch(out, /exclude general advertising|limit it to the people/);
    assert.match(out, /bind the other party too/);
  });
  it('asks for what it lacks', () => {
    const bare = 'For three (3) years Investor shall not solicit any employee of the Company.';
    const long = { ...emptyClauseFacts(), durations: [{ value: 3, unit: 'year' as const, text: 'three (3) years', start: 4, end: 19 }] };
    const out = tailorRecommendation('No-Solicit of Employees', bare, long, 'Confirm the business accepts this clause.', deal({ position: 'ours', ourSide: 'Investor' })).text;
    assert.match(out, /shorten it from three \(3\) years to twelve \(12\) months/);
    assert.match(out, /exclude general advertising/);
    assert.match(out, /limit it to the people we dealt with/);
  });
});

describe('a confidentiality duty we carry as the recipient', () => {
  const contract = 'Holder shall use the Confidential Information solely to assess the Acquisition and shall not disclose it except to its advisers who need to know it. Confidential Information excludes information that is public other than through Holder’s breach, or that Holder developed independently. If Holder is required by law to disclose Confidential Information, it shall first notify Owner. On request Holder shall destroy the Confidential Information, but may retain copies its document retention policies require. These obligations survive for two (2) years.';
  const exclusions = 'Confidential Information excludes information that is public other than through Holder’s breach, or that Holder developed independently.';
  it('is read as binding us from the contract’s duty sentences, whoever the clause’s own words name', () => {
    assert.equal(sideOfClause('Confidentiality', exclusions, 'Holder', contract), 'ours');
    assert.equal(sideOfClause('Confidentiality', exclusions, 'Owner', contract), 'theirs');
  });
  it('gets advice for the recipient, not for the party whose information needs protecting', () => {
    const out = tailorRecommendation('Confidentiality', exclusions, emptyClauseFacts(), 'Check: it binds one side only: check whether our information needs the same protection.', deal({ position: 'ours', ourSide: 'Holder', contractText: contract })).text;
    assert.doesNotMatch(out, /our information needs/);
    assert.match(out, /binds Holder as the party receiving the information and lasts two \(2\) years/);
    assert.match(out, /a disclosure the law compels is allowed on notice/);
  });
  it('says a duty that runs a period after the term ends lasts that period after termination, not the period alone', () => {
    const survives = contract.replace('These obligations survive for two (2) years.', 'This Agreement continues for two (2) years. The obligations in Section 2 shall survive for three (3) years after termination of this Agreement.');
    const out = tailorRecommendation('Confidentiality', exclusions, emptyClauseFacts(), 'Check.', deal({ position: 'ours', ourSide: 'Holder', contractText: survives })).text;
    assert.match(out, /lasts three \(3\) years after termination of this Agreement:/);
    const point = reviewPoint('Confidentiality', { text: 'Each party shall keep the other party’s information confidential for five (5) years following the expiration or termination of this Agreement.', facts: emptyClauseFacts() })!;
    assert.match(point, /the duty lasts five \(5\) years following the expiration or termination of this Agreement;/);
  });
  it('does not take the wording of an exclusion ("other than through a breach") for a carve-out from the duty', () => {
    const { analysis } = assessClause('Confidentiality', exclusions, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.doesNotMatch(analysis, /Excepted from it: “through/);
    assert.match(analysis, /Excluded from the duty: public information and information developed independently/);
  });
});

describe('a protection the clause already has is not proposed again', () => {
  it('a mutual no-solicit of the people on the deal, with general advertising free, for twelve months', () => {
    const text = 'During the Term and for twelve (12) months thereafter, neither party shall solicit for employment any employee of the other party who was directly involved in the Services, provided that general advertisements not targeted at such employees shall not breach this Section.';
    const out = tailorRecommendation('No-Solicit of Employees', text, emptyClauseFacts(), 'Confirm the business accepts this no-solicit of employees clause; if not, propose: “…”', deal({ position: 'mutual', ourSide: 'Client' })).text;
    assert.match(out, /^The clause already has the protection the playbook asks for \(“neither party”/);
    assert.doesNotMatch(out, /Check only that it covers/);
    assert.equal(alreadyHasProtection('No-Solicit of Employees', text.replace('neither party shall', 'Consultant shall not')), false);
  });
  it('an audit limited to once a year, on notice, in business hours', () => {
    const text = "Licensor may, not more than once in any twelve (12) month period and on at least thirty (30) days' prior written notice, audit Licensee's use of the Software during normal business hours.";
    assert.equal(alreadyHasProtection('Audit Rights', text), true);
    assert.equal(alreadyHasProtection('Audit Rights', 'Licensor may audit Licensee’s use of the Software at any time.'), false);
  });
  it('settles the point for a clause that already has its protection, and not for one that lacks it', () => {
    const base = 'Confirm the business accepts this audit rights clause; if not, propose: “…”';
    const limited = "Licensor may, not more than once in any twelve (12) month period and on at least thirty (30) days' prior written notice, audit Licensee's use of the Software during normal business hours.";
    const kept = tailorRecommendation('Audit Rights', limited, emptyClauseFacts(), base, deal({ position: 'theirs' }));
    assert.equal(kept.settled, true);
    assert.match(kept.text, /^The clause already has the protection the playbook asks for/);
    const open = tailorRecommendation('Audit Rights', 'Licensor may audit Licensee’s use of the Software at any time.', emptyClauseFacts(), base, deal({ position: 'theirs' }));
    assert.deepEqual(open, { text: base, settled: false });
  });
  it('a minimum purchase whose shortfall from the supplier’s own failure is disregarded in the next subsection', () => {
    const minimum = '2.1 Distributor shall purchase Products worth at least EUR 1,200,000 in each Contract Year.';
    const contract = `${minimum}\n\n2.2 A shortfall caused by Supplier's failure to deliver or by Force Majeure shall be disregarded.`;
    assert.equal(alreadyHasProtection('Minimum Commitment', minimum, contract), true);
    assert.equal(alreadyHasProtection('Minimum Commitment', minimum, minimum), false);
  });
});

describe('a licence or ownership granted to us', () => {
  it('is ours to keep, not a grant to narrow', () => {
    const text = 'Consultant grants Client a non-exclusive, perpetual, irrevocable, royalty-free licence to use the Consultant Materials as part of the Deliverables.';
    assert.equal(sideOfClause('Irrevocable or Perpetual License', text, 'Client'), 'ours');
    assert.equal(sideOfClause('Irrevocable or Perpetual License', text, 'Consultant'), 'theirs');
    const out = tailorRecommendation('Irrevocable or Perpetual License', text, emptyClauseFacts(), 'Confirm the business accepts this clause; if not, propose: “The licence continues for the term of this Agreement.”', deal({ position: 'ours', ourSide: 'Client' })).text;
    assert.match(out, /^The licence is granted to Client and cannot be withdrawn at will: keep it/);
  });
  it('an assignment of the work to us asks only for what it lacks', () => {
    const text = 'All Deliverables shall be owned by Client upon creation. Consultant hereby assigns to Client all right, title and interest in the Deliverables, and shall execute any documents reasonably required to perfect that assignment.';
    assert.equal(sideOfClause('IP Ownership Assignment', text, 'Client'), 'ours');
    const contract = `${text}\n\n4.2 Consultant retains its pre-existing tools. To the extent any are incorporated in a Deliverable, Consultant grants Client a perpetual licence to use them.`;
    const out = tailorRecommendation('IP Ownership Assignment', text, emptyClauseFacts(), 'Confirm the business accepts this clause.', deal({ position: 'ours', ourSide: 'Client', contractText: contract })).text;
    assert.match(out, /^Ownership of the work passes to Client: keep it; .*no change to propose/);
    const bare = tailorRecommendation('IP Ownership Assignment', 'Deliverables shall be assigned to Client on payment.', emptyClauseFacts(), 'Confirm the business accepts this clause.', deal({ position: 'ours', ourSide: 'Client' })).text;
    assert.match(bare, /take effect on creation/);
  });
});

describe('an assignment clause\u2019s exceptions', () => {
  it('are not found in a change of control treated as an assignment', () => {
    const text = 'Neither party may assign this Agreement without the prior written consent of the other party. A change of control of Distributor shall be treated as an assignment.';
    assert.match(reviewPoint('Anti-Assignment', { text, facts: emptyClauseFacts() })!, /^Consent is needed for any assignment: ask for an exception/);
    assert.match(reviewPoint('Anti-Assignment', { text: 'Licensee may not assign this Agreement without consent, except to a successor to all or substantially all of its business.', facts: emptyClauseFacts() })!, /^Consent is needed, with an exception/);
  });
});

describe('a confidentiality duty only the other party carries', () => {
  const text = 'Consultant shall keep confidential all information disclosed by Client and shall not use it except to perform the Services. This obligation survives for three (3) years after termination of this Agreement.';
  it('is kept for us as the discloser, without asking for the exclusions a recipient wants', () => {
    const out = tailorRecommendation('Confidentiality', text, emptyClauseFacts(), 'Check: add the standard exclusions.', deal({ position: 'theirs', ourSide: 'Client', contractText: text })).text;
    assert.match(out, /^The duty binds the other party and protects Client's information for three \(3\) years after termination of this Agreement: keep it; ask for/);
    assert.match(out, /return or destruction of our information/);
    assert.doesNotMatch(out, /exclusions/);
  });
  it('reads the purpose the information may be used for and the people who may see it as its scope, not as exceptions', () => {
    const { analysis } = assessClause('Confidentiality', text, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.match(analysis, /The information may be used only to perform the Services\./);
    assert.doesNotMatch(analysis, /Excepted from it/);
    const shared = assessClause('Confidentiality', 'Each party shall not disclose the other party’s information to any third party other than its employees who need to know it.', emptyClauseFacts(), emptyContractFields(), undefined).analysis;
    assert.match(shared, /It may be shared with its employees who need to know it\./);
  });
});

describe('a termination clause is read for the notice and condition its own sentence states', () => {
  const termRule = ruleFor(DEFAULT_PLAYBOOK, 'Termination for Convenience');
  it('states no notice period from a period to resolve something first', () => {
    const text = 'If the parties have not settled the complaint within twenty (20) days, Client may terminate the affected work without penalty.';
    const facts = { ...emptyClauseFacts(), durations: [{ value: 20, unit: 'day' as const, text: 'twenty (20) days', start: text.indexOf('twenty'), end: text.indexOf('twenty') + 16 }] };
    const { analysis } = assessClause('Termination for Convenience', text, facts, emptyContractFields(), termRule, text);
    assert.doesNotMatch(analysis, /twenty \(20\) days’ notice|may terminate without cause/);
    assert.match(analysis, /arises only if the parties have not settled the complaint within twenty \(20\) days/);
    const recommendation = tailorRecommendation('Termination for Convenience', text, facts, 'Confirm …', deal({ position: 'ours', ourSide: 'Client' })).text;
    assert.match(recommendation, /only if the parties have not settled the complaint/);
    assert.doesNotMatch(recommendation, /for convenience|twenty \(20\) days’ notice/);
  });
  it('states no notice period from the length of the term', () => {
    const text = 'This Agreement begins on the Effective Date and continues for twelve (12) months, unless ended earlier.';
    const facts = { ...emptyClauseFacts(), durations: [{ value: 12, unit: 'month' as const, text: 'twelve (12) months', start: text.indexOf('twelve'), end: text.indexOf('twelve') + 18 }] };
    assert.doesNotMatch(assessClause('Termination for Convenience', text, facts, emptyContractFields(), termRule, text).analysis, /twelve \(12\) months notice/);
  });
  it('still states a notice period the sentence gives as notice', () => {
    const text = 'Either party may terminate this Agreement at any time by giving the other party twenty (20) days\' written notice.';
    const facts = { ...emptyClauseFacts(), durations: [{ value: 20, unit: 'day' as const, text: 'twenty (20) days', start: text.indexOf('twenty'), end: text.indexOf('twenty') + 16 }] };
    assert.match(assessClause('Termination for Convenience', text, facts, emptyContractFields(), termRule, text).analysis, /without cause on twenty \(20\) days’ notice/);
  });
});

describe('a provision split into pieces is reported by the piece that states its type', () => {
  const text = '9.1 Term. This Agreement begins on the Effective Date and continues for a year, unless terminated earlier. 9.2 Either party may terminate this Agreement by giving ten (10) days\' written notice.';
  const piece = (fragment: string, type: ClauseType, analysis: string) => {
    const start = text.indexOf(fragment);
    return { type, risk_level: 'low' as const, text: fragment, analysis, recommendation: '', start, end: start + fragment.length, page: 1, engine: 'local' };
  };
  it('keeps the analysis of the piece that grants the right to terminate', () => {
    const [joined] = joinSplitProvisions([
      piece('9.1 Term. This Agreement begins on the Effective Date and continues for a year, unless terminated earlier.', 'Termination for Convenience', 'term'),
      piece("9.2 Either party may terminate this Agreement by giving ten (10) days' written notice.", 'Termination for Convenience', 'right'),
    ], text);
    assert.equal(joined!.analysis, 'right');
  });
  it('keeps the analysis of the piece that grants the audit, not the duty to supply information before it', () => {
    const audit = '6.1 Vendor shall make available to Client the information needed to show compliance. 6.2 Client may inspect Vendor\u2019s facilities once a year on fifteen (15) days\u2019 notice.';
    const at = (fragment: string, analysis: string) => ({ type: 'Audit Rights' as const, risk_level: 'low' as const, text: fragment, analysis, recommendation: '', start: audit.indexOf(fragment), end: audit.indexOf(fragment) + fragment.length, page: 1, engine: 'local' });
    const [joined] = joinSplitProvisions([at('6.1 Vendor shall make available to Client the information needed to show compliance.', 'information'), at('6.2 Client may inspect Vendor\u2019s facilities once a year on fifteen (15) days\u2019 notice.', 'inspection')], audit);
    assert.equal(joined!.analysis, 'inspection');
  });
});

describe('an audit right that already limits its frequency, notice and hours', () => {
  const text = "Once in any twelve (12) month period, Reseller may have an independent auditor inspect those records on at least ten (10) business days' written notice, during normal business hours.";
  it('is recognised as having the protection, with no warning to limit it', () => {
    assert.equal(alreadyHasProtection('Audit Rights', text), true);
  });
});

describe('a payment clause states the payment period, not the deadline of a notice in the same sentence', () => {
  const text = 'If Buyer disputes an invoice in good faith, it shall notify Seller of the disputed amount within seven (7) days after receiving the invoice, and shall pay the rest when due.';
  it('reads no payment period from the notice deadline', () => {
    assert.equal(paymentTermsOf(text).period, null);
    const facts = { ...emptyClauseFacts(), durations: [{ value: 7, unit: 'day' as const, text: 'seven (7) days', start: text.indexOf('seven'), end: text.indexOf('seven') + 14 }] };
    assert.doesNotMatch(assessClause('Payment Terms', text, facts, emptyContractFields(), undefined, text).analysis, /(?:Payment is due|Sets payment terms,) within seven/);
  });
  it('still reads the period of a duty to pay', () => {
    assert.equal(paymentTermsOf('Buyer shall pay each undisputed invoice within thirty (30) days after receiving it.').period, 'thirty (30) days after receiving it');
  });
});

describe('a minimum target to strive for', () => {
  it('is said to need only reasonable efforts, not to be a firm commitment', () => {
    const text = 'Reseller shall use commercially reasonable efforts to achieve sales of at least $80,000 in each contract year.';
    const { analysis } = assessClause('Minimum Commitment', text, { ...emptyClauseFacts(), amounts: ['$80,000'] }, emptyContractFields(), undefined, text);
    assert.match(analysis, /^Sets a target of \$80,000 that the bound party must only use commercially reasonable efforts to reach/);
  });
  it('is reported by the piece that states it, not by the remedy for missing it', () => {
    const whole = '4.1 Reseller shall use reasonable efforts to achieve sales of at least $80,000 in each contract year. 4.2 If Reseller misses the target, Vendor may terminate this Agreement on thirty (30) days\u2019 notice.';
    const at = (fragment: string, analysis: string) => ({ type: 'Minimum Commitment' as const, risk_level: 'low' as const, text: fragment, analysis, recommendation: '', start: whole.indexOf(fragment), end: whole.indexOf(fragment) + fragment.length, page: 1, engine: 'local' });
    const [joined] = joinSplitProvisions([at('4.1 Reseller shall use reasonable efforts to achieve sales of at least $80,000 in each contract year.', 'target'), at('4.2 If Reseller misses the target, Vendor may terminate this Agreement on thirty (30) days\u2019 notice.', 'remedy')], whole);
    assert.equal(joined!.analysis, 'target');
  });
});

describe('recommendations that do not ask for what the contract already has', () => {
  it('reads the claims a "Nothing in this Agreement limits liability for …" sentence keeps outside a cap', () => {
    const contract = '11.1 Nothing in this Agreement limits liability for fraud or for death caused by negligence. 11.2 Subject to Section 11.1, each party\u2019s total liability is limited to the fees paid in the previous year.';
    assert.ok(liabilityCarveOutsOf('11.2 Subject to Section 11.1, each party\u2019s total liability is limited to the fees paid in the previous year.', contract).some((c) => /fraud/.test(c)));
  });
  it('asks no longer that consent not be unreasonably withheld where the clause says so', () => {
    const text = 'Neither party may assign this Agreement without the other party\u2019s written consent, which shall not be unreasonably withheld.';
    const point = reviewPoint('Anti-Assignment', { text, facts: emptyClauseFacts(), operative: text })!;
    assert.doesNotMatch(point, /and that consent not be unreasonably withheld/);
    assert.match(point, /may not be unreasonably withheld: ask for an exception for affiliates/);
  });
  it('names a jurisdiction that takes an article with it', () => {
    const text = 'This Agreement is governed by the laws of the Netherlands.';
    const fields = { ...emptyContractFields(), governingLaw: 'Netherlands' };
    assert.match(assessClause('Governing Law', text, emptyClauseFacts(), fields, ruleFor(DEFAULT_PLAYBOOK, 'Governing Law'), text).analysis, /the law of the Netherlands/);
  });
});
