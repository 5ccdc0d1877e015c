// Issue #9, "missing means absent": the whole-text search that backs up missing-clause findings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findProtection, findProtections } from '../../src/analysis/protection-search.ts';
import { sentenceSpansOf } from '../../src/analysis/sentences.ts';

const CONTRACT = `SERVICES AGREEMENT

This Services Agreement is entered into as of March 1, 2022 by and between Acme Inc. ("Customer") and Beta LLC ("Provider").

1. Definitions. "Confidential Information" means any non-public information disclosed by either party.

2. Term. This Agreement begins on the Effective Date and continues for two (2) years. Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty (30) days after written notice.

3. Information. Each party shall hold the other party's Confidential Information in strict confidence and shall not disclose it to any third party.

4. Warranties. Provider warrants that the Services will be performed in a workmanlike manner. EXCEPT AS STATED ABOVE, PROVIDER MAKES NO OTHER WARRANTIES, EXPRESS OR IMPLIED, AND DISCLAIMS ALL IMPLIED WARRANTIES OF MERCHANTABILITY.

5. Insurance. Provider shall maintain general liability insurance and shall indemnify, defend and hold harmless Customer from any third-party claims arising from Provider's negligence.

6. Liability. In no event shall either party's aggregate liability under this Agreement exceed the fees paid in the twelve (12) months preceding the claim.
`;

function quoteOf(type: Parameters<typeof findProtection>[0], text = CONTRACT): string | null {
  const found = findProtection(type, text);
  if (found === null) return null;
  assert.equal(text.slice(found.start, found.end), found.quote);
  return found.quote;
}

test('termination for material breach with a cure period is found inside the Term section', () => {
  assert.match(quoteOf('Termination for Cause')!, /materially breaches it and fails to cure/);
});

test('termination on insolvency counts as termination for cause', () => {
  const text = 'Either party may terminate this Agreement immediately upon written notice if the other party becomes insolvent or makes an assignment for the benefit of creditors.';
  assert.match(quoteOf('Termination for Cause', text)!, /insolvent/);
});

test('a breach sentence and the termination right in the next sentence count together', () => {
  const text = 'If Distributor commits a material breach and does not remedy it within 15 days of notice, that is an Event of Default. Upon an Event of Default, Supplier may terminate this Agreement.';
  const quote = quoteOf('Termination for Cause', text)!;
  assert.match(quote, /material breach/);
  assert.match(quote, /may terminate/);
});

test('termination for convenience alone is no termination for cause', () => {
  assert.equal(quoteOf('Termination for Cause', 'Either party may terminate this Agreement for convenience upon ninety (90) days written notice.'), null);
});

test('a confidentiality undertaking is found under another heading; the definition alone does not count', () => {
  assert.match(quoteOf('Confidentiality')!, /strict confidence/);
  assert.equal(quoteOf('Confidentiality', '"Confidential Information" means any non-public information disclosed by either party.'), null);
});

test('SEC confidential-treatment banners are no confidentiality clause', () => {
  assert.equal(quoteOf('Confidentiality', '[***] Confidential treatment has been requested; the omitted portions have been filed separately with the Commission.'), null);
});

test('a warranty disclaimer is found', () => {
  assert.match(quoteOf('Warranty Disclaimer')!, /DISCLAIMS ALL IMPLIED WARRANTIES/);
  assert.match(quoteOf('Warranty Disclaimer', 'The Software is provided "AS IS" without warranty of any kind.')!, /AS IS/);
});

test('a warranty is a warranty given, not one disclaimed', () => {
  assert.ok(quoteOf('Warranty', 'Supplier warrants that the Products will conform to the Specifications for twelve (12) months from delivery.'));
  assert.equal(quoteOf('Warranty', 'Licensor does not warrant that the Software will be error-free.'), null);
});

test('an indemnity inside the insurance section is found', () => {
  assert.match(quoteOf('Indemnification')!, /indemnify, defend and hold harmless/);
});

test('a limitation of liability and its cap are found', () => {
  assert.match(quoteOf('Limitation of Liability')!, /aggregate liability/);
  assert.match(quoteOf('Cap on Liability')!, /exceed the fees paid/);
  assert.match(quoteOf('Limitation of Liability', 'Neither party shall be liable for any indirect or consequential damages.')!, /consequential/);
  assert.equal(quoteOf('Cap on Liability', 'Neither party shall be liable for any indirect or consequential damages.'), null);
});

test('absent protections are null', () => {
  const text = 'Supplier shall deliver the Products to the Customer within ten days of each order. Customer shall pay each invoice within thirty days.';
  const found = findProtections(text);
  for (const [type, evidence] of Object.entries(found)) assert.equal(evidence, null, type);
});

