// Carve-outs (issue 10): the exceptions a clause makes to its own rule — the claims a liability cap does not
// reach, the transfers an anti-assignment clause allows without consent, the activities a restriction leaves
// free. A cap "except for breaches of confidentiality and indemnification obligations" leaves those uncapped;
// an analysis that quotes only the cap misleads, so the exceptions are read out of the clause's own words.

import { capitalisedSentencesOf } from './sentences.ts';
import { shortened } from './prose.ts';

/** Words that open an exception: "except for", "excluding", "other than", "shall not apply to", and a freedom the
 *  restriction leaves ("Nothing in this Section restricts Athlete from endorsing products outside the Product Category"). */
const EXCEPTION_OPENER =
  /\bnothing\s+in\s+this\s+(?:section|clause|article|paragraph|agreement)(?:\s+[\d.]+)?\s+(?:shall\s+|will\s+)?(?:restricts?|prevents?|prohibits?|precludes?|limits?)\s+(?:[\w'’]+\s+){1,3}?from\s+|\b(?:except(?:\s+(?:for|in\s+(?:the\s+)?(?:case|event)\s+of|with\s+respect\s+to|as\s+to|that|to|in\s+connection\s+with))?|excluding|other\s+than|save\s+for|(?:shall|does|do|will)\s+not\s+apply\s+(?:to|with\s+respect\s+to|in\s+(?:the\s+)?(?:case|event)\s+of)|(?:shall|will)\s+not\s+be\s+subject\s+to\s+(?:the\s+|this\s+|any\s+)?(?:foregoing\s+|above\s+)?(?:limitations?|cap|exclusions?)(?:\s+(?:for|with\s+respect\s+to|in\s+respect\s+of))?)\s+/gi;
/** "except as otherwise provided herein", "except as set forth in Section 9": a cross-reference, not a carve-out. */
const CROSS_REFERENCE = /^(?:as\s+)?(?:otherwise\s+)?(?:(?:expressly\s+)?(?:provided|set\s+forth|stated|specified|permitted|required|described|contemplated)|in\s+(?:accordance|connection)\s+with\s+(?:this|the)\s+(?:agreement|section)|where\s+prohibited|to\s+the\s+extent)\b|^(?:that|this|the\s+foregoing)\b/i;
/** Where an exception ends: the sentence, a semicolon, the closing parenthesis, or the main clause resuming. */
// A bracket closes the exception only where the exception opened inside it: "Sections 4(a) and 4(b)" and "(20%)" run on.
// A relative clause after the claims ("…, for which liability is limited to the Purchase Price") says how they stand.
// A second predicate ("… other than the Purpose and shall not disclose it …") is the main clause going on, as is a second
// duty of the same subject ("… other than the Products, and shall not consume any competing beverage on camera").
// So does "…, for all of which liability shall be unlimited".
// "Except for the joint marketing efforts referred to in Section 3.1 (v) above, Purolator agrees not to …": the main
// clause resumes at its subject and verb.
const EXCEPTION_END = /[.;]\s|(?<!\([\w%]{1,4})\)\s|[.;)]$|,\s+(?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2}\s+(?:shall|will|may|must|agrees?|undertakes?|covenants?)\b|,\s+(?:for|in\s+respect\s+of)\s+(?:(?:all|each|any|both)\s+of\s+)?which\b|,?\s+(?:and|or|but)\s+(?:shall|will|must)\s+(?:not\s+|also\s+)?[a-z]/;
/** An enumerator opening an item of a list: "(a) ", "(ii) ", "(3) ". */
const LIST_ITEM = /(?:,?\s*(?:(?:and|or)\s+)?)\((?:[a-h]|i{1,3}|iv|vi{0,3}|ix|x|\d{1,2})\)\s+/gi;
/**
 * The main clause resuming after the exception, in any case: a cap set in capitals ("EXCEPT FOR DAMAGES UNDER
 * SECTION 14, IN NO EVENT WILL X's TOTAL LIABILITY … EXCEED …") resumes as surely as one in lower case.
 */
const MAIN_CLAUSE_RESUMES = /,\s+(?:in\s+no\s+event|neither\s+part(?:y|ies)|each\s+party|either\s+party|the\s+(?:total|aggregate|maximum|cumulative)|(?:\S+\s+){0,4}?(?:total|aggregate|maximum|cumulative)\s+liability)\b|\s+(?:shall|will)\s+(?:not\s+)?(?:be|exceed|apply)\b/i;
const MAX_EXCEPTION_CHARS = 180;

/** "except by an agreement in writing signed by both parties", "except with the prior written consent of …": how the
 *  rule may be lifted, not what it leaves out. */
const CONSENT_MECHANISM = /^(?:by|with|upon|pursuant\s+to)\s+(?:the\s+|an?\s+|mutual\s+)?(?:prior\s+)?(?:written\s+)?(?:agreement|instrument|amendment|consent|writing|approval)\b/i;

/**
 * The exceptions the clause states, in its own words (flattened, shortened), without cross-references or consent
 * mechanisms. `about`: only exceptions in sentences on the clause's subject (an assignment ban's, not a survival
 * sentence's).
 */
export function carveOutsOf(text: string, about?: RegExp, inSentence?: (sentence: string) => boolean): string[] {
  const flat = text.replace(/\s+/g, ' ');
  const out: string[] = [];
  const spans: { start: number; end: number }[] = [];
  for (const m of flat.matchAll(EXCEPTION_OPENER)) {
    const rest = flat.slice(m.index + m[0].length);
    if (CROSS_REFERENCE.test(rest) || CONSENT_MECHANISM.test(rest)) continue;
    if (about !== undefined || inSentence !== undefined) {
      const sentenceStart = Math.max(flat.lastIndexOf('. ', m.index) + 1, 0);
      const sentenceEnd = flat.indexOf('. ', m.index);
      const sentence = flat.slice(sentenceStart, sentenceEnd < 0 ? flat.length : sentenceEnd);
      if (about !== undefined && !about.test(sentence)) continue;
      // A carve-out belongs to the sentence it is in: one in the exclusion of indirect losses is none of the cap's.
      if (inSentence !== undefined && !inSentence(sentence)) continue;
    }
    const ends = [EXCEPTION_END.exec(rest), MAIN_CLAUSE_RESUMES.exec(rest)].filter((e): e is RegExpExecArray => e !== null);
    const end = ends.sort((a, b) => a.index - b.index)[0];
    const raw = end ? rest.slice(0, end.index) : rest;
    // A bracket before the exception goes, an enumerator's does not: "(a) Provider's obligations" keeps its "(a)" whole.
    const whole = raw.replace(/^\s+/, '').replace(/^\((?![a-z\d]{1,4}\))\s*/i, '').replace(/[,\s]+$/, '');
    // Too short to name anything ("except as", "other than"): skip. An exception inside one already read ("except for
    // claims other than …") is no new one.
    const span = { start: m.index + m[0].length, end: m.index + m[0].length + raw.length };
    if (whole.split(' ').length < 2 || spans.some((o) => span.start < o.end && o.start < span.end)) continue;
    spans.push(span);
    // A lettered list ("(a) Provider's obligations under Section 7, (b) liability arising from a breach of Section 5, or
    // (c) a party's gross negligence, fraud or wilful misconduct") is as many carve-outs, each named whole.
    const items = /^\((?:[a-h]|i{1,3}|iv|vi{0,3}|ix|x|\d{1,2})\)\s/i.test(whole) ? whole.split(LIST_ITEM).map((i) => i.replace(/[,\s]+$/, '').replace(/,?\s+(?:and|or)$/i, '')).filter((i) => i.length > 0) : [whole];
    for (const item of items.length > 1 ? items : [whole]) {
      const phrase = shortened(item, { chars: MAX_EXCEPTION_CHARS });
      // An exception said again is no new one; a later one that merely repeats a few words of an earlier one is.
      if (phrase.split(' ').length < 2 || out.includes(phrase)) continue;
      out.push(phrase);
      if (out.length >= 3) break;
    }
    if (out.length >= 3) break;
  }
  return out;
}

/** "A; B" as prose: “A” and “B”. */
export function quotedList(items: string[]): string {
  return listOf(items.map((i) => `“${i}”`));
}

/** "a, b and c": items as a sentence lists them. */
export function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Words about liability, where a sentence lifting "the limitations" speaks of the liability limits. */
const LIABILITY_WORDS = /\bliab|\bdamages\b|\blosses\b/i;
/** "Nothing in this Agreement limits or excludes either party's liability for …": the claims no limit reaches.
 *  Also "Neither party excludes or limits liability for death or personal injury …, for fraud, or …", as English contracts put it. */
// British drafting names the party after the liability: "Nothing in this agreement limits or excludes the liability of either party for death …".
const NOTHING_LIMITS = /(?:\bnothing\s+in\s+this\s+(?:agreement|contract)\s+(?:shall\s+|will\s+)?|\b(?:neither|no)\s+party\s+)(?:limits?|excludes?|restricts?)(?:\s+or\s+(?:limits?|excludes?|restricts?))?\s+(?:(?:a|either|any|each)\s+party['’]s\s+|its\s+|the\s+)?liability(?:\s+of\s+(?:a|either|any|each|the|that)\s+part(?:y|ies))?\s+for\s+([^.;]{3,240})/gi;
/** A sentence that lifts the liability limits for some claims: "The limitations in Sections 8.1 and 8.2 shall not apply to …". */
const LIMITS_LIFTED = /\b(?:limitations?|limits?|exclusions?|caps?)\b[^;]{0,80}?\b(?:shall|will|do|does)\s+not\s+apply\b|\b(?:shall|will)\s+not\s+be\s+subject\s+to\s+(?:the\s+|this\s+|any\s+)?(?:foregoing\s+|above\s+)?(?:limitations?|cap)\b/i;
/** A sentence that caps liability: "shall not exceed", "limited to", "neither party's aggregate liability … shall exceed". */
const CAPS = /\b(?:shall|will)\s+not\s+exceed\b|\b(?:is|are|be)\s+limited\s+to\b|\bin\s+no\s+event\b[^.;]{0,80}\bexceed|\bneither\s+party['’]s\b[^.;]{0,120}\bliability\b[^.;]{0,120}\b(?:shall|will)\s+exceed/i;
/** Fees or amounts a party owes under the contract, which a cap on damages does not reduce. */
const FEES_OWED = /\b(?:obligations?\s+to\s+pay|payment\s+(?:obligations?|of))\s+(?:(?:any|all|the)\s+)?(?:fees|charges|amounts|sums|subscription\s+fees)\b|\b(?:fees|charges|amounts|sums)\s+(?:due|owed|owing|payable)\b/i;
/** Claims a liability cap commonly leaves out: the carve-outs a cap position itself keeps. */
const STANDARD_CLAIM = /\bconfidential|\bindemni|\bgross(?:ly)?\s+negligen|\bwil(?:l)?ful\s+(?:misconduct|breach|default)|\bintentional\s+misconduct|\bfraud|\bdeath\b|\bpersonal\s+injur|\bbodily\s+injur|\binfring|\bmisappropriat/i;

/**
 * What the whole contract says of the claims its liability caps do not reach, read once per contract (the report's
 * readings hold it): the claims "Nothing in this Agreement limits liability for …" names, and each sentence that caps
 * liability or lifts the limits with its exceptions.
 */
export interface ContractCarveOuts {
  readonly unlimited: string[];
  readonly capSentences: { sentence: string; carveOuts: string[] }[];
}

export function contractCarveOutsOf(contractText: string): ContractCarveOuts {
  const flat = contractText.replace(/\s+/g, ' ');
  return {
    unlimited: [...flat.matchAll(NOTHING_LIMITS)].map((m) => m[1]!.trim()),
    capSentences: capitalisedSentencesOf(flat)
      .filter((sentence) => LIMITS_LIFTED.test(sentence) || (LIABILITY_WORDS.test(sentence) && CAPS.test(sentence)))
      .map((sentence) => ({ sentence, carveOuts: carveOutsOf(sentence) })),
  };
}

/**
 * The claims a liability cap does not reach: the clause's own exceptions, and, when the contract is given, those of
 * the contract's other sentences that cap liability or lift the limits ("8.3 The limitations in Sections 8.1 and 8.2
 * shall not apply to a Party's indemnification obligations, …"). `contract` is the contract's text, or its reading
 * where the report has made it.
 */
export function liabilityCarveOutsOf(text: string, contract?: string | ContractCarveOuts): string[] {
  const out = capCarveOutsOf(text);
  const addClaim = (claim: string) => {
    if (out.length < 3 && !out.some((o) => o.includes(claim) || claim.includes(o))) out.push(claim);
  };
  // "Nothing in this Agreement limits liability for death or personal injury caused by negligence, or for fraud":
  // what a cap "Subject to Section 12.1" leaves untouched.
  for (const m of text.replace(/\s+/g, ' ').matchAll(NOTHING_LIMITS)) addClaim(m[1]!.trim());
  if (contract === undefined) return out;
  const { unlimited, capSentences } = typeof contract === 'string' ? contractCarveOutsOf(contract) : contract;
  for (const claim of unlimited) addClaim(claim);
  for (const { sentence, carveOuts } of capSentences) {
    for (const carveOut of carveOuts) {
      // "The limitations of this licence shall not apply to …" lifts another limit: only liability claims count.
      // "The limitations in this Article 10 shall not apply to …" said of the article that holds the cap ("10.2 EACH
      // PARTY'S AGGREGATE LIABILITY …") lifts the cap, whatever the claims are called.
      if (!LIABILITY_WORDS.test(sentence) && !STANDARD_CLAIM.test(carveOut) && !liftsTheCapsArticle(sentence, text)) continue;
      addClaim(carveOut);
    }
  }
  return out;
}

/** "The limitations in this Article 10 …" where the cap's own number is 10.x (or 10). */
function liftsTheCapsArticle(sentence: string, capText: string): boolean {
  const named = /\b(?:limitations?|limits?|exclusions?)\s+(?:in|of|under|set\s+(?:out|forth)\s+in)\s+(?:this\s+)?(?:Article|Section|Clause)\s+(\d+)\b/i.exec(sentence)?.[1];
  const own = /^\s*(?:(?:Article|Section|Clause)\s+)?(\d+)(?:\.\d+)*\.?\s/i.exec(capText)?.[1];
  return named !== undefined && named === own;
}

/** "Neither party excludes liability for death or personal injury …, for fraud, …": the claims no exclusion or cap reaches, in the text's words. */
export function unlimitedClaimsOf(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ');
  return [...[...flat.matchAll(NOTHING_LIMITS)].map((m) => m[1]!.trim()), ...[...flat.matchAll(NOT_EXCLUDED)].map((m) => `${m[1]!.trim()}${m[2] ? ` ${m[2].trim()}` : ''}`)];
}

/** "Neither Party's liability for indirect or consequential damages is excluded for breach of Section 9.1": a liability said not to be excluded. */
export const NOT_EXCLUDED = /\b(?:neither|no)\s+party['’]s\s+liability\s+(?:under\s+this\s+(?:agreement|contract)\s+)?for\s+([^.;]{3,120}?)\s+(?:is|shall\s+be|will\s+be)\s+(?:excluded|limited|excluded\s+or\s+limited|limited\s+or\s+excluded)\b((?:[^.;]|\.(?=\d)){0,80})/gi;

/** Losses an exclusion of indirect damages names: "indirect or consequential loss", "loss of profits". */
const INDIRECT_LOSS = /\b(?:indirect|consequential|special|punitive|incidental|exemplary)\b|\blost\s+profits?\b|\bloss\s+of\s+(?:profits?|revenue|business|data|goodwill)\b/i;

/**
 * "Except for a breach of Section 5, neither party is liable for any indirect or consequential loss": a sentence that
 * excludes indirect losses and states no cap, so an exception in it lifts the exclusion, not the cap.
 */
export function excludesIndirectLossOnly(sentence: string): boolean {
  return INDIRECT_LOSS.test(sentence) && !CAPS.test(sentence) && !LIMITS_LIFTED.test(sentence) && !/\b(?:exceed|limited\s+to|in\s+excess\s+of)\b/i.test(sentence);
}

/** The exceptions to a clause's cap: those in its sentences other than an exclusion of indirect losses. */
export function capCarveOutsOf(text: string): string[] {
  return carveOutsOf(text, CAP_SUBJECT, (s) => !excludesIndirectLossOnly(s)).filter((c) => !(A_NAME_ONLY.test(c) && !CLAIM_WORD.test(c.split(',')[0]!)));
}
/** "… modifications made by anyone other than Commerce One, when such infringement would not have occurred …": an
 *  exception that names a party, not a claim ("the Special Claims"), describes who acted; it takes nothing out of a cap. */
const A_NAME_ONLY = /^(?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3}(?:,\s+(?:when|where|if|who|which|unless)\b[^]*)?$/;
const CLAIM_WORD = /\b(?:claims?|losses|liabilit\w*|damages|obligations?|breach\w*|indemn\w*|sections?|articles?|clauses?|fraud\w*|negligen\w*|misconduct|infring\w*|death|injur\w*|fees|amounts?|payments?|taxes)\b/i;
/** What a sentence must be about for its exceptions to be a liability clause's: liability, or "this limitation" / "the cap". */
const CAP_SUBJECT = /\bliab|\bdamages\b|\blosses\b|\b(?:this|the|these|such)\s+(?:limitations?|cap)\b/i;

/** The exceptions to a clause's exclusion of indirect losses: those in the sentence that excludes them. */
export function exclusionCarveOutsOf(text: string): string[] {
  return carveOutsOf(text, CAP_SUBJECT, excludesIndirectLossOnly);
}

/** The parts of a list of carve-outs: "a Party's indemnification obligations, breach of Section 5, or wilful misconduct" → three claims. */
function claimsOf(carveOut: string): string[] {
  return carveOut.split(/,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+(?=(?:liability\s+for\s+|a\s+|any\s+|its\s+|breach|\w+['’]s\s))/i).map((c) => c.trim()).filter((c) => c.length > 0);
}

/**
 * Whether carve-outs are only the claims a cap commonly leaves uncapped (confidentiality, indemnities, gross
 * negligence, wilful misconduct, fraud, death or personal injury, infringement), open to both parties: no named
 * party's liability alone ("Supplier's obligations under Section 7").
 */
export function areStandardMutualCarveOuts(carveOuts: string[], contractText?: string): boolean {
  if (carveOuts.length === 0) return false;
  const claims = carveOuts.flatMap(claimsOf).map((c) => (contractText === undefined ? c : withSectionHeadings(c, contractText)));
  // One party's indemnity ("Licensor's obligations under Section 8 (Intellectual Property Indemnity)") is the
  // third-party claim the playbook's own position leaves uncapped; any other claim of one party alone is exposure.
  // Paying the fees owed is no liability a cap measures ("Customer's obligation to pay fees"): it is always one party's.
  const oneSided = (claim: string) => namesOneParty(claim) && !/\bindemni/i.test(claim) && !FEES_OWED.test(claim);
  return claims.every((c) => STANDARD_CLAIM.test(c) || FEES_OWED.test(c) || /^(?:breach\s+of\s+)?(?:Section|Article|Clause)\s+[\d.]+\s*\((?:Confidentiality|Indemni\w+)\)?$/i.test(c)) && !claims.some(oneSided);
}

/** A claim of one named party alone ("Licensor's obligations under Section 8"), not of "a party" or "either party". */
export function namesOneParty(claim: string): boolean {
  return /\b(?!(?:a|each|either|any|the)\b)[A-Z][\w&.-]*['’]s?\s/.test(claim) && !/\b(?:a|each|either|any)\s+part(?:y|ies)['’]s?\s/i.test(claim) && !/^(?:Section|Sections|Article|Clause)\b/.test(claim);
}

/**
 * A claim that names a section by number, with the section's heading where the contract gives one: "breach of
 * Section 10" → "breach of Section 10 (Confidentiality)", "liability under Section 8.1" → "… Section 8.1 (Indemnity
 * and Insurance)" (a subsection without its own heading takes its section's). A number alone says nothing of the claim.
 */
export function withSectionHeadings(claim: string, contractText: string): string {
  return claim.replace(/\b((?:Sections?|Articles?|Clauses?)\s+(\d+(?:\.\d+)*))(?!\s*\()/gi, (whole, _ref: string, number: string) => {
    const heading = sectionHeading(number, contractText);
    return heading ? `${whole} (${heading})` : whole;
  });
}

/** The heading of numbered section `number` ("10. CONFIDENTIALITY", "7. Indemnity. Supplier shall …"), else of the section it sits in. */
export function sectionHeading(number: string, contractText: string): string | null {
  for (let n = number; n.length > 0; n = n.replace(/\.?\d+$/, '')) {
    const at = new RegExp(String.raw`(?:^|\n)[ \t]*(?:Section\s+|Article\s+|Clause\s+)?${n.replace(/\./g, '\\.')}\.?[ \t]+([A-Z][A-Za-z&,' -]{2,60}?)(?:\.\s|[ \t]*\n|$)`, 'i').exec(contractText);
    const heading = at?.[1]?.trim();
    // A heading is a few words in title or capital letters, not the opening of a sentence ("Licensor shall …").
    if (heading && heading.split(/\s+/).length <= 6 && !/\b(?:shall|will|may|must|is|are)\b/i.test(heading)) return heading;
  }
  return null;
}

/**
 * Whether the contract leaves an indemnity outside its liability cap: a carve-out names indemnities, or the
 * indemnity's own section ("Except for Supplier's obligations under Sections 6.3 and 7" for a clause "7. Indemnity.").
 */
export function indemnityOutsideCap(indemnityText: string, contractText: string): boolean {
  const carveOuts = liabilityCarveOutsOf('', contractText);
  if (carveOuts.some((c) => /\bindemni/i.test(c))) return true;
  const section = /^\s*(?:Section\s+|Article\s+|Clause\s+)?(\d+(?:\.\d+)*)\.?\s/i.exec(indemnityText)?.[1];
  if (section === undefined) return false;
  // The indemnity's subsection, or the whole section it sits in ("8.1 Licensor shall defend …" under "Section 8").
  for (let n = section; n.length > 0; n = n.replace(/\.?\d+$/, '')) {
    const number = new RegExp(`\\b(?:Sections?|Articles?|Clauses?)\\s+(?:[\\d.]+(?:,\\s*|\\s+(?:and|or)\\s+))*${n.replace(/\./g, '\\.')}(?![\\d.]\\d)`, 'i');
    if (carveOuts.some((c) => number.test(c))) return true;
  }
  return false;
}
