import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fromOurSide, positionOf, sideInContract, sideOfClause } from '../../src/analysis/our-side.ts';

const MAY = /may\b/;

describe('reading a clause from our side', () => {
  it('our own right to terminate for convenience is not a risk to us', () => {
    const text = 'Customer may terminate this Agreement for convenience on thirty (30) days’ written notice.';
    assert.deepEqual(fromOurSide('Termination for Convenience', text, 'Customer', 'medium'), { risk: 'low', note: "The right is ours (Customer), not the other party's." });
  });
  it('the other side’s right to walk away is', () => {
    const text = 'Supplier may terminate this Agreement for convenience on thirty (30) days’ written notice.';
    assert.equal(fromOurSide('Termination for Convenience', text, 'Customer', 'medium').risk, 'high');
  });
  it('an indemnity we give weighs more than one we receive', () => {
    const ours = 'Licensee shall indemnify and hold harmless Licensor against all third-party claims.';
    const theirs = 'Licensor shall indemnify and hold harmless Licensee against all third-party claims.';
    assert.equal(fromOurSide('Indemnification', ours, 'Licensee', 'medium').risk, 'high');
    assert.equal(fromOurSide('Indemnification', theirs, 'Licensee', 'medium').risk, 'low');
  });
  it('a right both parties hold weighs less than one only the other side holds', () => {
    assert.equal(positionOf('Either party may terminate this Agreement for convenience.', 'Customer', MAY), 'mutual');
    assert.equal(fromOurSide('Termination for Convenience', 'Either party may terminate for convenience.', 'Customer', 'medium').risk, 'low');
  });
  it('a burden both parties carry stays as the playbook rates it', () => {
    assert.equal(fromOurSide('Indemnification', 'Each party shall indemnify the other against third-party claims.', 'Customer', 'medium').risk, 'medium');
  });
  it('reads who holds a termination right from "terminated earlier by either Party"', () => {
    const text = 'This Agreement shall continue for two (2) years, unless terminated earlier by either Party upon thirty (30) days’ prior written notice.';
    assert.equal(sideOfClause('Termination for Convenience', text, 'Recipient'), 'mutual');
  });
  it('reads who holds an audit right from "shall permit Customer … to audit"', () => {
    const text = 'Provider shall maintain complete records and shall permit Customer, upon thirty (30) days’ prior written notice, to audit those records once in each calendar year.';
    assert.equal(sideOfClause('Audit Rights', text, 'Customer'), 'ours');
    assert.equal(sideOfClause('Audit Rights', text, 'Provider'), 'theirs');
  });
  it('changes nothing when the matter does not say which side it acts for', () => {
    assert.deepEqual(fromOurSide('Indemnification', 'Licensee shall indemnify Licensor.', null, 'medium'), { risk: 'medium', note: null });
  });
  it('reads a right "either party" holds as mutual even when the matter names no side', () => {
    const text = 'This Agreement may be cancelled at any time without cause by either party upon ninety (90) days written notice to the other party.';
    assert.equal(sideOfClause('Termination for Convenience', text, null), 'mutual');
    assert.deepEqual(fromOurSide('Termination for Convenience', text, null, 'medium'), { risk: 'low', note: 'Both parties hold this right.' });
    assert.equal(sideOfClause('Termination for Convenience', 'Customer may terminate this Agreement for convenience on thirty (30) days notice.', null), null);
  });
});

describe('who a clause binds, in other word orders', () => {
  it('reads the subject after the verb in "nor will Distributor market …"', () => {
    const text = 'Distributor agrees that it will not represent a competing supplier, nor will Distributor market such products.';
    assert.equal(sideOfClause('Non-Compete', text, 'Distributor'), 'ours');
  });
  it('reads an exclusive appointment as binding the party that grants it', () => {
    const text = 'Airspan hereby appoints Distributor as an independent, exclusive distributor of the Products in the Territory.';
    assert.equal(sideOfClause('Exclusivity', text, 'Distributor'), 'theirs');
    assert.equal(sideOfClause('Exclusivity', text, 'Airspan'), 'ours');
    assert.equal(sideOfClause('Exclusivity', 'Airspan hereby appoints Distributor as a non-exclusive distributor of the Products.', 'Distributor'), 'unknown');
  });
});

describe('who an indemnity, an insurance duty and an exclusive licence bind', () => {
  it('an indemnity binds the party that indemnifies, not the one that must notify a claim', () => {
    const text = 'Licensor shall defend, indemnify and hold harmless Licensee against third-party claims. Licensee shall give Licensor prompt notice of any claim.';
    assert.equal(sideOfClause('Indemnification', text, 'Licensee'), 'theirs');
  });
  it('an exclusive licence granted to us binds the licensor, whatever duties we accept with it', () => {
    const text = 'Licensor hereby grants to Licensee an exclusive licence to use the Content in the Territory. Licensee shall display the Licensor’s marks.';
    assert.equal(sideOfClause('Exclusivity', text, 'Licensee'), 'theirs');
  });
});

