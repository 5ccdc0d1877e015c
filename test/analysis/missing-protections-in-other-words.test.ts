// Issue #9, "missing means absent": protections a search of CUAD training contracts found reported missing although
// the contract states them, in words of their own. One behaviour per test, on sentences written for these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findProtection } from '../../src/analysis/protection-search.ts';

test('force majeure excusing failures beyond a named party\'s control is found', () => {
  const text = '9.1 Force Majeure. The College will not be liable for any failure to perform this Agreement caused by circumstances reasonably beyond the College\'s control, such as fire or flood.';
  assert.notEqual(findProtection('Force Majeure', text), null);
});

test('a party relieved of its obligations while a cause beyond its control prevents performance has force majeure', () => {
  const text = '(i) FORCE MAJEURE. Except for payment obligations, each Party shall be relieved of its obligations to the extent that performance is delayed or prevented by any cause beyond its reasonable control.';
  assert.notEqual(findProtection('Force Majeure', text), null);
});

test('a force majeure section of the main agreement incorporated by reference is found', () => {
  const text = 'Sections 8.2 (Limitation of Liability), 12.2 (Force Majeure) and 12.3 (Assignment) of the Master Agreement are incorporated herein by reference.';
  assert.notEqual(findProtection('Force Majeure', text), null);
  assert.equal(findProtection('Force Majeure', 'The Supplier shall deliver the goods beyond the port of Rotterdam within ten days.'), null);
});

test('an indemnity stated as agreeing to protect, indemnify and hold harmless is found', () => {
  assert.notEqual(findProtection('Indemnification', 'The Company agrees to protect, indemnify and hold harmless the League and its agents from and against any and all claims.'), null);
});

test('a party responsible for and holding the other harmless from losses gives an indemnity', () => {
  assert.notEqual(findProtection('Indemnification', 'Each Party shall be responsible for and hold the other Party harmless from any loss arising out of its breach of its warranties.'), null);
});

test('an indemnity at the end of a list of duties is found', () => {
  const text = 'The Operator will remove the infringing content, resolve any dispute and be liable for its consequences, and indemnify the Owner for any loss incurred by the Owner.';
  assert.notEqual(findProtection('Indemnification', text), null);
  assert.equal(findProtection('Indemnification', 'The Licensor shall have no obligation to indemnify the Licensee with respect to any claims.'), null);
});

test('a termination right whose grounds are lettered items with their letters set apart is termination for cause', () => {
  const text = '14.01. The Franchisor may, at its option, terminate this Agreement effective immediately upon notice, upon the occurrence of any of the following:  A. The Franchisee becomes insolvent or makes a general assignment for the benefit of creditors.  B. The Franchisee abandons the business.';
  assert.notEqual(findProtection('Termination for Cause', text), null);
});

test('a representation that the agreement is enforceable except as insolvency laws limit it gives no termination for cause', () => {
  const text = '(b) This Agreement constitutes a valid and binding obligation of the Seller, enforceable against it in accordance with its terms, except as enforcement may be limited by applicable bankruptcy, insolvency or similar laws affecting creditors generally. (c) The Buyer may terminate the purchase order at any time before shipment.';
  assert.equal(findProtection('Termination for Cause', text), null);
});

test('a sole remedy in damages with the right to terminate waived gives no termination for cause', () => {
  const text = 'Upon any breach of this Agreement, the only remedy of the other Party shall be damages or specific performance, and each Party irrevocably waives the right to rescind or terminate this Agreement for any breach, including a material breach.';
  assert.equal(findProtection('Termination for Cause', text), null);
});

test('a right to terminate on the other party\'s bankruptcy is still termination for cause', () => {
  const text = 'Either party may terminate this Agreement by notice if the other party becomes subject to any proceeding under any bankruptcy or insolvency law.';
  assert.notEqual(findProtection('Termination for Cause', text), null);
});
