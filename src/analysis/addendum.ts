// A document that is part of another agreement (issue #10): a data processing addendum, an amendment, a schedule or
// an order "forms part of the Master Subscription Agreement". Its core protections (confidentiality, indemnities,
// termination, force majeure) normally live in that main agreement, so they are not plainly missing from it.

/** Where a document says it belongs to another agreement: "forms part of", "is incorporated into", "amends", "supplements",
 *  and a spin-off's "this Agreement is deemed to be an Ancillary Agreement under the Separation Agreement" (the separation
 *  agreement holds the general terms its ancillary agreements share). */
const PART_OF = String.raw`\b(?:forms?\s+(?:an?\s+(?:integral\s+)?)?part\s+of|(?:is|shall\s+be)\s+(?:deemed\s+(?:to\s+be\s+)?)?an?\s+Ancillary\s+Agreement\s+(?:under|to|pursuant\s+to|for\s+(?:the\s+)?purposes\s+of)|(?:is|shall\s+be)\s+(?:hereby\s+)?incorporated\s+(?:by\s+reference\s+)?into|supplements?|amends?(?!\s+and\s+restates)|(?:is|constitutes)\s+an?\s+(?:addendum|amendment|schedule|exhibit|annex|supplement|order\s+form|statement\s+of\s+work)\s+(?:to|under))`;
const AGREEMENT = String.raw`((?:[A-Z][\w&-]*\s+){0,5}(?:Agreement|Contract|Terms(?:\s+(?:of|and)\s+[A-Z]\w+)?))`;
// The document itself is the subject ("This Data Processing Addendum ("DPA") forms part of …"): "The Schedules form
// part of the Agreement" in a contract's interpretation clause makes no addendum of it.
const MAIN = new RegExp(String.raw`\b[Tt]his\s+(?:[A-Z][\w-]*\s+){0,5}(?:\([^)]{0,60}\)\s+)?(?:[\w,]+\s+){0,3}?${PART_OF}\s+(?:the|that\s+certain|an?)\s+${AGREEMENT}([^.]{0,120})`);
const ALIAS = /^[^(]*\(\s*(?:the\s+|hereinafter\s+)?["“]([^"”]{2,40})["”]\s*\)/;

/**
 * The agreement this document says it is part of, by the name it then uses ("the Main Agreement"), or null for a
 * stand-alone contract. Read from the document's opening, where it says what it is.
 */
export function mainAgreementOf(contractText: string): string | null {
  const opening = contractText.slice(0, 2000).replace(/\s+/g, ' ');
  const m = MAIN.exec(opening);
  if (!m) return titledPartOf(opening.slice(0, TITLE_CHARS));
  const alias = ALIAS.exec(m[2] ?? '')?.[1];
  const name = (alias ?? m[1]!).trim();
  return /^(?:This|These)\b/i.test(name) ? null : `the ${name.replace(/^the\s+/i, '')}`;
}

/** How far into the text a title stands. */
const TITLE_CHARS = 700;
/** A title that says what the document is part of: "ADDENDUM TO ZEBRA® PARTNERCONNECT DISTRIBUTOR AGREEMENT", "First
 *  Amendment to the License Agreement", "AMENDMENT AND TERMINATION OF JOINT VENTURE AGREEMENT" (an amendment and
 *  restatement is a whole agreement again, so it is left out). A schedule or exhibit heading is left out: a contract's own schedules have them. */
const TITLED_PART = /\b(?:ADDENDUM|AMENDMENT|SUPPLEMENT|RIDER|Addendum|Amendment|Supplement|Rider)(?:\s+(?:NO\.?|No\.?|NUMBER|Number)\s*[\w-]+)?(?:\s+(?:TO|to)|\s+(?:AND|and)\s+(?:TERMINATION|Termination)\s+(?:OF|of))\s+(?:THE\s+|the\s+)?((?:[A-Z][\w&®'’-]*\s+){0,5}(?:AGREEMENT|Agreement|CONTRACT|Contract))\b/;

function titledPartOf(title: string): string | null {
  const name = TITLED_PART.exec(title)?.[1];
  if (name === undefined) return null;
  // A title set in capitals is named as a sentence would name it: "the Zebra® Partnerconnect Distributor Agreement".
  const said = name === name.toUpperCase() ? name.toLowerCase().replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`) : name;
  return `the ${said.trim()}`;
}

/** "This SOW is governed by the law specified in the MSA", "governed by the governing law of the Master Agreement": the law
 *  is chosen in another document. */
const LAW_OF_THE_MASTER_AGREEMENT = /\bgoverned\s+by\s+the\s+(?:governing\s+)?laws?\s+(?:(?:specified|set\s+(?:out|forth)|stated|chosen|named|provided)\s+(?:in|by|under)\s+|of\s+)the\s+(?:MSA|(?:Master|Framework|Principal|Main)\s+(?:[\w-]+\s+)?Agreement)\b/i;
/** "The terms of the Governing Law and Dispute Resolution provisions of the Distribution Agreement will apply to this
 *  Addendum": the main agreement's choice of law applied by reference. */
const LAW_PROVISIONS_APPLIED = /\b(?:governing\s+law|choice\s+of\s+law)\b[^.;]{0,80}?\b(?:provisions?|terms?|sections?|clauses?|articles?)\s+of\s+the\s+(?:[A-Z][\w&®-]*\s+){0,5}(?:Agreement|Contract|MSA)\b[^.;]{0,40}?\b(?:shall|will)\s+(?:apply|govern)/i;

/** A governing-law section of another agreement incorporated by its number and title ("The terms set forth in Section 10.2
 *  (Governing Law) through Section 10.19 (Mutual Drafting) of the Separation Agreement are hereby incorporated"): that
 *  agreement's name. */
const LAW_SECTION_INCORPORATED =
  /[([]\s*(?:[Gg]overning\s+[Ll]aw|GOVERNING\s+LAW|[Cc]hoice\s+of\s+[Ll]aw|[Aa]pplicable\s+[Ll]aw)\b[^)\]]{0,40}[)\]](?:[^.]|\.(?=\d)){0,200}?\bof\s+the\s+((?:[A-Z][\w&®'’-]*\s+){0,5}(?:Agreement|Contract|MSA))\b[^.;]{0,80}?\b(?:incorporat\w*|appl(?:y|ies)|govern\w*)\b/;

/** The agreement whose governing-law section this text incorporates by reference, or null. */
export function agreementWhoseLawIsIncorporated(text: string): string | null {
  const name = LAW_SECTION_INCORPORATED.exec(text.replace(/\s+/g, ' '))?.[1];
  return name === undefined ? null : `the ${name.trim()}`;
}

/** Whether the text takes its governing law from the agreement it is part of, by reference, naming none of its own. */
export function takesLawOfMainAgreement(text: string): boolean {
  const flat = text.replace(/\s+/g, ' ');
  return LAW_OF_THE_MASTER_AGREEMENT.test(flat) || LAW_PROVISIONS_APPLIED.test(flat);
}

/** "governed and construed in accordance with the law set forth in the Seller's general terms and conditions": the law of
 *  another document, not necessarily an agreement this one is part of. */
const LAW_SET_ELSEWHERE = /\b(?:governed|construed|interpreted)\b[^.;]{0,60}?\blaws?\s+(?:set\s+(?:forth|out)|specified|stated|chosen|provided)\s+(?:in|by)\s+(?:the\s+)?(?:[\w&®'’-]+\s+){0,6}?(?:terms|conditions|agreement|contract|MSA)\b/i;

/** Whether a governing-law clause names no law of its own and applies the one another document chooses: the main
 *  agreement's (`takesLawOfMainAgreement`) or a set of terms named by reference. */
export function takesLawFromAnotherDocument(text: string): boolean {
  return takesLawOfMainAgreement(text) || LAW_SET_ELSEWHERE.test(text.replace(/\s+/g, ' '));
}
