// The sentence that states a liability cap, and the cap it states, read from the clause's own words: "each
// party's aggregate liability shall not exceed the fees paid in the twelve (12) months preceding the claim",
// "IN NO EVENT WILL X's TOTAL LIABILITY … EXCEED THE [*] TO X", "liability is limited to $50,000". A cap is
// measured in money (an amount, fees, a price, a redacted figure); "limited to direct damages" is no cap.
// An exclusion of consequential damages in the sentence before it is no cap, and a carve-out ("except for …")
// in front of the cap in the same sentence leaves the sentence the cap.

import { escapeRegExp, REDACTION_MARK } from './regexp.ts';
import { shortened } from './prose.ts';

/** "liability … shall not exceed", "IN NO EVENT WILL … LIABILITY … EXCEED", "liability … limited to", "… in excess of". */
const CAP_VERB =
  /\b(?:liabilit(?:y|ies)|damages|recovery|claims?)\b(?:[^.;]|\.(?=\d)){0,300}?\b(?:(?:shall|will|may|does|do|must)\s+not\s+(?:in\s+(?:the\s+)?aggregate\s+)?exceed|exceed|(?:is|are|be|shall\s+be|will\s+be)\s+limited\s+to|not\s+to\s+exceed|in\s+excess\s+of)\b\s*/i;
/** A figure left out of the filed copy: redacted ("[*]", "***") or a blank ("[ ]", "____"). */
const REDACTED = new RegExp(`${REDACTION_MARK}|\\[\\s*_*\\s*\\]|_{3,}`);
/** What a cap is measured in: money, fees, a price, a redacted figure. */
const CAP_MEASURE = new RegExp(`[$€£¥]|\\b(?:US\\s?D|EUR|GBP|dollars?|euros?|pounds?)\\b|\\d|${REDACTED.source}|\\b(?:fees?|amounts?|sums?|price|charges?|paid|payable|owed|compensation|royalt(?:y|ies)|consideration|value|costs?|contributions?|expenditures?)\\b|\\b[A-Z][\\w-]*\\s+Cap\\b`, 'i');
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
    cap = shortened(cap, { chars: MAX_CAP_CHARS });
    out.push({ sentence, cap, redacted: REDACTED.test(cap) });
  }
  return out;
}

export function capStatementOf(text: string): CapStatement | null {
  return capStatementsOf(text)[0] ?? null;
}

/**
 * The second cap a clause puts claims under after taking them out of its general cap: "Except for the Excluded
 * Claims, each party's total liability … will not exceed the General Cap Amount. For the Excluded Claims, each
 * party's total liability will not exceed the Increased Cap Amount." A cap sentence that names the claims other than
 * as its exception caps them; null when no sentence does (the claims stay uncapped).
 */
export function separateCapFor(carveOut: string, text: string): CapStatement | null {
  const key = carveOut.replace(/^(?:the|any|a|an)\s+/i, '').replace(/[.,;\s]+$/, '').toLowerCase();
  if (key.length < 4) return null;
  // "… do not apply to fraud or to breach of Sections 4(a) and 4(b), for which liability is limited to the Purchase
  // Price": the claims' own cap, stated right after them.
  const flat = text.replace(/\s+/g, ' ');
  const at = flat.toLowerCase().indexOf(key);
  const ownCap = at < 0 ? null : /^[^.;]{0,20}?,?\s+(?:for|in\s+respect\s+of)\s+which\s+(?:(?:the|its|their)\s+)?(?:aggregate\s+|total\s+)?(?:liability|recovery)\s+(?:is|shall\s+be|will\s+be)\s+limited\s+to\s+([^.;]{3,160})|^[^.;]{0,20}?,?\s+(?:for|in\s+respect\s+of)\s+which\s+(?:(?:the|its|their)\s+)?(?:aggregate\s+|total\s+)?(?:liability|recovery)\s+(?:shall|will)\s+not\s+exceed\s+([^.;]{3,160})/i.exec(flat.slice(at + key.length));
  if (ownCap) {
    const cap = (ownCap[1] ?? ownCap[2])!.trim();
    return { sentence: flat, cap, redacted: REDACTED.test(cap) };
  }
  for (const cap of capStatementsOf(text)) {
    const sentence = cap.sentence.toLowerCase();
    const at = sentence.indexOf(key);
    if (at < 0) continue;
    // Named as the exception here, the claims are what this cap leaves out.
    if (/\b(?:except(?:\s+(?:for|as\s+to|with\s+respect\s+to))?|excluding|other\s+than|save\s+for|apart\s+from|not\s+apply\s+to)\s+(?:the\s+|any\s+|an?\s+)?$/.test(sentence.slice(Math.max(0, at - 40), at))) continue;
    // The claims are in the cap's measure ("… shall not exceed the fees for the Excluded Claims"), not what it caps.
    if (sentence.indexOf(cap.cap.toLowerCase()) >= 0 && sentence.indexOf(cap.cap.toLowerCase()) <= at) continue;
    return cap;
  }
  return null;
}

