// Issue #9: clause typing a lawyer can trust. The whole tagger (models in models/) on provisions written for
// these tests, numbered and without headings, as the independent evaluation presents them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadClauseTagger } from '../../src/engines/local/analysis/clauses/tagger.ts';
import { segmentClauses } from '../../src/engines/local/analysis/clauses/segment.ts';
import { headingLabels } from '../../scripts/train/lib/heading-labels.ts';
import type { ClauseType } from '../../src/domain/taxonomy.ts';

const PROVISIONS = [
  'The Parties hereby agree as follows: 1. Services. Consultant shall provide the consulting services described in Exhibit A to the Company.',
  'Licensor grants to Licensee a perpetual, non-exclusive, royalty-free license to use the Licensed Software for its internal business purposes.',
  "Subject to Section 12.3, each party's total liability arising out of this Agreement will not be more than the General Cap Amount.",
  'In no event shall either party be liable to the other for any indirect, incidental, special or consequential damages, including lost profits, even if advised of their possibility.',
  'There are no third-party beneficiaries of this Agreement.',
  'Distributor shall keep complete and accurate records of all sales of the Products for at least three years after each sale.',
  'If any provision of this Agreement is held invalid or unenforceable, the remaining provisions shall remain in full force and effect.',
  'Customer shall pay all undisputed invoices within thirty (30) days of the invoice date by wire transfer to the account designated by Supplier.',
  'Each party shall hold the Confidential Information of the other party in strict confidence and shall not disclose it to any third party without prior written consent.',
  'All notices under this Agreement shall be in writing and shall be deemed given when delivered personally, by courier or by certified mail to the addresses set forth above.',
  'This Agreement shall be governed by and construed in accordance with the laws of the State of Delaware, without regard to its conflict of laws principles.',
  '"Products" means the products listed in Schedule 1, as amended from time to time.',
  'S/ Jonathan Miller Name: Jonathan Miller Title: Chief Financial Officer Date: June 1, 2021',
];
const TEXT = PROVISIONS.map((p, i) => `${i + 1}. ${p}`).join('\n\n');
const tagger = loadClauseTagger();
const segments = segmentClauses(TEXT, []);
const types = tagger.tag(segments, { fullText: TEXT });

function typesOf(start: string): ClauseType[] {
  const i = segments.findIndex((s) => s.text.includes(start));
  assert.ok(i >= 0, `no segment holds "${start}"`);
  return types[i]!;
}

test('the opening words "The Parties hereby agree as follows" are not typed Amendment', () => {
  assert.ok(!typesOf('The Parties hereby agree as follows').includes('Amendment'));
});

test('a perpetual, non-exclusive, royalty-free license is not Exclusivity', () => {
  assert.ok(!typesOf('perpetual, non-exclusive').includes('Exclusivity'));
});

test('a sentence ending "will not be more than the General Cap Amount" is not Uncapped Liability', () => {
  assert.ok(!typesOf('General Cap Amount').includes('Uncapped Liability'));
});

test('a consequential-damages exclusion is not Uncapped Liability', () => {
  assert.ok(!typesOf('consequential damages, including lost profits').includes('Uncapped Liability'));
});

test('"There are no third-party beneficiaries" is not an Unlimited/All-You-Can-Eat License', () => {
  assert.ok(!typesOf('no third-party beneficiaries').includes('Unlimited/All-You-Can-Eat-License'));
});

test('a records provision is not Insurance', () => {
  assert.ok(!typesOf('accurate records of all sales').includes('Insurance'));
});

test('severability is Severability, not Term', () => {
  const t = typesOf('held invalid or unenforceable');
  assert.ok(t.includes('Severability'), t.join(', '));
  assert.ok(!t.includes('Term'));
});

test('general types are found without headings', () => {
  assert.ok(typesOf('pay all undisputed invoices').includes('Payment Terms'));
  assert.ok(typesOf('in strict confidence').includes('Confidentiality'));
  assert.ok(typesOf('All notices under this Agreement').includes('Notices'));
  assert.ok(typesOf('governed by and construed').includes('Governing Law'));
});

test('definitions and signature blocks get no type', () => {
  assert.deepEqual(typesOf('"Products" means'), []);
  // The segmenter may drop a signature line altogether; where it keeps one, it carries no type.
  segments.forEach((s, i) => {
    if (s.text.includes('S/ Jonathan Miller')) assert.deepEqual(types[i], [], s.text);
  });
});

test('heading labels: one subject counts, mixed or section-wide headings are left out', () => {
  assert.deepEqual(headingLabels('12. Indemnification'), ['Indemnification']);
  assert.deepEqual(headingLabels('ARTICLE 9 CONFIDENTIALITY'), ['Confidentiality']);
  assert.deepEqual(headingLabels('Governing Law and Jurisdiction'), ['Governing Law', 'Dispute Resolution']);
  assert.deepEqual(headingLabels('Counterparts'), ['Counterparts']);
  assert.deepEqual(headingLabels('Taxes'), ['Other']);
  assert.equal(headingLabels('Term and Termination'), null);
  assert.equal(headingLabels('Miscellaneous'), null);
  assert.equal(headingLabels(null), null);
});
