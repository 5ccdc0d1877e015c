// The words the clause models read from a segment: its text plus its heading, heading words marked so that
// "Governing Law" as a heading weighs differently from the same words in a sentence. Shared by training
// (scripts/train) and inference so both see identical features.

import { tokenize } from '../../text/tokenize.ts';
import { sentenceSpans, type Span } from '../fields/sentences.ts';
import { withoutPageBreaks } from '../../../../analysis/sentences.ts';

/** Sentences shorter than this (list markers, "Yes.", stray headings) say too little for the sentence model. */
const MIN_SENTENCE_LENGTH = 25;

/** A clause's text as the models read it, in training and at inference alike: its words as they run, without the
 *  running header or page number a page break left inside a sentence, and with a word a line's end hyphenated
 *  ("termi-" / "nation") whole. Quotes and offsets keep the text as extracted. */
export function modelText(text: string): string {
  return withoutPageBreaks(text);
}

/** A segment with its text as the models read it (`modelText`). */
export function asModelsReadIt<T extends { text: string }>(segment: T): T {
  return { ...segment, text: modelText(segment.text) };
}

export function clauseTokens(text: string, heading: string | null): string[] {
  const tokens = tokenize(text);
  if (heading !== null) for (const word of tokenize(heading)) tokens.push(`h:${word}`);
  return tokens;
}

/** The sentences of a clause the sentence model reads, offsets into `text`; the whole clause when none is long
 *  enough. CUAD annotates a sentence or two, often inside a longer clause, whose other words dilute the clause
 *  model's evidence. */
export function clauseSentences(text: string): Span[] {
  const spans = sentenceSpans(text).filter((s) => s.end - s.start >= MIN_SENTENCE_LENGTH);
  return spans.length > 0 ? spans : [{ start: 0, end: text.length }];
}
