import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { DEFAULT_PLAYBOOK } from '../../src/analysis/default-playbook.ts';
import { emptyClauseFacts, emptyContractFields, type DurationFact } from '../../src/analysis/model.ts';
import { tailorRecommendation } from '../../src/analysis/recommend.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';

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
    const out = tailorRecommendation('Renewal Term', text, emptyClauseFacts(), base, { contractType: 'Service Agreement', feeBearing: true, position: null, ourSide: null });
    assert.doesNotMatch(out, /renew automatically/);
    assert.match(out, /Nothing renews automatically/);
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
