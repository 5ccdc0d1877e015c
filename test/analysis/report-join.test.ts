// A provision the segmenter split into pieces is reported once per type, and a clause that leads into a list spans
// its items (src/analysis/report.ts joinSplitProvisions, extendOverListItems).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extendOverListItems, joinSplitProvisions } from '../../src/analysis/report.ts';
import type { Clause, ReportClause } from '../../src/analysis/model.ts';

const TEXT =
  '7.1 Distributor shall buy the Products only from Supplier. ' +
  '(a) Distributor shall not sell competing products in the Territory. ' +
  '7.2 Each party shall keep the other party\u2019s information confidential. ' +
  '7.3 Supplier shall not appoint another distributor in the Territory.';

function clauseOf(fragment: string, type: ReportClause['type'], risk: ReportClause['risk_level'] = 'low', analysis = fragment): ReportClause {
  const start = TEXT.indexOf(fragment);
  return { type, risk_level: risk, text: fragment, analysis, recommendation: '', start, end: start + fragment.length, page: 1, engine: 'local' };
}

test('neighbouring pieces of one type become one clause that keeps the riskier analysis', () => {
  const first = clauseOf('7.1 Distributor shall buy the Products only from Supplier.', 'Exclusivity', 'low', 'buys only from Supplier');
  const second = clauseOf('(a) Distributor shall not sell competing products in the Territory.', 'Exclusivity', 'medium', 'no competing products');
  const [joined, ...rest] = joinSplitProvisions([first, second], TEXT);
  assert.equal(rest.length, 0);
  assert.equal(joined!.start, first.start);
  assert.equal(joined!.end, second.end);
  assert.equal(joined!.text, TEXT.slice(first.start, second.end));
  assert.equal(joined!.risk_level, 'medium');
  assert.equal(joined!.analysis, 'no competing products');
});

test('clauses of one type with another provision between them stay apart', () => {
  const first = clauseOf('7.1 Distributor shall buy the Products only from Supplier.', 'Exclusivity');
  const later = clauseOf('7.3 Supplier shall not appoint another distributor in the Territory.', 'Exclusivity');
  assert.equal(joinSplitProvisions([first, later], TEXT).length, 2);
});

test('neighbouring clauses of different types are not joined', () => {
  const first = clauseOf('7.1 Distributor shall buy the Products only from Supplier.', 'Exclusivity');
  const second = clauseOf('(a) Distributor shall not sell competing products in the Territory.', 'Non-Compete');
  assert.deepEqual(joinSplitProvisions([first, second], TEXT).map((c) => c.type), ['Exclusivity', 'Non-Compete']);
});

const LIST = 'Licensee shall not: (a) sublicense the Software; (b) reverse engineer the Software; or (c) rent it to others. 9. Fees are due monthly.';

function segmentsOf(text: string, pieces: string[]): Clause[] {
  return pieces.map((piece) => {
    const start = text.indexOf(piece);
    return { start, end: start + piece.length, page: 1, text: piece, heading: null, types: [] };
  });
}

test('a clause that leads into a list spans its items, and stops at the next provision', () => {
  const pieces = ['Licensee shall not:', '(a) sublicense the Software;', '(b) reverse engineer the Software; or', '(c) rent it to others.', '9. Fees are due monthly.'];
  const leadIn: ReportClause = { type: 'Non-Transferable License', risk_level: 'low', text: pieces[0]!, analysis: '', recommendation: '', start: 0, end: pieces[0]!.length, page: 1, engine: 'local' };
  const [extended] = extendOverListItems([leadIn], segmentsOf(LIST, pieces), LIST);
  assert.equal(extended!.text, 'Licensee shall not: (a) sublicense the Software; (b) reverse engineer the Software; or (c) rent it to others.');
});

test('a lead-in that ends with a colon spans its items even when each ends with a full stop, and stops at the next provision', () => {
  const text = '16.02. You covenant that you will not, directly or indirectly: A. Divert any customer to a competitor. B. Employ any person employed by us. 16.03. You shall keep the Premises clean.';
  const pieces = ['16.02. You covenant that you will not, directly or indirectly:', 'A. Divert any customer to a competitor.', 'B. Employ any person employed by us.', '16.03. You shall keep the Premises clean.'];
  const leadIn: ReportClause = { type: 'Non-Compete', risk_level: 'low', text: pieces[0]!, analysis: '', recommendation: '', start: 0, end: pieces[0]!.length, page: 1, engine: 'local' };
  const [extended] = extendOverListItems([leadIn], segmentsOf(text, pieces), text);
  assert.equal(extended!.text, '16.02. You covenant that you will not, directly or indirectly: A. Divert any customer to a competitor. B. Employ any person employed by us.');
});