describe('the side as the contract names it', () => {
  const text = 'The University of Iowa ("University") hereby grants to ArTara an exclusive license to use the Program Data. ArTara agrees to defend, indemnify and hold the University harmless.';
  it('finds the licensee a role names through the grant when the contract never says "Licensee"', () => {
    assert.equal(sideInContract('Licensee', text), 'ArTara');
    assert.equal(sideInContract('Licensor', text), 'University');
  });
  it('reads a side the contract never names neutrally, not as "everyone else"', () => {
    assert.equal(sideInContract('Franchisee', text), null);
  });
  it('keeps a side the contract uses as it is', () => {
    assert.equal(sideInContract('University', text), 'University');
  });
  it('does not take "The insurance will …" for a party', () => {
    assert.equal(sideOfClause('Insurance', '(b) The insurance will include coverage for product liability with a minimum of $1,000,000 per occurrence.', 'ArTara'), 'unknown');
  });
});

describe('whose liability a cap leaves uncapped', () => {
  const supplierOnly = "Except for Supplier's obligations under Sections 6.3 and 7, neither party shall be liable for any indirect damages, and each party's aggregate liability shall not exceed Five Million Dollars ($5,000,000).";
  it('is the other party\u2019s when the carve-out names only its obligations, though "neither party" limits liability', () => {
    assert.equal(sideOfClause('Uncapped Liability', supplierOnly, 'Buyer'), 'theirs');
    assert.equal(sideOfClause('Uncapped Liability', supplierOnly, 'Supplier'), 'ours');
  });
  it('is both parties\u2019 when the carve-out reaches "a Party\u2019s" obligations', () => {
    const text = "The limitations in Sections 8.1 and 8.2 shall not apply to a Party's indemnification obligations or liability for gross negligence.";
    assert.equal(sideOfClause('Uncapped Liability', text, 'Customer'), 'mutual');
  });
});

describe('the subject of a duty after a condition naming the other party', () => {
  it('is the party named after the lead-in\u2019s comma', () => {
    const text = 'Subject to the Distributor fulfilling all the conditions in this clause 10, the Supplier shall indemnify the Distributor against any liability for personal injury.';
    assert.equal(sideOfClause('Indemnification', text, 'Distributor'), 'theirs');
    assert.equal(sideOfClause('Indemnification', text, 'Supplier'), 'ours');
  });
  it('stays the party before the comma when the words after it name nobody', () => {
    const text = 'Licensor, at its own expense, shall defend and indemnify Licensee against third-party claims.';
    assert.equal(sideOfClause('Indemnification', text, 'Licensee'), 'theirs');
  });
});

describe('most-favoured terms belong to the party they are promised to', () => {
  const text = 'If Vendor sells the Components to any other distributor at a lower price, Vendor shall extend the same price to Distributor.';
  it('are our right when the other party promises them to us', () => {
    assert.equal(sideOfClause('Most Favored Nation', text, 'Distributor'), 'ours');
    assert.equal(fromOurSide('Most Favored Nation', text, 'Distributor', 'low').risk, 'low');
  });
  it('are the other party’s right when we promise them', () => {
    assert.equal(sideOfClause('Most Favored Nation', text, 'Vendor'), 'theirs');
  });
});

describe('an exclusive right is held by the party that has it', () => {
  it('binds the other party, not the holder, when the holder is named as having it', () => {
    const text = 'Licensee shall have the exclusive right to commercialise the Product in the Territory, and shall use diligent efforts to do so.';
    assert.equal(sideOfClause('Exclusivity', text, 'Licensee'), 'theirs');
    assert.equal(sideOfClause('Exclusivity', text, 'Licensor'), 'ours');
  });
});

describe('who holds a first right', () => {
  it('is the party offered the right, not the seller who may sell to the third party once it is refused', () => {
    const text = 'If Tenant receives a bona fide offer to buy its business, Tenant shall offer Landlord the right to purchase on the same terms. Landlord shall have twenty (20) days to accept. If Landlord does not accept, Tenant may complete the sale to the third party.';
    assert.equal(sideOfClause('Rofr/Rofo/Rofn', text, 'Tenant'), 'theirs');
    assert.equal(sideOfClause('Rofr/Rofo/Rofn', text, 'Landlord'), 'ours');
  });
  it('is the party to be negotiated with first', () => {
    const text = 'Before licensing the Sequel to anyone else, Author shall first negotiate exclusively and in good faith with Publisher for sixty (60) days before negotiating with any third party.';
    assert.equal(sideOfClause('Rofr/Rofo/Rofn', text, 'Publisher'), 'ours');
  });
});
