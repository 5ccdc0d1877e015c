import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { DEFAULT_PLAYBOOK } from '../../src/analysis/default-playbook.ts';
import { emptyClauseFacts, emptyContractFields, type DurationFact } from '../../src/analysis/model.ts';
import { tailorRecommendation } from '../../src/analysis/recommend.ts';
import { renewsOnlyByAgreement, reviewPoint } from '../../src/analysis/review-points.ts';
import { buildObligations } from '../../src/analysis/obligations.ts';
import { buildExecutiveSummary } from '../../src/analysis/summary.ts';
import { durationWords, termFactsOf } from '../../src/analysis/durations.ts';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';
import { findDuties } from '../../src/engines/local/analysis/duties.ts';
import { findDurations } from '../../src/engines/local/analysis/fields/durations.ts';

const renewalRule = DEFAULT_PLAYBOOK.rules.find((r) => r.clause_type === 'Renewal Term');
const at = (text: string, words: string, value: number, unit: DurationFact['unit']): DurationFact => ({ value, unit, text: words, start: text.indexOf(words), end: text.indexOf(words) + words.length });

describe('term recommendations use the term facts of the analysis', () => {
  it('names the end date the contract fields give when the sentence states no length', () => {
    const text = 'The Term shall begin on the date hereof and shall expire on June 30, 2027, subject to early termination under Section 12.';
    const fields = { ...emptyContractFields(), effectiveDate: '2024-07-01', expirationDate: '2027-06-30' };
    const { analysis, recommendation } = assessClause('Term', text, emptyClauseFacts(), fields, undefined);
    assert.match(analysis, /2027-06-30/);
    assert.doesNotMatch(recommendation, /states no length/);
    assert.match(recommendation, /The term runs to 2027-06-30/);
  });
  it('does not give a cure period in another sentence as the length of the term', () => {
    const text = 'This Agreement shall remain in force until the Products are no longer sold. Either party may terminate this Agreement if the other fails to cure a breach within sixty (60) days of notice.';
    const facts = { ...emptyClauseFacts(), durations: [at(text, 'sixty (60) days', 60, 'day')] };
    const { recommendation } = assessClause('Term', text, facts, emptyContractFields(), undefined);
    assert.doesNotMatch(recommendation, /sixty/);
  });
  it('does not read a period to cure as a length of term in the same sentence', () => {
    const text = 'This Agreement runs until either party fails to cure a breach within sixty (60) days of notice.';
    const facts = { ...emptyClauseFacts(), durations: [at(text, 'sixty (60) days', 60, 'day')] };
    assert.doesNotMatch(reviewPoint('Term', { text, facts, operative: text })!, /The term is sixty/);
  });
  it('says the end date is left blank', () => {
    const text = 'The term of this Agreement shall run from the date of signature through and until __________.';
    assert.match(reviewPoint('Term', { text, facts: emptyClauseFacts(), operative: text })!, /end date is left blank/);
  });
});