test('an opening that ends with "agree as follows:" does not span the numbered sections after it', () => {
  const text = 'NOW, THEREFORE, the parties agree as follows: 1. Services. Provider shall perform the Services. 2. Fees. Customer shall pay the Fees.';
  const pieces = ['NOW, THEREFORE, the parties agree as follows:', '1. Services. Provider shall perform the Services.', '2. Fees. Customer shall pay the Fees.'];
  const opening: ReportClause = { type: 'Amendment', risk_level: 'low', text: pieces[0]!, analysis: '', recommendation: '', start: 0, end: pieces[0]!.length, page: 1, engine: 'local' };
  const [extended] = extendOverListItems([opening], segmentsOf(text, pieces), text);
  assert.equal(extended!.text, pieces[0]);
});

test('an item inside the clause of its type before it is not reported again', () => {
  const whole = clauseOf('7.1 Distributor shall buy the Products only from Supplier. (a) Distributor shall not sell competing products in the Territory.', 'Exclusivity');
  const item = clauseOf('(a) Distributor shall not sell competing products in the Territory.', 'Exclusivity', 'high', 'no competing products');
  const joined = joinSplitProvisions([whole, item], TEXT);
  assert.equal(joined.length, 1);
  assert.equal(joined[0]!.text, whole.text);
  assert.equal(joined[0]!.risk_level, 'high');
});

test('a cap provision split into pieces keeps the analysis of the piece that states the cap, not the riskier exclusion before it', () => {
  const text =
    '8.1 IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES ARISING OUT OF THIS AGREEMENT. ' +
    "8.2 EACH PARTY'S TOTAL AGGREGATE LIABILITY SHALL NOT EXCEED THE FEES PAID OR PAYABLE IN THE TWELVE (12) MONTHS PRECEDING THE CLAIM.";
  const piece = (fragment: string, risk: ReportClause['risk_level'], analysis: string): ReportClause => {
    const start = text.indexOf(fragment);
    return { type: 'Cap on Liability', risk_level: risk, text: fragment, analysis, recommendation: '', start, end: start + fragment.length, page: 1, engine: 'local' };
  };
  const exclusion = piece(text.slice(0, text.indexOf(' 8.2')), 'medium', 'no cap amount stated');
  const cap = piece(text.slice(text.indexOf('8.2')), 'low', 'capped at 12 months of fees');
  const [joined, ...rest] = joinSplitProvisions([exclusion, cap], text);
  assert.equal(rest.length, 0);
  assert.equal(joined!.text, text);
  assert.equal(joined!.analysis, 'capped at 12 months of fees');
  assert.equal(joined!.risk_level, 'low');
});

test('a covenant that outlasts the term speaks for the joined provision over its in-term neighbour of equal risk', () => {
  const text =
    '9.1 During the Term, Licensee shall not operate any competing studio. ' +
    '9.2 For eighteen (18) months after this Agreement ends, Licensee shall not operate any competing studio within ten miles.';
  const piece = (fragment: string, analysis: string): ReportClause => {
    const start = text.indexOf(fragment);
    return { type: 'Non-Compete', risk_level: 'high', text: fragment, analysis, recommendation: '', start, end: start + fragment.length, page: 1, engine: 'local' };
  };
  const inTerm = piece('9.1 During the Term, Licensee shall not operate any competing studio.', 'ends with the term');
  const postTerm = piece('9.2 For eighteen (18) months after this Agreement ends, Licensee shall not operate any competing studio within ten miles.', 'lasts eighteen months');
  const [joined] = joinSplitProvisions([inTerm, postTerm], text);
  assert.equal(joined!.analysis, 'lasts eighteen months');
  assert.equal(joined!.start, inTerm.start);
});

test('of joined pieces of an IP ownership clause, the one that assigns speaks for it, not the one that owns tooling', () => {
  const text =
    '8.1 All molds supplied by Buyer remain the property of Buyer and shall be kept insured by Maker. ' +
    '8.2 All improvements to the Parts made by Maker shall be owned by Buyer, and Maker hereby assigns them to Buyer.';
  const piece = (fragment: string, analysis: string): ReportClause => {
    const start = text.indexOf(fragment);
    return { type: 'IP Ownership Assignment', risk_level: 'medium', text: fragment, analysis, recommendation: '', start, end: start + fragment.length, page: 1, engine: 'local' };
  };
  const molds = piece('8.1 All molds supplied by Buyer remain the property of Buyer and shall be kept insured by Maker.', 'molds');
  const assignment = piece('8.2 All improvements to the Parts made by Maker shall be owned by Buyer, and Maker hereby assigns them to Buyer.', 'assigns improvements');
  assert.equal(joinSplitProvisions([molds, assignment], text)[0]!.analysis, 'assigns improvements');
});
