import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';
import { alreadyHasProtection } from '../../src/analysis/recommend.ts';
import { allowsGoodFaithDispute } from '../../src/analysis/money-terms.ts';

const facts = emptyClauseFacts();

describe('recommendations for clauses the playbook has no concern with', () => {
  it('say what to check in the clause instead of "keep as drafted"', () => {
    const text = 'Each party shall indemnify the other against third-party claims arising from its breach.';
    const { recommendation } = assessClause('Indemnification', text, facts, emptyContractFields(), undefined);
    assert.doesNotMatch(recommendation, /keep as drafted/);
    assert.match(recommendation, /the clause reads as mutual/);
  });
  it('never propose a protection the clause already has', () => {
    const withExclusions = 'Each party shall keep the other’s information confidential, except information that is public or required by law to be disclosed, and shall return or destroy it on termination.';
    const point = reviewPoint('Confidentiality', { text: withExclusions, facts })!;
    assert.doesNotMatch(point, /add the standard exclusions/);
    assert.doesNotMatch(point, /return or destroy/);
    const bare = 'The Recipient shall keep the Discloser’s information confidential.';
    assert.match(reviewPoint('Confidentiality', { text: bare, facts })!, /add the standard exclusions/);
  });
  it('ask for termination on insolvency only where no termination sentence of the contract gives it', () => {
    const breach = 'Either party may terminate this Agreement by written notice if the other party fails to remedy a material breach within sixty (60) days after notice.';
    const contract = `${breach}\n\n9.3 Either party may terminate this Agreement by written notice in the event of the other party making an assignment for the benefit of its creditors or filing a petition under any bankruptcy law.`;
    assert.doesNotMatch(reviewPoint('Termination for Cause', { text: breach, facts, contractText: contract })!, /insolvency/);
    assert.match(reviewPoint('Termination for Cause', { text: breach, facts, contractText: breach })!, /add termination on the other party’s insolvency/);
  });
  it('name the cure period of the sentence quoted, not the notice period of the sentence before it', () => {
    const text = 'This Agreement may be cancelled at any time without cause by either party upon ninety (90) days written notice. Either party may terminate this Agreement if the other party fails to cure a material breach within thirty (30) days after notice.';
    const at = (words: string, value: number) => ({ value, unit: 'day' as const, text: words, start: text.indexOf(words), end: text.indexOf(words) + words.length });
    const cure = 'Either party may terminate this Agreement if the other party fails to cure a material breach within thirty (30) days after notice.';
    // The engine's operative sentence for the type, as readClauseFacts gives it.
    const keySentences = { 'Termination for Cause': { start: text.indexOf(cure), end: text.indexOf(cure) + cure.length, quote: cure } };
    const withPeriods = { ...facts, keySentences, durations: [at('ninety (90) days', 90), at('thirty (30) days', 30)] };
    const { analysis, recommendation } = assessClause('Termination for Cause', text, withPeriods, emptyContractFields(), undefined);
    assert.match(analysis, /thirty \(30\) days/);
    assert.match(recommendation, /The cure period is thirty \(30\) days/);
  });
  it('read a termination right two named parties hold together as mutual', () => {
    const text = 'Licensor and Licensee will be entitled to terminate this Agreement by written notice to the other party in the event the other party is in material breach.';
    assert.match(reviewPoint('Termination for Cause', { text, facts })!, /both parties hold the right/);
  });
  it('ask for the assignment exception only where the clause lacks it', () => {
    assert.match(reviewPoint('Anti-Assignment', { text: 'Neither party may assign this Agreement without consent.', facts })!, /ask for an exception/);
    assert.doesNotMatch(reviewPoint('Anti-Assignment', { text: 'Neither party may assign without consent, except to an affiliate or in a merger.', facts })!, /ask for an exception/);
  });
  it('state a cure period the clause gives', () => {
    const cure = { ...facts, durations: [{ value: 30, unit: 'day' as const, text: 'thirty (30) days', start: 0, end: 16 }] };
    assert.match(reviewPoint('Termination for Cause', { text: 'Either party may terminate for material breach not cured within thirty (30) days.', facts: cure })!, /The cure period is thirty \(30\) days/);
  });
});