/**
 * What a cap named by a defined term stands for, where the contract defines it: a cover-page row ("Increased Cap
 * Amount: USD 2,000,000") or a definition ('"Increased Cap Amount" means USD 2,000,000'). Null for a cap in words.
 */
export function definedCapAmount(cap: string, contractText: string): string | null {
  const term = /^(?:the\s+)?((?:[A-Z][\w-]*\s+){0,4}(?:Cap|Amount|Limit|Sum)(?:\s+Amount)?)$/.exec(cap.trim());
  if (!term) return null;
  const name = escapeRegExp(term[1]!).replace(/\s+/g, '\\s+');
  const m = new RegExp(`(?:^|\\n)[ \\t]*${name}[ \\t]*:[ \\t]*([^\\n]{1,160})|["“]${name}["”]\\s+(?:means|shall\\s+mean|is)\\s+([^.;\\n]{1,160})`).exec(contractText);
  const value = (m?.[1] ?? m?.[2])?.trim().replace(/[.;,]+$/, '');
  return value && !/^_+$/.test(value) ? value : null;
}

/**
 * A clause that sets no cap of its own but makes liability follow another agreement's limits: "Each party's
 * liability arising out of this DPA is subject to the exclusions and limitations of liability in the Main
 * Agreement", "The limitations of liability in the Master Agreement apply to this Addendum". The other agreement's
 * name, or null. "this Agreement" is the contract itself, no other.
 */
export function liabilityFollowsAgreement(text: string): string | null {
  const flat = text.replace(/\s+/g, ' ');
  const other = String.raw`(?:(?:Section|Clause|Article)\s+[\d.]+\s+of\s+)?the\s+((?:[A-Z][\w-]*\s+){0,3}(?:Agreement|Contract|Terms(?:\s+(?:of|and)\s+[A-Z]\w+)?))\b`;
  const subjectTo = new RegExp(String.raw`\bliab\w*\b[^.;]{0,160}?\b(?:subject\s+to|governed\s+by|as\s+(?:set\s+out|set\s+forth|provided|stated|limited)\s+in|in\s+accordance\s+with|limited\s+(?:as\s+provided\s+)?(?:in|by))\s+(?:the\s+|any\s+|all\s+)?(?:[\w,]+\s+){0,4}?(?:limitations?|limits?|exclusions?|caps?)\b[^.;]{0,60}?\b(?:in|of|under|set\s+out\s+in|set\s+forth\s+in|contained\s+in)\s+${other}`, 'i');
  const apply = new RegExp(String.raw`\b(?:limitations?|limits?|exclusions?)\s+(?:and\s+(?:limitations?|exclusions?)\s+)?of\s+liability\s+(?:set\s+out\s+|set\s+forth\s+|contained\s+)?(?:in|under)\s+${other}\s+(?:shall\s+|will\s+)?apply\b`, 'i');
  const m = subjectTo.exec(flat) ?? apply.exec(flat);
  return m ? m[1]!.trim() : null;
}