describe('renewal only by written agreement', () => {
  const mutual = 'This Agreement may be extended for a further period by mutual written agreement of the parties.';
  it('is no breach of the automatic-renewal limit', () => {
    const { analysis, violatesPlaybook } = assessClause('Renewal Term', mutual, emptyClauseFacts(), emptyContractFields(), renewalRule);
    assert.equal(violatesPlaybook, false);
    assert.match(analysis, /does not renew automatically/);
  });
  it('never gets automatic renewal proposed as a fallback', () => {
    const { recommendation } = assessClause('Renewal Term', mutual, emptyClauseFacts(), emptyContractFields(), renewalRule);
    assert.doesNotMatch(recommendation, /renew automatically/);
    assert.match(recommendation, /agree an extension in writing/);
  });
  it('replaces a fallback proposing automatic renewal when the contract renews by agreement', () => {
    const text = 'The Agreement may be renewed by the Parties in a writing signed by both of them.';
    const base = `Verify this clause against the playbook position: “${renewalRule!.fallback}”`;
    const out = tailorRecommendation('Renewal Term', text, emptyClauseFacts(), base, { contractType: 'Service Agreement', feeBearing: true, position: null, ourSide: null }).text;
    assert.doesNotMatch(out, /renew automatically/);
    assert.match(out, /Nothing renews automatically/);
  });
  it('keeps the verdict of a renewal by agreement that meets the playbook', () => {
    const { recommendation } = assessClause('Renewal Term', mutual, emptyClauseFacts(), emptyContractFields(), renewalRule);
    const out = tailorRecommendation('Renewal Term', mutual, emptyClauseFacts(), recommendation, { contractType: 'Service Agreement', feeBearing: true, position: null, ourSide: null }).text;
    assert.match(out, /^Meets the playbook\. Nothing renews automatically/);
  });
  it('keeps the renewal review for a contract that renews automatically unless notice is given', () => {
    const text = 'This Agreement shall renew for successive one (1) year terms unless either party gives written notice of non-renewal, and may also be extended by mutual written agreement.';
    assert.match(reviewPoint('Renewal Term', { text, facts: emptyClauseFacts() })!, /notice of non-renewal/);
  });
});

