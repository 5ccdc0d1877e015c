// The sentence that states a liability cap, and the cap it states, read from the clause's own words: "each
// party's aggregate liability shall not exceed the fees paid in the twelve (12) months preceding the claim",
// "IN NO EVENT WILL X's TOTAL LIABILITY … EXCEED THE [*] TO X", "liability is limited to $50,000". A cap is
// measured in money (an amount, fees, a price, a redacted figure); "limited to direct damages" is no cap.
// An exclusion of consequential damages in the sentence before it is no cap, and a carve-out ("except for …")
// in front of the cap in the same sentence leaves the sentence the cap.

/** "liability … shall not exceed", "IN NO EVENT WILL … LIABILITY … EXCEED", "liability … limited to", "… in excess of". */
const CAP_VERB =
  /\b(?:liabilit(?:y|ies)|damages|recovery|claims?)\b[^.;]{0,300}?\b(?:(?:shall|will|may|does|do|must)\s+not\s+(?:in\s+(?:the\s+)?aggregate\s+)?exceed|exceed|(?:is|are|be|shall\s+be|will\s+be)\s+limited\s+to|not\s+to\s+exceed|in\s+excess\s+of)\b\s*/i;
/** A figure left out of the filed copy: "[*]", "***", "[ ]", "____". */
const REDACTED = /\[\s*\*+\s*\]|\*{3,}|\[\s*_*\s*\]|_{3,}/;
/** What a cap is measured in: money, fees, a price, a redacted figure. */
const CAP_MEASURE = new RegExp(`[$€£¥]|\\b(?:US\\s?D|EUR|GBP|dollars?|euros?|pounds?)\\b|\\d|${REDACTED.source}|\\b(?:fees?|amounts?|sums?|price|charges?|paid|payable|owed|compensation|royalt(?:y|ies)|consideration|value)\\b`, 'i');
const MAX_CAP_CHARS = 160;

export interface CapStatement {
  /** The sentence that states the cap, as the clause has it. */
  sentence: string;
  /** What liability is capped at, in the clause's words: "the fees paid in the twelve (12) months preceding the claim". */
  cap: string;
  /** The figure is left out of the text ("[*]", "____"). */
  redacted: boolean;
}

/** The sentences of a clause, split where a sentence ends (not inside "14.A" or "U.S."). */
function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[A-Za-z0-9*)\]"”'’]{2}[.;])\s+(?=[("“]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The caps the clause states, first first: each sentence with a cap verb followed by a measure of money. */
export function capStatementsOf(text: string): CapStatement[] {
  const out: CapStatement[] = [];
  for (const sentence of sentencesOf(text)) {
    const verb = CAP_VERB.exec(sentence);
    if (!verb) continue;
    const rest = sentence.slice(verb.index + verb[0].length);
    // The cap runs to the end of the sentence or the next clause of it ("; provided that …", ", except …").
    let cap = rest.split(/[;]|,\s+(?:except|excluding|provided|unless|other\s+than|save|whether|regardless)\b|\.\s*$/i)[0]!.trim().replace(/[.,\s]+$/, '');
    if (!CAP_MEASURE.test(cap)) continue;
    if (cap.length > MAX_CAP_CHARS) cap = `${cap.slice(0, MAX_CAP_CHARS).replace(/\s\S*$/, '')}…`;
    out.push({ sentence, cap, redacted: REDACTED.test(cap) });
  }
  return out;
}

export function capStatementOf(text: string): CapStatement | null {
  return capStatementsOf(text)[0] ?? null;
}
