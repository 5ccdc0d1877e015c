// The console's reflow of extracted text (web/src/reflow.ts, issue #15): line breaks that only wrapped a PDF
// paragraph are joined, real breaks stay, and no offset moves (clause highlights are cut at original offsets).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { displaySlice, reflowText } from '../../web/src/reflow.ts';

/** Hard-wraps each paragraph at `width` characters, as a PDF's text layer does. */
function wrap(paragraph: string, width: number, indent = ''): string {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent + word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.join('\n');
}

const FIXTURE = readFileSync(resolve(import.meta.dirname, '../browser/fixtures/services-agreement.txt'), 'utf8');
const PARAGRAPHS = FIXTURE.trim().split('\n\n');
// The signature block is set in columns already (its lines stay as they are); every other paragraph is wrapped.
const WRAPPED = PARAGRAPHS.map((paragraph) => (paragraph.includes('\n') ? paragraph : wrap(paragraph, 78))).join('\n\n');

const shown = (text: string) => displaySlice(text, 0, text.length, reflowText(text));
const withoutSpace = (text: string) => text.replace(/\s+/g, '');

describe('reflow of extracted text', () => {
  it('joins the lines of a hard-wrapped paragraph and keeps the blank lines between paragraphs', () => {
    const result = shown(WRAPPED);
    assert.deepEqual(result.split('\n\n'), PARAGRAPHS);
  });

  it('changes nothing but whitespace, and any cut of the text shows the same as the whole', () => {
    const reflow = reflowText(WRAPPED);
    assert.ok(reflow.size > 10);
    for (const [index, replacement] of reflow) {
      assert.match(WRAPPED[index]!, /\s/, `offset ${index} is not whitespace`);
      assert.match(replacement, /^ ?$/);
    }
    const whole = displaySlice(WRAPPED, 0, WRAPPED.length, reflow);
    assert.equal(withoutSpace(whole), withoutSpace(WRAPPED));
    // Cut where clause highlights would be: the pieces, shown one by one, read as the whole.
    const cuts = [0, 17, 80, 81, 82, 300, 301, 777, 1200, 1201, 1555, WRAPPED.length];
    let pieces = '';
    for (let i = 0; i < cuts.length - 1; i++) pieces += displaySlice(WRAPPED, cuts[i]!, cuts[i + 1]!, reflow);
    assert.equal(pieces, whole);
  });

  it('keeps a clause found at its offsets: the slice shown reads as the clause with its line breaks joined', () => {
    const sentence = 'Customer shall pay all undisputed invoices within thirty (30) days after receipt.';
    const start = WRAPPED.replace(/\s/g, ' ').indexOf(sentence.replace(/ /g, ' ').slice(0, 30));
    assert.ok(start > 0);
    const end = start + sentence.length; // wrap() turned spaces into line breaks one for one
    const original = WRAPPED.slice(start, end);
    assert.match(original, /\n/);
    assert.equal(displaySlice(WRAPPED, start, end, reflowText(WRAPPED)), original.replace(/\n/g, ' '));
  });

  it('keeps numbered clauses, list items and headings on lines of their own', () => {
    const text = [
      wrap('SERVICES AGREEMENT', 78),
      '',
      wrap('The parties agree as follows, each of them acting through its duly authorised representatives named below:', 60),
      '(a) the Provider delivers the Services;',
      '(b) the Customer pays for them;',
      '- and nobody assigns anything.',
      '1.2 Definitions used in this Agreement have the meaning given to them in the schedule attached to it.',
      'ARTICLE II',
      wrap('Payment of every invoice is due within thirty days after it is received by the Customer at its address.', 60),
    ].join('\n');
    const lines = shown(text).split('\n');
    assert.deepEqual(lines, [
      'SERVICES AGREEMENT',
      '',
      'The parties agree as follows, each of them acting through its duly authorised representatives named below:',
      '(a) the Provider delivers the Services;',
      '(b) the Customer pays for them;',
      '- and nobody assigns anything.',
      '1.2 Definitions used in this Agreement have the meaning given to them in the schedule attached to it.',
      'ARTICLE II',
      'Payment of every invoice is due within thirty days after it is received by the Customer at its address.',
    ]);
  });

  it('joins a line that begins with a decimal number in running text', () => {
    const text = [
      'The Customer shall pay the Supplier a one-time implementation fee of USD',
      '1.5 million within thirty days after the Go-Live Date, and the monthly fees',
      'set out in Schedule 2 for each month of the Term thereafter without set-off.',
      'All amounts are exclusive of value added tax, which the Customer pays too.',
    ].join('\n');
    assert.doesNotMatch(shown(text), /\n/);
  });

  it('joins a line that begins with a number in running text, and drops the next line\'s indentation', () => {
    const text = [
      'Either party may terminate this Agreement upon written notice given at least',
      '   30 days before the end of the then-current term, and the other party shall',
      'cooperate in the orderly transition of the Services to a successor provider.',
      'Each party bears its own costs of such transition unless agreed otherwise.',
    ].join('\n');
    assert.equal(
      shown(text),
      'Either party may terminate this Agreement upon written notice given at least 30 days before the end of the then-current term, and the other party shall cooperate in the orderly transition of the Services to a successor provider. Each party bears its own costs of such transition unless agreed otherwise.',
    );
  });

  it('joins a word broken at a hyphen without a space, and handles CRLF line ends', () => {
    const text = [
      'The Supplier shall not, during the term and for twelve months thereafter, enter into any non-',
      'compete or exclusivity arrangement with a competitor of the Customer without its written consent',
      'given in advance; any such arrangement entered into in breach of this clause is void.',
      'Nothing in this clause restricts the Supplier from supplying services to other customers.',
    ].join('\r\n');
    const result = shown(text);
    assert.match(result, /any non-compete or exclusivity/);
    assert.doesNotMatch(result, /[\r\n]/);
    assert.equal(result.length, text.length - 4); // each CRLF became one space, or nothing after the hyphen
  });

  it('joins a full line written in capitals (a shouted clause) but keeps a short heading in capitals', () => {
    const text = [
      'LIMITATION OF LIABILITY',
      'IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT, INCIDENTAL OR',
      'CONSEQUENTIAL DAMAGES ARISING OUT OF THIS AGREEMENT, HOWEVER CAUSED AND ON',
      'ANY THEORY OF LIABILITY, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.',
      'The cap in this clause does not apply to a breach of confidentiality obligations.',
    ].join('\n');
    assert.deepEqual(shown(text).split('\n'), [
      'LIMITATION OF LIABILITY',
      'IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT, INCIDENTAL OR CONSEQUENTIAL DAMAGES ARISING OUT OF THIS AGREEMENT, HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGES. The cap in this clause does not apply to a breach of confidentiality obligations.',
    ]);
  });

  it('leaves text that was not hard-wrapped alone (one paragraph per line, as DOCX and plain text give it)', () => {
    assert.equal(reflowText(FIXTURE).size, 0);
    const docx = PARAGRAPHS.join('\n');
    assert.equal(reflowText(docx).size, 0);
    assert.equal(reflowText('one line only').size, 0);
    assert.equal(reflowText('').size, 0);
  });
});