describe('a term that runs until terminated', () => {
  it('is said to run until terminated in the analysis and the recommendation', () => {
    const text = 'This Agreement begins on the Effective Date and shall continue indefinitely unless sooner terminated under Article 5.';
    const { analysis, recommendation } = assessClause('Term', text, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.match(analysis, /runs until terminated/);
    assert.match(recommendation, /runs until terminated/);
  });
});

describe('a renewal period that renews only upon the parties\u2019 written agreement', () => {
  const text = 'The initial term of this Agreement begins on the Effective Date and ends on June 30, 2028. The Agreement shall renew for successive two (2) year periods only upon the written agreement of both parties.';
  const words = 'two (2) year';
  const fields = {
    ...emptyContractFields(),
    effectiveDate: '2025-07-01',
    expirationDate: '2028-06-30',
    renewalTerm: { value: 2, unit: 'year' as const, text: words },
    termEvidence: {
      expirationDate: { start: text.indexOf('June 30, 2028'), end: text.indexOf('June 30, 2028') + 13, quote: 'June 30, 2028' },
      renewalTerm: { start: text.indexOf(words), end: text.indexOf(words) + words.length, quote: words },
    },
  };
  const clause = { start: 0, end: text.length, text };
  it('is no automatic renewal to measure against the renewal limit, though "shall renew for" stands in it', () => {
    const { analysis, violatesPlaybook, recommendation } = assessClause('Renewal Term', text, emptyClauseFacts(), fields, renewalRule, text);
    assert.equal(violatesPlaybook, false);
    assert.match(analysis, /does not renew automatically: it continues for two \(2\) years at a time only if the parties agree/);
    assert.doesNotMatch(recommendation, /renew automatically for/);
  });
  it('is said to renew by agreement, not unless notice is given, in the term analysis', () => {
    const { analysis } = assessClause('Term', text, emptyClauseFacts(), fields, undefined, text);
    assert.match(analysis, /may be renewed for two \(2\) years at a time only by the parties\u2019 written agreement/);
    assert.doesNotMatch(analysis, /unless notice of non-renewal/);
  });
  it('gives no automatic-renewal obligation and says the expiry holds unless the parties agree', () => {
    const report = [{ type: 'Renewal Term' as const, risk_level: 'low' as const, analysis: '', recommendation: '', page: 1, engine: 'local' as const, ...clause }];
    const obligations = buildObligations(fields, [], report, 'local');
    assert.ok(!obligations.some((o) => o.title === 'Automatic renewal'));
    assert.match(obligations.find((o) => o.title === 'Contract expiration')?.description ?? '', /unless the parties agree in writing to renew it/);
  });
  it('still reads "shall renew for … unless either party gives notice of non-renewal" as automatic', () => {
    assert.equal(renewsOnlyByAgreement('This Agreement shall renew for successive one (1) year terms only upon written agreement, unless either party gives notice of non-renewal.'), false);
    assert.equal(renewsOnlyByAgreement('This Agreement shall renew for successive one (1) year terms unless either party gives notice of non-renewal.'), false);
  });
  it('reads an extension one party makes at its sole discretion as its option, though an amendment records it', () => {
    assert.equal(renewsOnlyByAgreement('The Authority, at its sole discretion, may extend this Contract for up to two (2) additional one-year periods by written amendment.'), false);
    assert.equal(renewsOnlyByAgreement('This Contract may be extended by written amendment for one further year at the Purchaser’s option.'), false);
    assert.equal(renewsOnlyByAgreement('This Contract may be extended for one further year by written amendment signed by both parties.'), true);
  });
});

describe('a renewal period read from "each year"', () => {
  it('is said with its number: "shall renew automatically each year" renews for one year at a time', () => {
    assert.equal(durationWords({ value: 1, unit: 'year', text: 'each year' }), 'one year');
  });

  it('is said as a length when read from an anniversary: "until the fifth (5th) anniversary of the Effective Date" runs for 5 years', () => {
    assert.equal(durationWords({ value: 5, unit: 'year', text: 'fifth (5th) anniversary of the Effective Date' }), '5 years');
  });

  it('is said in the plural as the term\'s length: "a three (3) year period" lasts three (3) years', () => {
    assert.equal(termFactsOf(emptyClauseFacts(), { expirationDate: '2027-08-06', initialTerm: { value: 3, unit: 'year', text: 'three (3) year' }, isPerpetual: false }, 'The Term ends at the end of a three (3) year period.').length, 'three (3) years');
  });

  it('is said as a noun from "successive 1-year terms": "1 year"', () => {
    assert.equal(durationWords({ value: 1, unit: 'year', text: '1-year' }), '1 year');
  });
});

describe('a period the contract uses as an adjective', () => {
  it('is said in the plural in prose: "twelve (12) month Renewal Terms" renews for twelve (12) months', () => {
    assert.equal(durationWords({ value: 12, unit: 'month', text: 'twelve (12) month' }), 'twelve (12) months');
    assert.equal(durationWords({ value: 2, unit: 'year', text: 'two-year' }), 'two years');
    assert.equal(durationWords({ value: 1, unit: 'year', text: 'one (1) year' }), 'one (1) year');
    assert.equal(durationWords({ value: 90, unit: 'day', text: 'ninety (90) days' }), 'ninety (90) days');
  });
});

describe('the term is read from the sentences that state it', () => {
  const base = 'This Licence Agreement is made as of March 2, 2021 (the "Effective Date") between Harrow Labs Inc. and Pellin Pharma LLC.\n\n';
  it('does not take a numbered definition of another period for the end of the term', () => {
    const text = `${base}1.7 "Calendar Year" means each twelve-month period ending on December 31; provided that the first Calendar Year of the Term shall begin on the Effective Date and end on December 31, 2021.\n\n9.1 Term. The term of this Agreement shall commence on the Effective Date and shall expire on the last day of the Royalty Term.`;
    assert.equal(extractFields(text).expirationDate, null);
  });
  it('gives no end date for a term that ends at an event, whatever periods other sentences state', () => {
    const text = `${base}1.9 "Royalty Term" means the period beginning with the First Commercial Sale and continuing until the later of (a) the expiration of the last Valid Claim and (b) the date that is ten (10) years from the date of the First Commercial Sale.\n\n5.4 The audit rights in this Section 5 shall survive the Term for a period of three (3) years.\n\n9.1 Term. The term of this Agreement shall commence on the Effective Date and shall expire on the last day of the Royalty Term.`;
    const fields = extractFields(text);
    assert.equal(fields.expirationDate, null);
    assert.equal(fields.initialTerm, null);
  });
  it('does not count a period from another event from the effective date', () => {
    const text = `${base}The term of this Agreement shall be five (5) years from the date of the First Commercial Sale.`;
    assert.equal(extractFields(text).expirationDate, null);
  });
  it('reads no renewal in a limit on how long another agreement’s duties may last', () => {
    const text = `${base}The term of this Agreement shall be three (3) years from the Effective Date. Disclosure to advisers is allowed under confidentiality provisions substantially similar to these (provided that the term of such confidentiality obligations in such other agreement may only extend for five (5) years).`;
    const fields = extractFields(text);
    assert.equal(fields.renewalTerm, null);
    assert.equal(fields.expirationDate, '2024-03-02');
  });
});

describe('a contract that runs on after its initial term until a party gives notice', () => {
  const text = '14.1 This agreement shall continue for an initial term of two (2) years and indefinitely after that until terminated by either party giving at least six (6) months\' prior written notice.';
  const span = (words: string) => ({ start: text.indexOf(words), end: text.indexOf(words) + words.length, quote: words });
  const fields = {
    ...emptyContractFields(),
    effectiveDate: '2022-05-01',
    expirationDate: '2024-05-01',
    initialTerm: { value: 2, unit: 'year' as const, text: 'two (2) years' },
    noticePeriodToTerminateRenewal: { value: 6, unit: 'month' as const, text: 'six (6) months' },
    termEvidence: { initialTerm: span('two (2) years'), noticePeriodToTerminateRenewal: span('six (6) months') },
  };
  const report = [{ type: 'Renewal Term' as const, risk_level: 'low' as const, analysis: '', recommendation: '', page: 1, engine: 'local' as const, start: 0, end: text.length, text }];
  const facts = { ...emptyClauseFacts(), durations: [{ value: 2, unit: 'year' as const, ...span('two (2) years'), text: 'two (2) years' }] };
  it('is said to have no fixed renewal period, not to renew for its initial term at a time', () => {
    const { analysis } = assessClause('Renewal Term', text, facts, fields, renewalRule, text);
    assert.doesNotMatch(analysis, /renews for two \(2\) years at a time/);
    assert.match(analysis, /no fixed renewal period: after its initial term the contract continues until either party ends it on six \(6\) months’ notice/);
  });
  it('has an initial term that ends, not a contract that expires', () => {
    const obligations = buildObligations(fields, [], report, 'local');
    assert.match(obligations.find((o) => o.title === 'Contract expiration')!.description, /^The initial term ends on 2024-05-01; the contract then continues until either party ends it on at least six \(6\) months’ notice/);
    assert.match(assessClause('Expiration Date', text, facts, fields, undefined, text).analysis, /^The initial term ends on 2024-05-01/);
  });
  it('gives the notice deadline to end it with the initial term, not one to prevent a renewal', () => {
    const notice = buildObligations(fields, [], report, 'local').find((o) => /^Notice deadline/.test(o.title))!;
    assert.equal(notice.title, 'Notice deadline to end the contract');
    assert.equal(notice.due_date, '2023-11-01');
    assert.equal(notice.recurrence, 'none');
  });
  it('diaries no deadline that falls on the effective date', () => {
    const short = { ...fields, expirationDate: '2022-11-01', initialTerm: { value: 6, unit: 'month' as const, text: 'six (6) months' } };
    const notice = buildObligations(short, [], report, 'local').find((o) => /^Notice deadline/.test(o.title))!;
    assert.equal(notice.due_date, null);
    assert.match(notice.description, /no notice given after signing can end it then/);
  });
  it('is summarised as an initial term followed by a run until notice', () => {
    const summary = buildExecutiveSummary({ contractType: 'Distributor Agreement', confidence: 0.9 }, fields, report, [], 'low');
    assert.match(summary, /its initial term ends 2024-05-01, after which it runs on until either party ends it on six \(6\) months’ notice/);
  });
});

describe('a non-renewal deadline that falls on or before the effective date', () => {
  it('is diaried before the end of the first renewal instead', () => {
    const text = 'This Agreement has an initial term of one (1) year and renews automatically for successive one (1) year terms unless either party gives twelve (12) months\' notice of non-renewal.';
    const span = (words: string) => ({ start: text.indexOf(words), end: text.indexOf(words) + words.length, quote: words });
    const fields = {
      ...emptyContractFields(),
      effectiveDate: '2022-05-01',
      expirationDate: '2023-05-01',
      renewalTerm: { value: 1, unit: 'year' as const, text: 'one (1) year' },
      noticePeriodToTerminateRenewal: { value: 12, unit: 'month' as const, text: 'twelve (12) months' },
      termEvidence: { renewalTerm: { ...span('one (1) year terms'), quote: 'one (1) year terms' }, noticePeriodToTerminateRenewal: span('twelve (12) months') },
    };
    const notice = buildObligations(fields, [], [], 'local').find((o) => o.title === 'Notice deadline to prevent renewal')!;
    assert.equal(notice.due_date, '2023-05-01');
    assert.match(notice.description, /first renewal ends on 2024-05-01/);
  });
});

describe('a period a duty outlives the agreement by is not the term', () => {
  const base = 'This Services Agreement is entered into as of June 2, 2025 (the "Effective Date") by Kestrel Labs LLC (the "Client") and Ana Ruiz (the "Adviser").\n\n';
  it('reads the term from the sentence that starts the agreement, not from a survival period stated before it', () => {
    const text = `${base}4.3 Survival. The duties in this Section 4 continue for five (5) years after this Agreement ends.\n\n6.1 Term. This Agreement begins on the Effective Date and continues for six (6) months, unless ended earlier under this Section 6.`;
    const fields = extractFields(text);
    assert.deepEqual(fields.initialTerm, { value: 6, unit: 'month', text: 'six (6) months' });
    assert.equal(fields.expirationDate, '2025-12-02');
  });
  it('does not take a period counted from when the agreement expires or is terminated for the term', () => {
    const text = `${base}The restrictions of this Section apply for two (2) years after it expires or is terminated.`;
    assert.equal(extractFields(text).initialTerm, null);
  });
});

describe('a renewal from year to year in prose', () => {
  it('is one year at a time', () => {
    assert.equal(durationWords({ value: 1, unit: 'year', text: 'from year to year' }), 'one year');
    assert.equal(durationWords({ value: 1, unit: 'month', text: 'month-to-month' }), 'one month');
  });
});

describe('a price increase announced for a renewal term', () => {
  it('does not take the notice of a price increase as the notice to stop the renewal, nor hide the renewal after it', () => {
    const text = [
      'This Subscription Agreement is entered into as of March 1, 2026 (the "Effective Date") by and between Kestrel Data, Inc. ("Provider") and Alder Clinics LLC ("Customer").',
      '2. Fees. Customer shall pay an annual fee of $36,000. Provider may increase the fees for any renewal term by giving Customer at least sixty (60) days\' notice before the end of the then-current term.',
      '5. Term. This Agreement begins on the Effective Date and continues for an initial term of three (3) years. Thereafter it renews automatically for successive one (1) year terms unless either party gives notice of non-renewal at least ninety (90) days before the end of the then-current term.',
    ].join('\n\n');
    const fields = extractFields(text);
    assert.equal(fields.noticePeriodToTerminateRenewal?.value, 90);
    assert.deepEqual([fields.renewalTerm?.value, fields.renewalTerm?.unit], [1, 'year']);
    assert.equal(fields.expirationDate, '2029-03-01');
  });
});

describe('a term that runs from a defined commencement date', () => {
  const lead = 'THIS AGREEMENT is dated 3 March 2024 between Kestrel Storage Limited (the "Supplier") and Linnet Retail Limited (the "Client").\n\n';
  const term = '2.1 This Agreement shall commence on the Service Start Date and shall continue for an initial period of two (2) years, and shall then continue from year to year unless either party gives the other not less than three (3) months\' written notice to terminate it.\n';
  it('counts the expiry and the renewal-notice deadline from the defined date, not the agreement date', () => {
    const text = `${lead}"Service Start Date" means 15 April 2024.\n\n${term}`;
    const fields = extractFields(text);
    assert.equal(fields.effectiveDate, '2024-03-03');
    assert.equal(fields.expirationDate, '2026-04-15');
    const obligations = buildObligations(fields, [], [], 'local');
    assert.equal(obligations.find((o) => o.title === 'Contract expiration')!.derivation, 'Service Start Date 2024-04-15 plus two (2) years initial term');
    assert.equal(obligations.find((o) => o.title === 'Notice deadline to prevent renewal')!.due_date, '2026-01-15');
  });
  it('reads a start date named where it is stated', () => {
    const fields = extractFields(`${lead}The Supplier shall begin the Services on 15 April 2024 (the "Service Start Date").\n\n${term}`);
    assert.equal(fields.expirationDate, '2026-04-15');
  });
  it('gives no end date when the defined start is left to an event, and says so', () => {
    const fields = extractFields(`${lead}"Service Start Date" means the date on which the Services first go live.\n\n${term}`);
    assert.equal(fields.effectiveDate, '2024-03-03');
    assert.equal(fields.expirationDate, null);
    assert.deepEqual(fields.termStart, { name: 'Service Start Date', date: null });
    const expiry = buildObligations(fields, [], [], 'local').find((o) => o.title === 'Contract expiration')!;
    assert.equal(expiry.due_date, null);
    assert.match(expiry.description, /from the Service Start Date, which the contract does not fix/);
  });
});

describe('a defined expiration date counted from a defined commencement date', () => {
  it('counts it from the commencement date the definitions give', () => {
    const fields = extractFields('THIS AGREEMENT is dated 3 March 2024 between Kestrel Storage Limited (the "Supplier") and Linnet Retail Limited (the "Client").\n\n"Commencement Date" means 15 April 2024.\n\n"Expiry Date" means the date falling two (2) years after the Commencement Date.\n');
    assert.equal(fields.effectiveDate, '2024-03-03');
    assert.equal(fields.expirationDate, '2026-04-15');
  });
});

describe('recurring duties of a term that runs from a defined commencement date', () => {
  const lead = 'THIS AGREEMENT is dated 3 March 2024 between Kestrel Storage Limited (the "Supplier") and Linnet Retail Limited (the "Client").\n\n';
  const body = '2.1 This Agreement shall commence on the Service Start Date and shall continue for an initial period of two (2) years.\n\n3.1 The Supplier shall deliver to the Client a service report within ten (10) days after the end of each calendar month.\n';
  it('dates the first monthly report after the first month of the term, not of the agreement date', () => {
    const text = `${lead}"Service Start Date" means 15 April 2024.\n\n${body}`;
    const fields = extractFields(text);
    const report = buildObligations(fields, findDuties(text, fields), [], 'local').find((o) => o.title === 'Reporting')!;
    assert.equal(report.due_date, '2024-05-10');
  });
  it('gives no first date when the term starts on an event', () => {
    const text = `${lead}"Service Start Date" means the date on which the Services first go live.\n\n${body}`;
    const fields = extractFields(text);
    const report = buildObligations(fields, findDuties(text, fields), [], 'local').find((o) => o.title === 'Reporting')!;
    assert.equal(report.due_date, null);
  });
});

describe('an annual meeting and an annual renewal', () => {
  it('reads an annual meeting as an event, not as a period of one year', () => {
    const text = 'The Support Period shall be extended until thirty days before the advance notice period for the Company’s 2022 Annual Meeting of Stockholders.';
    assert.deepEqual(findDurations(text).map((d) => d.text), ['thirty days']);
    assert.deepEqual(findDurations('The Agreement renews for successive annual terms.').map((d) => d.text), ['annual']);
  });

  it('says a renewal read from the word "annual" lasts one year', () => {
    assert.equal(durationWords({ value: 1, unit: 'year', text: 'Annual' }), 'one year');
  });
});
