// Issue #9, "missing means absent": the whole-text search that backs up missing-clause findings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findProtection, findProtections, sentencesOf } from '../../src/analysis/protection-search.ts';

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
  assert.match(quoteOf('Warranty')!, /DISCLAIMS ALL IMPLIED WARRANTIES/);
  assert.match(quoteOf('Warranty', 'The Software is provided "AS IS" without warranty of any kind.')!, /AS IS/);
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
  const sentences = sentencesOf(text);
  assert.deepEqual(sentences.map((s) => s.text), ['Acme Inc. shall pay.', 'Beta shall deliver;', 'Gamma shall wait.']);
  for (const s of sentences) assert.equal(text.slice(s.start, s.end), s.text);
});
