// How the analysis cuts contract text into sentences to test one at a time, shared so that call sites that mean the
// same cut make it the same way. Checks that need another cut (list items, initials such as "U.S.", cover-page rows)
// keep their own splitter beside them.

/** The text cut after every full stop or semicolon that white space follows; a semicolon's parts count as sentences. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.;])\s+/);
}

/**
 * As `sentencesOf`, but a piece must start with a capital letter, an opening bracket or a digit: a stop before a
 * lower-case word ("e.g. the Services", "Inc. and its affiliates") ends no sentence.
 */
export function capitalisedSentencesOf(text: string): string[] {
  return text.split(/(?<=[.;])\s+(?=[A-Z(\d])/);
}