describe('review points say what the clause already gives instead of asking to check it', () => {
  const none = emptyClauseFacts();
  it('a termination right "either party" holds: both parties hold it', () => {
    const text = 'Either party may terminate this Agreement if the other party commits a material breach that remains uncured sixty (60) days after written notice.';
    const point = reviewPoint('Termination for Cause', { text, facts: none })!;
    assert.match(point, /both parties hold the right/);
    assert.doesNotMatch(point, /check that both parties have the right/);
  });
  it('an assignment exception open to either party covers us; one for the other party only is theirs', () => {
    const either = 'Neither Party may assign this Agreement without consent, which shall not be unreasonably withheld, except that either Party may assign it without consent to a successor in a merger.';
    assert.match(reviewPoint('Anti-Assignment', { text: either, facts: none })!, /the exception is open to both parties, and consent may not be unreasonably withheld\./);
    const theirs = 'Neither party may assign this Agreement without the prior written consent of the other party, except that Discloser may assign this Agreement to an acquirer of all or substantially all of its assets.';
    assert.match(reviewPoint('Anti-Assignment', { text: theirs, facts: none })!, /the exception is Discloser's only; check whether we need the same/);
  });
  it('a warranty\u2019s remedy deadline is not how long the warranty lasts', () => {
    const text = 'Provider warrants that the Service will perform materially in accordance with the Documentation during the Subscription Term. Provider shall correct any non-conformity within thirty (30) days after notice.';
    const words = 'thirty (30) days';
    const facts = { ...none, durations: [{ value: 30, unit: 'day' as const, text: words, start: text.indexOf(words), end: text.indexOf(words) + words.length }] };
    assert.doesNotMatch(reviewPoint('Warranty Duration', { text, facts })!, /runs thirty/);
    assert.doesNotMatch(reviewPoint('Warranty', { text, facts })!, /for how long \(thirty/);
  });
});

describe('a change of control the assignment clause already lets through', () => {
  it('gets no fallback proposing it', () => {
    const text = 'Neither Party may assign this Agreement without the other Party\u2019s prior written consent, except that either Party may assign it without consent to a successor in a merger or sale of all or substantially all of its assets.';
    assert.equal(alreadyHasProtection('Change of Control', text), true);
  });
});

describe('price and payment clauses state their numbers', () => {
  const price = 'Prices are fixed until March 31, 2027. Thereafter Vendor may raise prices once per calendar year by no more than the change in the consumer price index, on at least sixty (60) days\' written notice to Purchaser.';
  it('says until when prices are fixed, what caps a rise, how often and on what notice', () => {
    const { analysis, recommendation } = assessClause('Price Restrictions', price, facts, emptyContractFields(), undefined);
    assert.match(analysis, /^Prices are fixed until March 31, 2027; after that they may rise once per calendar year by no more than the change in the consumer price index, on sixty \(60\) days’ notice\./);
    assert.match(recommendation, /Diary March 31, 2027, when prices may first change and the sixty \(60\) days’ notice an increase needs/);
    assert.doesNotMatch(recommendation, /Check when prices may change, by how much/);
  });
  it('states the payment period and the interest, and asks for no dispute right another section gives', () => {
    const clause = 'Invoices are payable within thirty (30) days after receipt. Overdue amounts bear interest at one and one-half percent (1.5%) per month.';
    const contract = `${clause} Purchaser may withhold any amount it disputes in good faith until the dispute is resolved.`;
    const point = reviewPoint('Payment Terms', { text: clause, facts, contractText: contract })!;
    assert.match(point, /^Payment is due within thirty \(30\) days after receipt, late payments bear interest at one and one-half percent \(1\.5%\) per month and an invoice may be disputed in good faith\./);
    assert.doesNotMatch(point, /the right to dispute an invoice/);
    assert.match(assessClause('Payment Terms', clause, facts, emptyContractFields(), undefined).analysis, /Payment is due within thirty \(30\) days after receipt\. Late payments bear interest at one and one-half percent \(1\.5%\) per month\./);
  });
});

describe('a good-faith dispute right', () => {
  it('is one about an invoice or an amount, not a duty to negotiate disputes in good faith', () => {
    assert.equal(allowsGoodFaithDispute('Customer may withhold any amount disputed in good faith.'), true);
    assert.equal(allowsGoodFaithDispute('The Parties shall negotiate in good faith to resolve any dispute about fees.'), false);
  });
});

describe('an option one party holds to extend the term', () => {
  const text = 'Tenant has one (1) option to extend the Term for a further five (5) years (the "Extension Term") by giving Landlord written notice no earlier than twelve (12) months and no later than nine (9) months before the Expiration Date. Base Rent for the Extension Term shall be ninety-five percent (95%) of the fair market rent.';
  const years = { value: 5, unit: 'year' as const, text: 'five (5) years', start: text.indexOf('five (5) years'), end: text.indexOf('five (5) years') + 14 };
  const facts = { ...emptyClauseFacts(), durations: [years] };
  it('is no automatic renewal to measure against the playbook’s renewal limit', () => {
    const rule = { clause_type: 'Renewal Term' as const, requirement: 'review' as const, risk_level: 'medium' as const, rationale: 'Automatic renewals for long periods commit budget without a fresh decision.', fallback: 'This Agreement shall renew automatically for successive one (1) year terms.', conditions: [{ kind: 'max_auto_renewal_years' as const, years: 1 }] };
    const { analysis, recommendation, risk_level } = assessClause('Renewal Term', text, facts, emptyContractFields(), rule as never);
    assert.match(analysis, /^Tenant has an option to extend the term by five \(5\) years; it is no automatic renewal/);
    assert.doesNotMatch(analysis + recommendation, /renew automatically|longer than the 1-year renewal|commit budget/);
    assert.equal(risk_level, 'low');
    assert.match(recommendation, /diary the window to exercise it \(no earlier than twelve \(12\) months and no later than nine \(9\) months before the Expiration Date\)/);
  });
  it('has a notice that exercises it, not one that stops a renewal', () => {
    const rule = { clause_type: 'Notice Period to Terminate Renewal' as const, requirement: 'review' as const, risk_level: 'medium' as const, rationale: 'A short window is easy to miss.', fallback: '…', conditions: [{ kind: 'min_notice_days' as const, days: 30 }] };
    const { analysis } = assessClause('Notice Period to Terminate Renewal', text, facts, emptyContractFields(), rule as never);
    assert.match(analysis, /^The notice here exercises Tenant's option to extend/);
    assert.doesNotMatch(analysis, /Non-renewal notice/);
  });
});

describe('payment terms say when this payment falls due, in its own words', () => {
  it('a due day, and no period taken from another party’s payment elsewhere in the contract', () => {
    const rent = 'Tenant shall pay Base Rent in advance on the first day of each calendar month, without demand.';
    const contract = `${rent} Landlord shall provide Tenant an improvement allowance of US$60 per rentable square foot, payable within thirty (30) days after Tenant delivers lien waivers and final invoices.`;
    const point = reviewPoint('Payment Terms', { text: rent, facts, contractText: contract })!;
    assert.match(point, /^Payment is due in advance on the first day of each calendar month\./);
    assert.doesNotMatch(point, /lien waivers/);
  });
  it('a grace period before a late charge is no payment period', () => {
    const late = 'Any Rent not paid within five (5) days after its due date shall bear a late charge of five percent (5%) of the overdue amount.';
    const point = reviewPoint('Payment Terms', { text: late, facts, contractText: late })!;
    assert.match(point, /^A late payment bears a charge of five percent \(5%\) of the overdue amount once five \(5\) days after its due date have passed/);
    assert.doesNotMatch(point, /Payment is due within five/);
  });
  it('keeps a section number in the event a payment period runs from', () => {
    const fee = 'Licensee shall pay fifty percent (50%) of the Licence Fee within thirty (30) days after acceptance of the Software under Section 3.2.';
    assert.match(reviewPoint('Payment Terms', { text: fee, facts, contractText: fee })!, /within thirty \(30\) days after acceptance of the Software under Section 3\.2/);
  });
});

describe('a liability cap stated in its own words', () => {
  const rule = { clause_type: 'Cap on Liability' as const, requirement: 'required' as const, risk_level: 'high' as const, rationale: 'r', fallback: 'f', conditions: [{ kind: 'min_liability_cap_months' as const, months: 12 }] };
  it('quotes a cap that adds a sum to months of fees instead of calling it months of fees', () => {
    const text = 'NEITHER PARTY\u2019S AGGREGATE LIABILITY SHALL EXCEED THE LICENCE FEE PLUS THE MAINTENANCE FEES PAID IN THE TWELVE (12) MONTHS BEFORE THE CLAIM.';
    const { analysis } = assessClause('Cap on Liability', text, { ...emptyClauseFacts(), capMonthsOfFees: 12 }, emptyContractFields(), rule as never);
    assert.match(analysis, /^Liability is capped at “THE LICENCE FEE PLUS THE MAINTENANCE FEES PAID IN THE TWELVE \(12\) MONTHS BEFORE THE CLAIM” \(read as 12 months of fees\)/);
  });
  it('quotes a cap of the fees paid in each contract year', () => {
    const text = 'Neither party’s total liability in any Contract Year shall exceed the amounts paid and payable by Distributor in that Contract Year.';
    const { analysis } = assessClause('Cap on Liability', text, { ...emptyClauseFacts(), capIsTotalFees: true }, emptyContractFields(), rule as never);
    assert.match(analysis, /^Liability is capped at “the amounts paid and payable by Distributor in that Contract Year”/);
  });
});

describe('reading the rest of an indemnity or limitation provision', () => {
  it('an indemnity each party gives in its own sentence is not one-sided', () => {
    const text = 'Tenant shall indemnify Landlord against claims for injury occurring in the Premises. Landlord shall indemnify Tenant against claims arising in the common areas.';
    const point = reviewPoint('Indemnification', { text, facts })!;
    assert.match(point, /each party gives one: Tenant and Landlord/);
    assert.doesNotMatch(point, /one-sided/);
  });
  it('an exclusion of indirect losses in the next subsection is not asked for again', () => {
    const cap = '9.1 Neither party’s aggregate liability shall exceed the fees paid in the twelve (12) months before the claim.';
    const contract = `${cap}\n\n9.2 NEITHER PARTY SHALL BE LIABLE FOR ANY INDIRECT, CONSEQUENTIAL, SPECIAL OR PUNITIVE DAMAGES.`;
    assert.match(reviewPoint('Limitation of Liability', { text: cap, facts, contractText: contract })!, /^Indirect and consequential losses are excluded/);
    assert.match(reviewPoint('Limitation of Liability', { text: cap, facts, contractText: cap })!, /^Check that indirect and consequential losses are excluded/);
  });
});

describe('an assignment ban on one party beside the other party\u2019s own permission', () => {
  it('names the party the permission is for instead of asking whether the exception covers us', () => {
    const text = 'The Distributor shall not assign this Agreement without the prior written consent of the Supplier. The Supplier may assign this Agreement to any successor to its business.';
    assert.match(reviewPoint('Anti-Assignment', { text, facts })!, /the exception is the Supplier's only; check whether we need the same/);
    assert.match(reviewPoint('Assignment', { text, facts })!, /the exception is the Supplier's only/);
  });
});

describe('review point of an at-will employment', () => {
  it('says it runs until either party ends it at any time, with no end date to put in the calendar', () => {
    const text = '2. TERM. The Employee\'s employment shall commence on July 1, 2026. The Employee\'s employment is "at will" and may be terminated by either party at any time, with or without cause.';
    const point = reviewPoint('Expiration Date', { text, facts: emptyClauseFacts(), fields: emptyContractFields(), contractText: text })!;
    assert.match(point, /no end date and does not renew: it runs until either party ends it at any time/);
    assert.doesNotMatch(point, /Put the end date in the calendar/);
  });
});

describe('missing protections of an at-will employment', () => {
  it('does not call a termination-for-cause right missing where either party may end the contract at any time', async () => {
    const { analyzeText } = await import('../../src/pipeline/analyze-text.ts');
    const { createLocalAnalysisEngine } = await import('../../src/engines/local/analysis/engine.ts');
    const text = [
      'EMPLOYMENT AGREEMENT',
      'This Employment Agreement is made on June 2, 2026 between Larkspur Tools Inc., a Delaware corporation (the "Company"), and Owen Pritchard (the "Employee").',
      '1. TERM. The Employee\'s employment shall commence on July 1, 2026. The Employee\'s employment is "at will" and may be terminated by either party at any time, with or without cause.',
      '2. SALARY. The Company shall pay the Employee a base salary of $140,000 per year.',
      '3. GOVERNING LAW. This Agreement shall be governed by the laws of the State of Delaware.',
    ].join('\n\n');
    const { report } = await analyzeText(createLocalAnalysisEngine(), text);
    assert.ok(!report.missing_clauses.some((m) => m.type === 'Termination for Cause'), JSON.stringify(report.missing_clauses.map((m) => m.type)));
    assert.match(report.executive_summary, /until either party ends it at any time/);
  });
});

describe('payment terms of a contract that issues no invoices', () => {
  it('asks about no invoice dispute where the contract has no invoices (a salary, a bonus)', () => {
    const text = 'The Company shall pay the Executive a one-time signing bonus of $60,000 within thirty (30) days after the Start Date.';
    const point = reviewPoint('Payment Terms', { text, facts: emptyClauseFacts(), contractText: text })!;
    assert.doesNotMatch(point, /dispute an invoice/);
  });
  it('still asks about it where the contract invoices', () => {
    const text = 'Customer shall pay each invoice within thirty (30) days of its date.';
    assert.match(reviewPoint('Payment Terms', { text, facts: emptyClauseFacts(), contractText: text })!, /dispute an invoice/);
  });
});
