// Issue #9: errors found reading a sample of the grouped CV's report clauses that no CUAD annotation of their type
// supports, as a lawyer reads them. One behaviour per test, on sentences written for these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nonOperativeKind, typeHasItsWords } from '../../src/analysis/clause-wording.ts';

test('a definition that goes on to say when one entity is regarded as controlling another is still a definition', () => {
  const text =
    '1.2 "Affiliate" shall mean any entity that controls, is controlled by or is under common control with a Party. An entity shall be regarded as in control of another entity if it owns more than fifty percent (50%) of its voting stock.';
  assert.equal(nonOperativeKind(text), 'definition');
  assert.equal(nonOperativeKind('1.2 "Affiliate" shall mean any entity that controls a Party. Each Party shall cause its Affiliates to comply with this Agreement.'), null);
});

test('a licence that says it includes no minimum royalty commits no one to a minimum', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', '3. This Licence does not include a minimum annual royalty payable by the Licensee to the Owner.'), false);
  assert.ok(typeHasItsWords('Minimum Commitment', '3. The Licensee shall pay a minimum annual royalty of $20,000 to the Owner.'));
});

test('the grantor acting for itself and its affiliates gives a licence, it does not license the affiliates', () => {
  const text = '4.1 Orbis (on behalf of itself and its Affiliates) hereby grants Keller a non-exclusive, royalty-free license under the Orbis Patents to conduct the Studies.';
  assert.equal(typeHasItsWords('Affiliate License-Licensee', text), false);
  assert.equal(typeHasItsWords('Affiliate License-Licensee', '4.1 Orbis and its Affiliates hereby grant to Keller a non-exclusive license under the Orbis Patents.'), false);
  assert.ok(typeHasItsWords('Affiliate License-Licensee', '4.1 Orbis hereby grants to Keller and its Affiliates a non-exclusive license under the Orbis Patents.'));
});

test('a party owning the improvements it creates itself is assigned nothing', () => {
  const text = '6.4 Improvements. As between the Parties, Orbis shall own all right, title and interest in any Improvements conceived or created by Orbis, and all Intellectual Property rights therein.';
  assert.equal(typeHasItsWords('IP Ownership Assignment', text), false);
  assert.equal(typeHasItsWords('IP Ownership Assignment', '6.4 Each Party shall own all inventions and Intellectual Property made solely by it in performing this Agreement.'), false);
  assert.ok(typeHasItsWords('IP Ownership Assignment', '6.4 Orbis shall own all right, title and interest in any Improvements conceived or created by Keller, and Keller hereby assigns them to Orbis.'));
  assert.ok(typeHasItsWords('IP Ownership Assignment', '6.4 Orbis shall own all Intellectual Property in any Improvements created by Keller in performing the Services.'));
});
