// The words the clause models read from a segment: its text plus its heading, heading words marked so that
// "Governing Law" as a heading weighs differently from the same words in a sentence. Shared by training
// (scripts/train) and inference so both see identical features.

import { tokenize } from '../../text/tokenize.ts';

export function clauseTokens(text: string, heading: string | null): string[] {
  const tokens = tokenize(text);
  if (heading !== null) for (const word of tokenize(heading)) tokens.push(`h:${word}`);
  return tokens;
}