test('types it does not search return null', () => {
  assert.equal(findProtection('Notices', CONTRACT), null);
});

test('sentences keep exact offsets and do not split after "Inc."', () => {
  const text = 'Acme Inc. shall pay. Beta shall deliver; Gamma shall wait.';
  const sentences = sentenceSpansOf(text);
  assert.deepEqual(sentences.map((s) => s.text), ['Acme Inc. shall pay.', 'Beta shall deliver;', 'Gamma shall wait.']);
  for (const s of sentences) assert.equal(text.slice(s.start, s.end), s.text);
});

test('a colon inside brackets ends no sentence ("(attention: General Counsel)")', () => {
  const text = 'Notices shall be delivered to the Company (attention: General Counsel) or to the Executive. Either party may change its address.';
  assert.deepEqual(sentenceSpansOf(text).map((s) => s.text), ['Notices shall be delivered to the Company (attention: General Counsel) or to the Executive.', 'Either party may change its address.']);
});

// Phrasings of the same protections as other contracts write them (issue #9, missing means absent).
test('a material default not corrected, and "end this Agreement", are termination for cause', () => {
  assert.ok(quoteOf('Termination for Cause', 'In the event of a material default by Licensee, Licensor may, at its option, end this Agreement by written notice, provided Licensee has not remedied the default within sixty (60) days.'));
  assert.ok(quoteOf('Termination for Cause', 'This Agreement may be terminated by either party on thirty (30) days written notice if the other party defaults in the performance of any material obligation and such default is not corrected within the notice period.'));
});

test('termination of employment for Cause is termination for cause; liquidation or a receiver is insolvency', () => {
  assert.ok(quoteOf('Termination for Cause', "The Company may terminate the Executive's employment for Cause at any time upon written notice."));
  assert.ok(quoteOf('Termination for Cause', 'Supplier may terminate this Agreement with immediate effect by notice in writing if Distributor goes into liquidation, has an administrator or receiver appointed over any of its assets, or ceases to carry on business.'));
  assert.equal(quoteOf('Termination for Cause', 'Either party may terminate this Agreement without cause on ninety (90) days written notice.'), null);
});

test('"neither party will disclose … Confidential Information" and use "only for the Purpose" are confidentiality', () => {
  assert.ok(quoteOf('Confidentiality', "Neither party will disclose the other party's Confidential Information to third parties, except as permitted by this Section."));
  assert.ok(quoteOf('Confidentiality', 'All Confidential Information shall remain the property of the Disclosing Party and shall be used by the Receiving Party only for the Purpose.'));
  assert.equal(quoteOf('Confidentiality', "Licensee shall use the Software only for Licensee's internal business purposes."), null);
});

test('"maximum liability shall be the amount paid" is a limitation and a cap', () => {
  const text = "Licensor's maximum liability shall be the amount paid by Licensee for the Software.";
  assert.ok(quoteOf('Limitation of Liability', text));
  assert.ok(quoteOf('Cap on Liability', text));
});

test('"does not warrant", "neither party makes any representation or warranty" and excluded implied terms are warranty disclaimers', () => {
  assert.ok(quoteOf('Warranty Disclaimer', 'Licensor does not warrant that the Software will be error-free or that its operation will be uninterrupted.'));
  assert.ok(quoteOf('Warranty Disclaimer', 'Except as expressly provided in this Section 8, neither party makes any representation or warranty of any kind.'));
  assert.ok(quoteOf('Warranty Disclaimer', 'Seller expressly excludes all conditions, warranties and other terms which might otherwise be implied by statute or common law.'));
  assert.equal(quoteOf('Warranty Disclaimer', 'Supplier warrants that the Products will conform to the Specifications.'), null);
});

test('a duty to defend against third-party claims is an indemnity; reimbursing legal fees is not', () => {
  assert.ok(quoteOf('Indemnification', "Distributor shall defend Supplier against any claim brought by a third party arising from Distributor's marketing of the Products and shall pay any damages finally awarded."));
  assert.ok(quoteOf('Indemnification', 'The Customer shall indemnify and keep indemnified the Supplier against all losses, costs and expenses arising from any breach of this Agreement by the Customer.'));
  assert.equal(quoteOf('Indemnification', 'The Company shall reimburse the Executive for reasonable legal fees incurred in negotiating this Agreement.'), null);
});

test('an English insolvency right ("unable to pay its debts", an administrator appointed) is termination for cause', () => {
  assert.ok(quoteOf('Termination for Cause', 'Either party may terminate this agreement with immediate effect by giving written notice if the other party is unable to pay its debts as they fall due.'));
  assert.ok(quoteOf('Termination for Cause', 'The Supplier may terminate this agreement on written notice if an administrator is appointed over the Customer.'));
});
