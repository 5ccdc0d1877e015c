// What a reviewer should check in a clause the playbook has no concern with (issue #10: no stock "keep as
// drafted"): per clause type, the points that decide whether it works for us, phrased from what this clause
// already says, so a protection it has is never proposed again.

import { AFFILIATE_WORDS, escapeRegExp, NOTICE_ELECTING_TO_RENEW, NUMBER_WORD, partyNamePattern, WARRANTY_DISCLAIMER } from './regexp.ts';
import { capStatementOf, separateCapFor } from './cap-statement.ts';
import { dataProtectionPoint } from './data-protection.ts';
import { indemnitiesOf, isCrossLicence, licenceGrantsOf } from './grants.ts';
import { areStandardMutualCarveOuts, capCarveOutsOf, carveOutsOf, exclusionCarveOutsOf, liabilityCarveOutsOf, listOf, namesOneParty, quotedList, sectionHeading, withSectionHeadings } from './carve-outs.ts';
import { durationWords, laterOfAnEvent, termFactsOf, termLength } from './durations.ts';
import { addOnChargesOf, allowsGoodFaithDispute, amountsWithUnits, definedPaymentPeriod, paymentTermsOf, priceTermsOf } from './money-terms.ts';
import type { ClauseFacts, ClauseType, ContractFields } from './model.ts';
import type { ContractReadings } from './contract-readings.ts';
import { eventOfDefaultCurePeriod, INSOLVENCY, terminatesOnInsolvency } from './events-of-default.ts';
import type { Position } from './our-side.ts';
import { capitalised, possessive, shortened } from './prose.ts';
import { capitalisedSentencesOf, sentencesOf } from './sentences.ts';

/**
 * `contractText` (the contract's clauses) lets a point see a protection another clause already gives; `fields`
 * and `operative` (the sentence the analysis quotes) let a point state the same facts as the analysis; `ourSide`
 * (our side as the contract names it) and `position` (whom the clause's right falls on, from that side) let it
 * say whose a cap or a right is from our side. Without them the point is read neutrally. `readings` are what the
 * report read once from `contractText`; without them a point reads what it needs itself.
 */
export interface ReviewClause {
  text: string;
  facts: ClauseFacts;
  contractText?: string;
  fields?: ContractFields;
  operative?: string;
  ourSide?: string | null;
  position?: Position | null;
  readings?: ContractReadings;
}
type ReviewPoint = (clause: ReviewClause) => string;

/**
 * Renewal or extension only by the parties' agreement in writing ("may be extended by written agreement of the
 * parties", "renewed by the Parties in a writing executed by …"), with nothing renewing automatically.
 */
const RENEWAL_BY_AGREEMENT =
  /\b(?:renew\w*|extend\w*|extension)\b[^.]{0,120}?\b(?:by|upon|with|on|subject\s+to|in|through)\s+(?:the\s+|a\s+|an\s+)?(?:mutual\s+|prior\s+)?(?:written\s+)?(?:agreement|consent|writing|amendment|instrument)\b|\b(?:renew\w*|extend\w*)\b[^.]{0,40}\bby\s+(?:the\s+|both\s+)?parties\b[^.]{0,60}\b(?:writing|written|agree\w*)|\bmutual(?:ly)?\s+(?:written\s+)?(?:agree\w*|consent)\b[^.]{0,80}\b(?:renew|extend)|\b(?:renew\w*|extend\w*)\b[^.]{0,80}\bmutual(?:ly)?\b|\bparties\s+may\s+(?:mutually\s+)?agree\s+(?:in\s+writing\s+)?to\s+(?:renew|extend)/i;
const AUTOMATIC_RENEWAL = /\bautomatic\w*|\bunless\b[^.]{0,100}\b(?:notice|notif\w+)\b|\bnon-?renewal\b|\bshall\s+(?:be\s+)?renew\w*\s+for\b|\bwill\s+(?:be\s+)?renew\w*\s+for\b/i;

/**
 * "shall renew for successive two (2) year periods only upon the written agreement of both parties": "shall renew
 * for" reads as automatic until "only upon … agreement" conditions it; no automatic wording or non-renewal notice
 * may stand beside it.
 */
const ONLY_BY_AGREEMENT =
  /\b(?:only|solely)\s+(?:upon|by|with|on|in|through|subject\s+to|pursuant\s+to)\s+(?:the\s+|a\s+|an\s+)?(?:mutual\s+)?(?:prior\s+)?(?:written\s+)?(?:agreement|consent|amendment)\b|\b(?:only|solely)\s+if\s+(?:both\s+|the\s+)?parties\s+(?:so\s+)?(?:mutually\s+)?agree/i;
const AUTOMATIC_WORDING = /\bautomatic\w*|\bunless\b[^.]{0,100}\b(?:notice|notif\w+)\b|\bnon-?renewal\b/i;

/** An extension one party may make on its own ("The State, at its sole discretion, may extend this Contract … by written
 *  amendment"): the amendment records the party's choice, the other party's agreement is not needed. */
const ONE_PARTY_EXTENDS = /\b(?:at|in)\s+(?:its|his|her|their|(?:the\s+)?[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3}['’]s)\s+(?:sole\s+|absolute\s+)*(?:discretion|option|election)\b[^.]{0,80}\b(?:renew|extend)|\b(?:renew|extend)\w*\b[^.]{0,120}\b(?:at|in)\s+(?:its|his|her|their|(?:the\s+)?[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3}['’]s)\s+(?:sole\s+|absolute\s+)*(?:discretion|option|election)\b/;

/** The clause renews or extends the contract only by the parties' written agreement, never by itself. */
export function renewsOnlyByAgreement(text: string): boolean {
  if (ONE_PARTY_EXTENDS.test(text) && !ONLY_BY_AGREEMENT.test(text)) return false;
  return RENEWAL_BY_AGREEMENT.test(text) && (!AUTOMATIC_RENEWAL.test(text) || (ONLY_BY_AGREEMENT.test(text) && !AUTOMATIC_WORDING.test(text)));
}

/**
 * Whether the renewal the contract's fields read is one only the parties' written agreement brings about: the
 * sentence holding its evidence says so. `pieces` are texts with their offsets in the contract (its report
 * clauses, or the whole text at 0).
 */
export function renewalIsByAgreement(fields: Pick<ContractFields, 'renewalTerm' | 'termEvidence'>, pieces: { start: number; text: string }[]): boolean {
  if (!fields.renewalTerm) return false;
  const sentence = evidenceSentence(fields.termEvidence.renewalTerm, pieces);
  return sentence !== null && renewsOnlyByAgreement(sentence);
}

/** The sentence of `pieces` (texts with their offsets in the contract) that holds a field's evidence. */
function evidenceSentence(evidence: { start: number; end: number; quote: string } | undefined, pieces: { start: number; text: string }[]): string | null {
  if (!evidence) return null;
  const piece = pieces.find((p) => p.start <= evidence.start && evidence.end <= p.start + p.text.length);
  if (!piece) return null;
  const at = evidence.start - piece.start;
  if (piece.text.slice(at, at + evidence.quote.length) !== evidence.quote) return null;
  const from = Math.max(piece.text.lastIndexOf('. ', at), piece.text.lastIndexOf('\n', at)) + 1;
  const next = piece.text.slice(at).search(/\.(?:\s|$)/);
  return piece.text.slice(from, next < 0 ? undefined : at + next + 1);
}

/**
 * "… for an initial term of one (1) year and indefinitely after that until terminated by either party giving
 * twelve (12) months' notice", "and thereafter until terminated": after its initial term the contract runs on,
 * with no fixed renewal period, until a party ends it by notice. A renewal "from year to year" or for "successive"
 * periods is a fixed renewal.
 */
const EVERGREEN = /\b(?:indefinitely|thereafter|after\s+that|afterwards)\b[^.;]{0,60}?\b(?:unless\s+and\s+)?until\s+(?:it\s+is\s+|this\s+agreement\s+is\s+)?terminated\b|\b(?:thereafter|after\s+that)\b[^.;]{0,40}?\bindefinitely\b/i;
const FIXED_RENEWAL = /\bsuccessive\b|\b(?:year|month)[-\s]to[-\s](?:year|month)\b|\brenew\w*\s+(?:automatically\s+)?for\b|\b(?:further|additional|renewal)\s+(?:terms?|periods?)\b/i;

/** The sentence lets the contract run on after its initial term until a party ends it, with no fixed renewal period. */
export function continuesUntilTerminated(sentence: string): boolean {
  return EVERGREEN.test(sentence) && !FIXED_RENEWAL.test(sentence);
}

/**
 * Whether the contract, after the initial term its fields read, runs on until a party ends it by notice (an
 * "evergreen" term) instead of renewing for fixed periods: the sentence that states the notice, or the term, says so.
 */
export function renewalIsEvergreen(fields: Pick<ContractFields, 'renewalTerm' | 'termEvidence' | 'expirationDate' | 'initialTerm'>, pieces: { start: number; text: string }[]): boolean {
  if (fields.renewalTerm || (!fields.expirationDate && !fields.initialTerm)) return false;
  const { noticePeriodToTerminateRenewal, initialTerm, expirationDate } = fields.termEvidence;
  return [noticePeriodToTerminateRenewal, initialTerm, expirationDate].some((e) => {
    const sentence = evidenceSentence(e, pieces);
    return sentence !== null && continuesUntilTerminated(sentence);
  });
}

/**
 * "This agreement begins on 1 February 2026 and continues until terminated by either party giving written notice":
 * a contract with no initial term and no renewal, which runs from its start until a party ends it by notice.
 */
const OPEN_ENDED = /\b(?:continues?|shall\s+continue|will\s+continue|remains?\s+in\s+(?:full\s+)?(?:force|effect)|shall\s+remain\s+in\s+(?:full\s+)?(?:force|effect))\b(?:\s+in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?)?\s+(?:unless\s+and\s+)?until\s+(?:it\s+is\s+|this\s+agreement\s+is\s+)?terminated\s+by\s+(?:either|any|one|each)\s+(?:party|of\s+the\s+parties)\b/i;

/** "The Employee's employment is "at will" and may be terminated by either party at any time": no term, ended at any time. */
const AT_WILL = /\b(?:employment|engagement|agreement)\b[^.;]{0,40}\bis\s+["“]?at[-\s]will\b|\bmay\s+be\s+terminated\s+by\s+(?:either|any|each)\s+party\s+at\s+any\s+time\b/i;

export function endsAtWill(text: string): boolean {
  return AT_WILL.test(text.replace(/\s+/g, ' '));
}

export function runsUntilNoticeFromStart(text: string, fields?: Pick<ContractFields, 'renewalTerm' | 'initialTerm' | 'expirationDate'>): boolean {
  const flat = text.replace(/\s+/g, ' ');
  return (OPEN_ENDED.test(flat) || AT_WILL.test(flat)) && !EVERGREEN.test(flat) && !fields?.renewalTerm && !fields?.initialTerm && !fields?.expirationDate;
}

/** "The period of notice shall be three months during the first year … and six months …": the notice that ends an open-ended contract, in its words. */
export function terminationNoticeOf(contractText: string): string | null {
  for (const sentence of capitalisedSentencesOf(contractText.replace(/\s+/g, ' '))) {
    if (/\b(?:period\s+of\s+notice|notice\s+period)\b[^.;]{0,80}\b(?:shall\s+be|is|will\s+be)\b/i.test(sentence) && /\b(?:days?|weeks?|months?|years?)\b/i.test(sentence)) {
      return sentence.replace(/^\s*\d+(?:\.\d+)*\.?\s+/, '').replace(/[.;]\s*$/, '');
    }
  }
  return null;
}

/** What to diary for a contract that runs until a party ends it by notice, with that notice where the contract states it. */
export function openEndedPoint(contractText: string | undefined): string {
  const notice = contractText ? terminationNoticeOf(contractText) : null;
  const atWill = contractText !== undefined && endsAtWill(contractText);
  return `The contract has no end date and does not renew: it runs until either party ends it ${atWill && !notice ? 'at any time' : 'by notice'}${notice ? ` (“${notice}”)` : ''}. Diary the notice we must give to end it, and plan for the other party giving it at any time.`;
}

/**
 * "On termination of this agreement, the Agent is entitled to an indemnity calculated in accordance with regulation
 * 17(3) of the Regulations": an agent's (or distributor's) indemnity for the business it built, a sum paid when the
 * contract ends — not an indemnity against claims. With its cap, the cases where none is payable and its time bar.
 */
export interface TerminationIndemnity {
  payee: string;
  kind: string;
  cap: string | null;
  exclusions: string | null;
  timeBar: string | null;
}
const ENTITLED_ON_TERMINATION = /\b(?:[Oo]n|[Uu]pon|[Ff]ollowing|[Aa]fter)\s+(?:the\s+)?(?:termination|expiry|expiration)\b[^.;]{0,80}?,?\s*((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+(?:is|shall\s+be|will\s+be)\s+entitled\s+to\s+(?:an?\s+)?(indemnity|compensation)\b|\b((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+(?:is|shall\s+be|will\s+be)\s+entitled\s+to\s+(?:an?\s+)?(indemnity|compensation)\b[^.;]{0,40}?\b(?:on|upon|following|after)\s+(?:the\s+)?(?:termination|expiry|expiration)\b/;
export function terminationIndemnityOf(text: string): TerminationIndemnity | null {
  const flat = text.replace(/\s+/g, ' ');
  const m = ENTITLED_ON_TERMINATION.exec(flat);
  if (!m) return null;
  const kind = (m[2] ?? m[4])!.toLowerCase();
  const cap = new RegExp(String.raw`\b(?:the\s+)?${kind}\s+(?:shall|will|must)\s+not\s+exceed\s+([^.;]{3,200}?)(?=[.;]|$)`, 'i').exec(flat)?.[1]?.trim() ?? null;
  const none = /\bno\s+(?:indemnity|compensation)\s+(?:is|shall\s+be|will\s+be)\s+(?:payable|due)\s+((?:where|if|when|in\s+the\s+event)\b[^.;]{3,240}?)(?=[.;]|$)/i.exec(flat)?.[1]?.trim() ?? null;
  const bar = /\b(?:loses|forfeits|shall\s+lose|will\s+lose)\s+(?:its|his|her|their|the)\s+right\s+to\s+(?:the\s+)?(?:indemnity|compensation)\s+unless\s+([^.;]{3,200}?)(?=[.;]|$)/i.exec(flat)?.[1]?.trim() ?? null;
  return { payee: (m[1] ?? m[3])!.replace(/^the\s+/i, 'the '), kind, cap, exclusions: none, timeBar: bar };
}

/** The clause lets the contract run on after its initial term until a party ends it, and the fields read no fixed renewal. */
function runsOnUntilNotice({ text, fields }: ReviewClause): boolean {
  return !fields?.renewalTerm && continuesUntilTerminated(text);
}

export const EVERGREEN_POINT =
  'Nothing renews for a fixed period: after the initial term the contract runs on until either party gives notice. Decide before the initial term ends, less the notice period, whether to end it then, and plan for the other party ending it on that notice at any time afterwards.';

/**
 * An option one party holds to extend or renew the term ("Tenant has one (1) option to extend the Term for a further
 * five (5) years … by giving Landlord written notice no earlier than twelve (12) months and no later than nine (9)
 * months before the Expiration Date"): nothing renews unless the holder acts, so it is no automatic renewal, and its
 * notice is a window to exercise it, not one to stop a renewal.
 */
export interface ExtensionOption {
  holder: string;
  /** When notice exercising it must be given: "no earlier than … and no later than … before the Expiration Date". */
  window: string | null;
}
/** "Franchisee may renew … provided that Franchisee gives Franchisor written notice of its election to renew". */
const RENEWAL_WAITING_ON_NOTICE = new RegExp(
  String.raw`\b((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+may\s+(?:elect\s+to\s+)?(?:extend|renew)\b[^.]{0,300}?${NOTICE_ELECTING_TO_RENEW}`,
);
export function extensionOptionOf(text: string): ExtensionOption | null {
  const flat = text.replace(/\s+/g, ' ');
  const m =
    /\b((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+(?:has|shall\s+have|will\s+have|is\s+(?:hereby\s+)?granted|may\s+exercise)\s+(?:an?\s+|the\s+)?(?:\w+\s+\(\d+\)\s+|\d+\s+)?(?:successive\s+)?(?:options?|rights?)\s+to\s+(?:extend|renew)\b/.exec(flat) ??
    /\b((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+may\s+(?:elect\s+to\s+)?(?:extend|renew)\s+(?:this\s+\w+|the\s+(?:[A-Z][\w-]*\s+){0,3}[Tt]erm|the\s+(?:[A-Z][\w-]*\s+){1,3}Period)\b[^.]{0,160}?\bby\s+(?:giving|delivering|written\s+notice)/.exec(flat) ??
    // The term need not be a defined one: "Customer may extend the term for one further period … by written notice".
    // "Franchisee may renew the franchise for one additional term …, provided that Franchisee gives Franchisor written
    // notice of its election to renew …": the renewal waits on the holder's notice electing it.
    RENEWAL_WAITING_ON_NOTICE.exec(flat) ??
    // "You may, at its option, renew the Franchise … for 2 additional terms of 10 years each": an option by its own words.
    /\b((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+may,?\s+at\s+(?:its|his|her|their|your)\s+(?:sole\s+)?(?:option|election),?\s+(?:extend|renew)\b/.exec(flat);
  // "The Operator may renew …" names a party; "This Agreement", "Either party" do not.
  if (!m || (/^(?:This|The|Either|Each|Neither|Both)$/i.test(m[1]!.split(/\s+/)[0]!) && !/^the\s+(?!(?:Agreement|Contract|Term|Lease|Licen[cs]e)\b)[A-Z]/i.test(m[1]!))) return null;
  const window = /\b(?:no|not)\s+earlier\s+than\s+[^.;]{0,120}?\b(?:before|prior\s+to)\s+(?:the\s+)?(?:[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3}|end\s+of\s+the\s+\w+)|\b(?:at\s+least|no\s+later\s+than|not\s+later\s+than|not\s+less\s+than)\s+[^.;,]{0,60}?\b(?:before|prior\s+to)\s+(?:the\s+)?(?:[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3}|end\s+of\s+the\s+\w+(?:\s+(?!of\b)\w+)?(?:\s+of\s+(?:this|the)\s+\w+)?)/.exec(flat.slice(m.index));
  // A run-in heading before the holder ("3.2 Renewal. Franchisee may renew …") names no party.
  // "You may renew …" (a franchise written to the franchisee) is said mid-sentence as "you".
  return { holder: m[1]!.replace(/^[A-Z][a-z]{3,}\.\s+/, '').replace(/^the\s+/i, '').replace(/^You$/, 'you'), window: window?.[0] ?? null };
}

/**
 * The option to renew the contract's fields read, when the sentence holding the renewal term's evidence makes the
 * renewal one party's option exercised by notice ("Franchisee may renew this Agreement once … by giving Franchisor
 * written notice … at least twelve (12) months before the end of the initial term"): nothing renews by itself.
 */
export function renewalOptionOf(fields: Pick<ContractFields, 'renewalTerm' | 'termEvidence'>, pieces: { start: number; text: string }[]): ExtensionOption | null {
  if (!fields.renewalTerm) return null;
  const sentence = evidenceSentence(fields.termEvidence.renewalTerm, pieces);
  return sentence === null ? null : extensionOptionOf(sentence);
}

export const RENEWAL_BY_AGREEMENT_POINT =
  'Nothing renews automatically: the contract continues only if both parties agree an extension in writing. Diary a date well before the end of the term to propose and sign an extension (or plan the exit), and check whether either party must give notice to open that discussion.';


/** "Neither party shall be liable … for indirect or consequential damages": an exclusion both parties have already. */
const MUTUAL_EXCLUSION = /\b(?:neither\s+party|in\s+no\s+event\s+(?:shall|will)\s+(?:either|any)\s+party|each\s+party\s+(?:waives|excludes))\b[^.]{0,120}\b(?:consequential|indirect|special|punitive|lost\s+profits?)\b/i;

/** "either party", "mutual", or two named parties holding a right together ("Licensor and Licensee will be entitled to"). */
export const MUTUAL = {
  test: (text: string) =>
    /\b(?:each|either|both)\s+part(?:y|ies)\b|\bmutual(?:ly)?\b/i.test(text) ||
    /\b[A-Z][\w-]+\s+and\s+(?:the\s+)?[A-Z][\w-]+\s+(?:will|shall|may)\s+(?:each\s+)?(?:be\s+entitled|have\s+the\s+right)\s+to\b/.test(text) ||
    // "A Party may immediately terminate this Agreement should the other party become insolvent", "the Party not in
    // default may exercise …": a right whichever party it falls to.
    /\b(?:a|any)\s+party\s+may\b[^.]{0,160}\bthe\s+other\s+party\b|\bthe\s+(?:non-?defaulting|non-?breaching)\s+party\b|\bthe\s+party\s+not\s+in\s+(?:default|breach)\b/i.test(text),
};
const has = (pattern: RegExp) => (clause: { text: string }) => pattern.test(clause.text);

/**
 * An assignment the clause lets through: an affiliate, a successor or a buyer after "except", "without consent" or
 * "may assign … to". "A change of control of Distributor shall be treated as an assignment" widens the ban instead.
 */
const ASSIGNMENT_ALLOWED = new RegExp(
  String.raw`\b(?:except|other\s+than|save|without\s+(?:such\s+|the\s+)?(?:\w+['’]s?\s+)?(?:prior\s+)?(?:written\s+)?consent|no\s+(?:such\s+)?consent|provided|however|notwithstanding)\b[^.]{0,160}?(?:${AFFILIATE_WORDS}|\bmerger|\bacqui|\breorgani[sz]|\bsuccessor|\bsale\s+of|\bpurchaser)|\bmay\s+(?:\w+\s+){0,3}?(?:assign|transfer)\b[^.]{0,100}?(?:${AFFILIATE_WORDS}|\bsuccessor|\bmerger|\bacqui|\bpurchaser)`,
  'i',
);
/** "except that either Party may assign it without consent to a successor …", "except that Discloser may assign …". */
const ASSIGNMENT_EXCEPTION = /\b(?:except|provided|however|notwithstanding)\b[^.]{0,40}?\b((?:[Ee]ither|[Ee]ach|[Aa]ny|[Bb]oth)\s+[Pp]art(?:y|ies)|(?:the\s+)?[A-Z][\w&.-]*(?:(?<!\.)\s+[A-Z][\w&.-]*){0,2})\s+(?:may|shall\s+be\s+entitled\s+to|can)\s+(?:\w+\s+){0,2}?(?:assign|transfer)/;

/** The permission stated as a sentence of its own ("The Principal may assign this Agreement to any successor to its
 *  valve business"), after a ban that binds the other party: its subject holds the exception. */
const ASSIGNMENT_PERMITTED_TO =
  /(?:^|[.;]\s+)((?:[Ee]ither|[Ee]ach|[Aa]ny|[Bb]oth)\s+[Pp]art(?:y|ies)|(?:[Tt]he\s+)?[A-Z][\w&.-]*(?:(?<!\.)\s+[A-Z][\w&.-]*){0,2})\s+(?:may|shall\s+be\s+entitled\s+to|can)\s+(?!not\b)(?:\w+\s+){0,2}?(?:assign|transfer)\b[^.;]{0,100}?\b(?:affiliat\w*|successors?|merger|acqui\w*|purchasers?|buyers?)\b/;
/** "CRO may not subcontract any parts of the Services …", "Carrier shall not broker, subcontract or interline any
 *  shipment …": a ban on handing the work on, with no word of assigning the contract. */
export function bansOnlyHandingTheWorkOn(text: string): boolean {
  return /\b(?:shall|will|may|must)\s+not\s+(?:[\w-]+,?\s+){0,4}?(?:or\s+)?(?:subcontract|broker|delegate|interline)\w*/i.test(text) && !/\bassign/i.test(text);
}

/** Who may use an assignment clause's exception: both parties, one named party, or unknown. A name never runs on past
 *  a full stop ("Assignment. MICOA may assign …" names MICOA). */
function exceptionHolderMatch(text: string): RegExpExecArray | null {
  const flat = text.replace(/\s+/g, ' ');
  const m = ASSIGNMENT_EXCEPTION.exec(flat) ?? ASSIGNMENT_PERMITTED_TO.exec(flat);
  return m && !/^(?:The|This|Neither|No)$/i.test(m[1]!) ? m : null;
}
function exceptionHolder(text: string): 'both' | 'one' | 'unknown' {
  const m = exceptionHolderMatch(text);
  if (!m) return 'unknown';
  return /^(?:either|each|any|both)\s/i.test(m[1]!) ? 'both' : 'one';
}
/** Who alone may assign without consent, as the clause names it ("the Company"). */
const exceptionHolderName = (text: string) => exceptionHolderMatch(text)![1]!.replace(/^The\s/, 'the ');
/**
 * The cure periods a termination-for-breach clause gives: every period the text ties to curing or remedying ("fails to
 * pay … and does not cure the failure within 10 days …, or commits any other breach and does not cure it within 30
 * days": one per kind of breach), else the period of a sentence about a breach left uncured. The clause's first period
 * may be the agreement's term ("continues for one (1) year"), a notice period or a measuring window ("three failures
 * in any six-month period"), so it is never taken on its own.
 */
export function curePeriodsOf(facts: ClauseFacts, text: string): string[] {
  const flatText = text.replace(/\s+/g, ' ');
  const cures = [...new Set(facts.durations.filter((d) => new RegExp(`\\b(?:cure[sd]?|remed(?:y|ied|ies))\\b[^.;,)\\]]{0,40}\\bwithin\\s+(?:a\\s+period\\s+of\\s+)?${escapeRegExp(d.text.replace(/\s+/g, ' '))}`, 'i').test(flatText)).map((d) => durationWords(d)))];
  if (cures.length > 0) return cures;
  const inSentence = curePeriodInSentence(facts, flatText);
  return inSentence ? [inSentence] : [];
}

/** A denial of any cure ("may terminate upon written notice, without opportunity to cure, if …", "no cure period shall
 *  apply"): the sentence names curing only to deny it, so a period in it ("abandons the business for five (5)
 *  consecutive days") is the ground for terminating, not a time to cure. Nor does a cure already made ("After curing a
 *  default …, you commit the same default within twelve (12) months") or a default "whether or not cured" give one. */
const CURE_DENIED =
  /\b(?:without|no|not\s+(?:be\s+)?(?:entitled|permitted|given|allowed)\s+(?:to\s+)?(?:any|an?)?)\s*(?:\w+\s+){0,2}?(?:opportunity|right|period|chance|time)\s+(?:to|for|of)\s+(?:cure|remedy|remedi\w*|correct\w*)\b|\bno\s+(?:cure|remedy)\s+period\b|\b(?:without|no)\s+(?:notice\s+(?:and|or)\s+)?(?:cure|remedy)\b|\b(?:after|having)\s+(?:curing|cured|remedying|remedied)\b|\bwhether\s+or\s+not\s+(?:\w+\s+){0,5}?(?:cured|remedied)\b/gi;

/** A period in a sentence that speaks of curing or remedying ("30 days' notice and an opportunity to cure"). */
function curePeriodInSentence(facts: ClauseFacts, flatText: string): string | null {
  // A section's title cited in brackets ("Sections 15.3 [Termination Following Expiration of Cure Period]") cures nothing.
  // "Remedy" cures as a verb ("remedy the breach", "remedied"); the noun ("any rights or remedies available to it",
  // "the following remedies:") names what a party may do, and gives no one time to cure.
  const sentences = sentencesOf(flatText).filter((s) => /\b(?:un)?(?:cure[sd]?|curing|remed(?:ied|ying)|correct(?:ed|s)?)\b|\bremed(?:y|ies)\s+(?:the|such|that|this|any|a|an|its|his|her|their|it|same|all)\b(?!\s+(?:rights?|remed\w*|available)\b)/i.test(s.replace(/\[[^\]]{0,160}\]/g, ' ').replace(CURE_DENIED, ' ')));
  const d = facts.durations.find((d) => sentences.some((s) => s.includes(d.text.replace(/\s+/g, ' '))));
  return d ? durationWords(d) : null;
}
const period = (facts: ClauseFacts) => (facts.durations[0] ? durationWords(facts.durations[0]) : null);

/**
 * The period a list's lead-in states for every item ("Each Founder undertakes that he will not, … for a period of twelve
 * (12) months after ceasing to hold Shares, directly or indirectly:" before "(a) be engaged in any competing business"):
 * a restriction split at its items keeps the lead-in's time limit. A lead-in that is itself an item ("(a) …,") is none.
 */
export function leadInPeriod(text: string, contractText: string | undefined): { value: number; unit: 'month' | 'year'; text: string } | null {
  if (contractText === undefined || !/^\s*\(?[a-z]{1,3}\)/i.test(text)) return null;
  // Found by its opening words: the clause may be read without the page furniture a page break left in it, so a long
  // opening may not be found as the contract writes it.
  const opening = text.trim();
  const found = contractText.indexOf(opening.slice(0, 80));
  const at = found >= 0 ? found : contractText.indexOf(opening.slice(0, 40));
  if (at < 0) return null;
  const leadIn = contractText.slice(Math.max(0, at - 800), at).split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p !== '').pop();
  // The lead-in ends with a colon, or runs on into its items with a comma or a dash ("… for a period of 2 years after
  // the Effective Date, it will not, directly or indirectly, … in any other manner whatsoever," before "(a) carry on …").
  if (leadIn === undefined || !/[:,—–-]$/.test(leadIn) || /^\(?[a-z]{1,3}\)/i.test(leadIn)) return null;
  const m = new RegExp(String.raw`\b((?:${NUMBER_WORD}(?:[- ]${NUMBER_WORD})?\s+)?\((\d+)\)|(\d+))\s+(months?|years?)\b`, 'i').exec(leadIn);
  if (!m) return null;
  return { value: Number(m[2] ?? m[3]), unit: /^month/i.test(m[4]!) ? 'month' : 'year', text: `${m[1]!.trim()} ${m[4]!}` };
}

/** How long a warranty lasts: a period of the clause that is no deadline ("correct the non-conformity within thirty (30) days after notice"). */
const warrantyPeriod = (facts: ClauseFacts, text: string) => {
  const length = termLength(facts, text);
  return length ? durationWords(length) : null;
};

/**
 * Representations about a party rather than about what it supplies: its power and authority to sign, that the
 * contract conflicts with nothing else it is bound by and the consents it needs are obtained, that it complies
 * with the law. Repair, replacement or refund mean nothing for these; what matters is that they are true when
 * signed and what an untrue one lets the other party do.
 */
const AUTHORITY_REP =
  /\b(?:power|authority|capacity|right)\b[^.;]{0,80}\bto\s+(?:enter|execute|sign|deliver|perform|grant|carry\s+out)\b|\bduly\s+(?:organi[sz]ed|incorporated|authori[sz]ed|executed)|\bvalidly\s+existing|\bgood\s+standing|\bvalid\s+and\s+binding|\benforceable\s+(?:against|in\s+accordance)/i;
const NO_CONFLICT_REP =
  /\b(?:conflict\s+with|contraven\w+|result\s+in\s+a\s+(?:breach|default)|constitute\s+a\s+default)\b|\b(?:obtained|received|secured)\b[^.;]{0,40}\b(?:consents?|approvals?|authori[sz]ations?|permits?)\b|\b(?:consents?|approvals?|authori[sz]ations?)\b[^.;]{0,60}\b(?:obtained|received|been\s+given)\b|\bnot\s+(?:a\s+)?party\s+to\s+any\s+(?:other\s+)?agreement\b/i;
const COMPLIANCE_REP =
  /\b(?:compl(?:y|ies|ied|iance)\s+with|in\s+(?:accordance|compliance)\s+with)\b[^.;]{0,80}\b(?:laws?|regulations?|statutes|ordinances|rules)\b|\bnot\s+violate\b[^.;]{0,80}\b(?:laws?|regulations?|Act)\b/i;
/** What a product or service warranty promises: quality, conformity, freedom from defects, how work is done. */
// A warranty of title ("will have good title or the right to deliver such Gas, … free and clear of all liens") is given in
// the goods delivered, not in the power to sign.
const PERFORMANCE_WARRANTY =
  /\bgood\s+(?:and\s+(?:valid|marketable)\s+)?title\b|\bfree\s+and\s+clear\b|\bdefect|\bworkmanlike|\bworkmanship|\bmaterials?\b|\bspecifications?\b|\bconform|\bmerchantab|\bfitness\b|\bfree\s+(?:from|of)\b|\bvirus|\binfring|\bquality\b|\bfunction|\bperform(?:ed|ance)?\b[^.;]{0,40}\b(?:professional|skil|standard|manner|diligen)/i;

export type Representation = 'authority' | 'no-conflict' | 'compliance';

/** The representations about a party the sentence (else the clause) gives, or null when it warrants a product or service. */
export function representationsOf(operative: string | undefined, text: string): Representation[] | null {
  const kinds = (t: string) =>
    ([['authority', AUTHORITY_REP], ['no-conflict', NO_CONFLICT_REP], ['compliance', COMPLIANCE_REP]] as const).filter(([, re]) => re.test(t)).map(([k]) => k);
  let sentence = operative ?? text;
  if (kinds(sentence).length === 0 && !PERFORMANCE_WARRANTY.test(sentence)) sentence = text;
  const found = kinds(sentence);
  return found.length > 0 && !PERFORMANCE_WARRANTY.test(sentence) ? found : null;
}

const REPRESENTATION_NAME: Record<Representation, string> = {
  authority: 'power and authority to enter the contract',
  'no-conflict': 'no conflict with other obligations and consents obtained',
  compliance: 'compliance with law',
};
const REPRESENTATION_CHECK: Record<Representation, string> = {
  authority: 'confirm the signatory’s authority and any board or shareholder approval before signing',
  'no-conflict': 'ask which third-party or regulatory consents are needed and confirm they are obtained before signing',
  compliance: 'check it reaches the laws that matter for this work (data protection, anti-bribery, export, sector rules) and lasts for the whole term',
};

function representationPoint(kinds: Representation[], mutual: boolean): string {
  const names = kinds.map((k) => REPRESENTATION_NAME[k]);
  return `These are representations of ${listOf(names)}, not a product or service warranty: ${mutual ? 'they are given by both parties' : 'check that we get the same from the other party'}; ${kinds
    .map((k) => REPRESENTATION_CHECK[k])
    .join('; ')}; and make sure an untrue representation lets us terminate and claim damages or an indemnity.`;
}

/** Roles written in lower case, as no defined party ("the receiving party shall protect the other party's Confidential
 *  Information"): whichever party receives, so both. A one-way clause names its recipient ("Consultant", or a party
 *  defined as the "Receiving Party"). */
/** A duty both parties owe by being denied to each ("Neither party shall disclose the financial terms of this Agreement"). */
const NEITHER_PARTY_SHALL_DISCLOSE = /\b(?:neither|no)\s+party\s+(?:(?:hereto|to\s+this\s+Agreement)\s+)?(?:shall|will|may)\s+(?:\w+\s+){0,3}?(?:disclose|divulge|reveal|publish|use)\b/i;
const GENERIC_ROLES = /\b[Tt]he receiving party\b[^.]{0,200}\bthe (?:other|disclosing) party\b|\b[Tt]he (?:other|disclosing) party\b[^.]{0,200}\bthe receiving party\b/;

/** "The Consultant and the Company acknowledge that each will have access to proprietary information regarding the
 *  business operations of the other": each side holds the other's information, so the duty binds both. */
const EACH_HOLDS_THE_OTHERS = /\beach\b[^.]{0,120}\b(?:information|secrets|data|know-how)\b[^.]{0,120}\b(?:of|from)\s+the\s+other\b/i;

/**
 * Whether a confidentiality duty binds both parties: the clause or the opening says so, or the roles are ones
 * either party takes ("disclosed by one Party (the "Discloser") to the other Party (the "Recipient")").
 */
/**
 * The word a contract gives each of its parties ("Atlas and Solmar are each referred to as a "Venturer"", "each a
 * "Member""): "each Venturer", "either Venturer" then names both parties, as "each party" does.
 */
function partyWordsOf(contractText: string): string[] {
  const words = [...contractText.matchAll(/\beach\s+(?:(?:individually\s+)?(?:be\s+)?(?:referred\s+to|defined)\s+(?:herein\s+|below\s+)?as\s+)?(?:an?\s+)?["“]([A-Z][\w-]+)["”]/g)].map((m) => m[1]!);
  return [...new Set(words)].filter((w) => !/^part(?:y|ies)$/i.test(w));
}

/** "Either Venturer may terminate", "Each Member shall keep confidential": a right or duty of both parties by the contract's word for each. */
export function namesEitherParty(text: string, contractText: string | undefined): boolean {
  if (contractText === undefined) return false;
  return partyWordsOf(contractText).some((w) => new RegExp(`\\b(?:[Ee]ach|[Ee]ither|[Bb]oth)\\s+(?:of\\s+the\\s+)?${w}s?\\b`).test(text));
}

/** "The Parties … agree to keep the entire contents of this Agreement confidential": a duty both parties take on. */
const THE_PARTIES_KEEP = /\bthe\s+parties\b(?:(?!\b(?:shall|will|must)\s+(?:cause|procure|require)\b)[^.;]){0,160}\b(?:agree|undertake|covenant)s?\s+(?:\w+\s+){0,3}?to\s+(?:keep|hold|maintain|treat)\b/i;

export function confidentialityIsMutual(text: string, contractText: string = text): boolean {
  return MUTUAL.test(text) || THE_PARTIES_KEEP.test(text.replace(/\s+/g, ' ')) || namesEitherParty(text, contractText) || EACH_HOLDS_THE_OTHERS.test(text) || NEITHER_PARTY_SHALL_DISCLOSE.test(text) || GENERIC_ROLES.test(text.replace(/\s+/g, ' ')) || MUTUAL.test(contractText.slice(0, 300)) || /\b(?:by|from)\s+(?:one|either|a|each)\s+party\b[^.]{0,80}\bto\s+the\s+other\s+party\b|\b(?:either|each|one)\s+party\s*\(\s*(?:the\s+)?["“]?(?:recipient|receiving\s+party|discloser|disclosing\s+party)/i.test(contractText);
}

/**
 * How long a confidentiality duty lasts: a period the clause gives it ("for five (5) years after disclosure"), else
 * one a survival provision gives. A deadline ("notify within five (5) business days") is no duration.
 */
export function confidentialityTerm(text: string, contractText: string = text): string | null {
  const own = /\b(?:for a period of|for|during)\s+((?:\w+[- ]?\w*\s+)?(?:\(\d+\)\s+)?(?:years?|months?))\b/i.exec(text);
  const survival = /\bconfidential\w*[^.]{0,120}\bsurviv\w*[^.]{0,60}?\b((?:\w+\s+)?(?:\(\d+\)\s+)?(?:years?|months?))\b|\bsurviv\w*[^.]{0,60}?\b((?:\w+\s+)?(?:\(\d+\)\s+)?(?:years?|months?))\b[^.]{0,80}\bconfidential|\b(?:obligations|duties|provisions|restrictions)\b[^.]{0,80}\bsurviv\w*[^.]{0,40}?\b((?:\w+\s+)?(?:\(\d+\)\s+)?(?:years?|months?))\b/i.exec(contractText);
  // "The obligations in this Section 5 continue for three (3) years after this Agreement ends": a duration without "survive".
  // Only one about confidentiality: its sentence says so, or the section it names is headed so.
  const lasts = [...contractText.matchAll(new RegExp(CONTINUES_FOR.source, 'gi'))].find((m) => {
    const sentence = contractText.slice(Math.max(0, contractText.lastIndexOf('.', m.index) + 1), m.index + m[0].length);
    const section = /\b(?:Section|Clause|Article)\s+(\d+(?:\.\d+)*)/i.exec(sentence)?.[1];
    return /\bconfidential/i.test(sentence) || (section !== undefined && /confidential/i.test(sectionHeading(section, contractText) ?? ''));
  }) ?? null;
  // "during the Term and for five (5) years thereafter": the term, then the period after it.
  const afterTerm = /\bduring\s+the\s+term(?:\s+of\s+this\s+agreement)?\s+and\s+for\s+(?:a\s+period\s+of\s+)?((?:\w+[- ]?\w*\s+)?(?:\(\d+\)\s+)?(?:years?|months?))\s+(?:thereafter|after\s+(?:its|the|such)\s+(?:termination|expir\w+|end))/i.exec(text.replace(/\s+/g, ' '));
  if (afterTerm) return `the term and ${afterTerm[1]!.trim()} after it ends${TRADE_SECRETS_KEPT.test(contractText.replace(/\s+/g, ' ')) ? ', and for trade secrets as long as they remain trade secrets' : ''}`;
  const match = own ?? survival ?? lasts;
  if (!match) return null;
  const period = (match[1] ?? match[2] ?? match[3])!.trim();
  // "… and for trade secrets for as long as they remain trade secrets": the duty outlasts the period for them.
  const tradeSecrets = TRADE_SECRETS_KEPT.test(contractText.replace(/\s+/g, ' ')) ? ', and for trade secrets as long as they remain trade secrets' : '';
  return `${period}${periodAnchor(match.input.slice(match.index + match[0].length))}${tradeSecrets}`;
}

/** "The obligations in this Section 5 continue for three (3) years …": how long duties last, without "survive". */
const CONTINUES_FOR = /\b(?:obligations|duties|undertakings)\b[^.]{0,80}?\b(?:continue|last|remain\s+in\s+(?:force|effect)|apply)\s+for\s+(?:a\s+period\s+of\s+)?((?:\w+[- ]?\w*\s+)?(?:\(\d+\)\s+)?(?:years?|months?))\b/i;

/** "for trade secrets, for as long as they remain trade secrets", "trade secrets … until they cease to be trade secrets". */
export const TRADE_SECRETS_KEPT = /\btrade\s+secrets?\b[^.]{0,80}?\b(?:(?:for\s+)?(?:as|so)\s+long\s+as|until|while)\b[^.]{0,60}?\b(?:trade\s+secrets?|secret|confidential)\b/i;

/**
 * The event a period is counted from when the words right after it name one ("three (3) years after termination
 * of this Agreement", "following the expiration of the Term"): a duty that runs three years after a two-year
 * term lasts five years in all, so the period alone would misstate it.
 */
export function periodAnchor(after: string): string {
  const anchor = /^\s+((?:after|following|from)\s+(?:this\s+(?:Agreement|Contract)\s+(?:ends|expires|terminates|is\s+terminated)\b|(?:the\s+)?(?:(?:date\s+of\s+)?(?:any\s+)?(?:expiration|expiry|termination|end|completion|disclosure)\b(?:\s+or\s+(?:earlier\s+)?(?:expiration|expiry|termination))?(?:\s+(?:of|for)\s+(?:this|the)\s+(?:Agreement|Term|Lease|Engagement|relationship|Services))?|(?:Effective\s+Date|Term)\b)))/i.exec(after.replace(/\s+/g, ' '));
  return anchor ? ` ${anchor[1]}` : '';
}

/** An option to extend: when to exercise it and on what terms, whoever holds it. */
function optionPoint(text: string): string | null {
  const option = extensionOptionOf(text);
  if (option === null) return null;
  const flatText = text.replace(/\s+/g, ' ');
  const price = /\b(?:rent|fees?|price)\b[^.]{0,60}\b(?:extension|renewal)\s+term\b[^.]*|\b(?:extension|renewal)\s+term\b[^.]{0,40}\b(?:rent|fees?|price)\b[^.]*|\b(?:pays?|payment\s+of)\s+(?:a|an|the)\s+(?:renewal|extension)\s+fee\s+of\s+(?:[^.;,]|,(?=\d{3}))+/i.exec(flatText);
  // "provided that (a) Franchisee is not in default, (b) …": the conditions the option is drafted with, named.
  const conditions = conditionsOf(flatText);
  const conditionWords = conditions.length > 0 ? `, and check that ${option.holder} can meet its conditions (${conditions.join('; ')})` : ', and check the conditions on exercising it';
  const priceInConditions = price !== null && conditions.some((c) => c.includes(price[0].trim().replace(/^pays?\s+/i, '')));
  return `The extension is ${possessive(option.holder)} option: diary the window to exercise it${option.window ? ` (${option.window})` : ''}${conditionWords}${price && !priceInConditions ? ` and the price for the extension (“${price[0].trim()}”)` : conditions.length > 0 ? '' : ' and the price for the extension'}.`;
}

/** The lettered conditions of a proviso: "provided that (a) X, (b) Y, and (c) Z" → [X, Y, Z]. */
function conditionsOf(flatText: string): string[] {
  const proviso = /\b(?:provided\s+that|on\s+condition\s+that|subject\s+to\s+the\s+following\s+conditions\s*:?|if\s+all\s+of\s+the\s+following\s+are\s+met\s*:?)\s*(\((?:a|i|1)\)[^.]{5,600})/i.exec(flatText);
  if (!proviso) return [];
  // Split at markers of the first one's kind only: "(a) … not less than six (6) months" keeps its "(6)".
  const first = proviso[1]![1];
  const marker = first === 'a' ? '[a-h]' : first === 'i' ? '[ivx]{1,4}' : '\\d{1,2}';
  return proviso[1]!
    .split(new RegExp(String.raw`\s*\((?:${marker})\)\s*`))
    .map((c) => c.replace(/[,;]?\s*(?:and|or)?\s*$/i, '').trim())
    .filter((c) => c.length > 0)
    .slice(0, 6);
}

/** "Neither party shall be liable for any indirect, consequential …", "in no event … liable for … consequential damages". */
const EXCLUDES_INDIRECT = /\b(?:neither\s+party|in\s+no\s+event|no\s+party)\b[^.]{0,80}\bliable\b[^.]{0,60}\b(?:indirect|consequential|special|punitive|incidental)\b/i;

/** Who gives an indemnity: "Tenant shall indemnify Landlord …. Landlord shall indemnify Tenant …" names two. */
function indemnitorsOf(text: string): string[] {
  // "shall indemnify", or in the present tense "hereby indemnifies".
  const subjects = [...text.matchAll(/\b([A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2})\s+(?:(?:shall|will|agrees\s+to|must)\s+(?:(?:defend|protect)\s*,?\s*(?:and\s+)?)?indemnif|(?:hereby\s+)?(?:(?:defends|protects)\s*,?\s*(?:and\s+)?)?indemnifies\b)/g)].map((m) => m[1]!.replace(/^(?:The|Each|Either)\s+/, ''));
  return [...new Set(subjects)];
}

/** What a disclaimer takes away and which warranties to keep. "makes no warranty that the Licensed Patents are
 *  valid …": say what is disclaimed; do not ask for a title warranty the clause gives ("warrants that it owns …"). */
function disclaimerPoint(text: string): string {
  const flatText = text.replace(/\s+/g, ' ');
  const disclaimed = /\b(?:makes?|gives?)\s+no\s+(?:representation\s+or\s+)?warrant\w*\s+that\s+([^.;]{5,160})/i.exec(flatText)?.[1];
  const titled = /\bwarrant\w*\s+that\b[^.;]{0,40}?(?:\bis\s+the\s+(?:sole\s+)?owner\s+of|\bowns\b|\btitle\s+to\b)/i.test(flatText);
  const wanted = [titled ? null : 'title', 'non-infringement', /\bpatents?\b/i.test(flatText) ? 'validity, at least to the warrantor’s knowledge' : 'conformity with the specifications'].filter((w) => w !== null);
  return `Warranties are disclaimed beyond those stated${disclaimed ? ` (no warranty that ${disclaimed.trim()})` : ''}${titled ? '; title is warranted' : ''}: check that the warranties we rely on (${wanted.join(', ')}) are stated expressly, and whether the disclaimer is reasonable for what is supplied.`;
}

/**
 * What to check of the claims carved out of an exclusion of indirect losses: those it already leaves out ("Except for
 * breach of Section 7, neither Party is liable … for lost profits", Section 7 headed Confidentiality) are named, and
 * only the usual ones it lacks are asked about.
 */
function exclusionPoint(text: string, contractText: string | undefined, readings: ContractReadings | undefined): string {
  const carved = [...new Set([...liabilityCarveOutsOf(text, readings?.carveOuts ?? contractText), ...exclusionCarveOutsOf(text)])];
  if (carved.length === 0) return 'whether breach of confidentiality, indemnities and wilful misconduct should be carved out of it (none is today)';
  const headed = carved.map((c) => (contractText === undefined ? c : withSectionHeadings(c, contractText)));
  const words = headed.join(' ');
  const more = [
    /\bconfidential/i.test(words) ? null : 'breach of confidentiality',
    /\bindemni/i.test(words) ? null : 'indemnities',
    /\bwil(?:l)?ful|\bintentional|\bfraud|\bgross\s+negligence/i.test(words) ? null : 'wilful misconduct',
  ].filter((m): m is string => m !== null);
  return `that the carve-outs (${quotedList(headed)}) are the ones we need${more.length > 0 ? `, and whether ${listOf(more)} should be carved out too` : ''}`;
}

const REVIEW_POINTS: Partial<Record<ClauseType, ReviewPoint>> = {
  Confidentiality: ({ text, contractText = text }) => {
    const term = confidentialityTerm(text, contractText);
    const mutual = confidentialityIsMutual(text, contractText);
    const points = [
      term ? `the duty lasts ${term}${/trade secrets/.test(term) ? '' : '; confirm that covers how long the information stays sensitive'}` : 'no duration is stated; agree how long the duty survives termination (trade secrets: for as long as they remain secret)',
      has(/\b(?:public|publicly available|already known|independently developed|required by law|court order)\b/i)({ text }) ? null : 'add the standard exclusions (public, already known, independently developed, disclosure required by law)',
      has(/\breturn|destroy/i)({ text }) || /\b(?:return|destroy)\b[^.]{0,80}\b(?:confidential|information)|\bconfidential[^.]{0,80}\b(?:return|destroy)/i.test(contractText) ? null : 'add a duty to return or destroy the information when the contract ends',
      mutual ? null : 'it binds one side only: check whether our information needs the same protection',
    ].filter(Boolean);
    return `Check: ${points.join('; ')}.`;
  },
  Indemnification: ({ text }) => {
    const payment = terminationIndemnityOf(text);
    if (payment !== null) {
      return `This is a payment due to ${payment.payee} when the contract ends, not an indemnity against claims: budget for it${payment.cap ? ` (at most ${payment.cap})` : ', as no cap is stated'}${payment.exclusions ? `, and note when none is payable: ${payment.exclusions}` : ''}${payment.timeBar ? `; the claim is lost unless ${payment.timeBar}` : ''}.`;
    }
    // "the indemnifying party's liability to the other hereunder shall not exceed the insurance coverage": a limit on
    // an indemnity stated elsewhere names no one who gives it, so it reads neither one-sided nor mutual.
    const givers = new Set([...indemnitorsOf(text), ...indemnitiesOf(text).map((i) => i.giver)]);
    if (givers.size === 0 && /\b[A-Z][\w&'’-]*\s+(?:shall|will|must|agrees\s+to|undertakes\s+to|hereby)\s+(?:\w+\s+){0,2}?(?:defend|hold|holds|protect|indemnif|keep)\w*\b[^.;]{0,80}\bharmless\b|\b[A-Z][\w&'’-]*\s+(?:shall|will|must|agrees\s+to|undertakes\s+to)\s+(?:\w+\s+){0,2}?(?:defend|indemnif)\w*/.test(text)) givers.add('one party');
    return `Check who indemnifies whom (${MUTUAL.test(text) ? 'the clause reads as mutual' : indemnitorsOf(text).length > 1 ? `each party gives one: ${listOf(indemnitorsOf(text))}` : new Set(indemnitiesOf(text).map((i) => i.giver)).size > 1 ? `each party gives one: ${listOf([...new Set(indemnitiesOf(text).map((i) => i.giver))])}` : givers.size === 0 ? 'the clause names no party giving one: read it with the indemnity it qualifies' : 'the clause reads as one-sided'}), whether it is limited to third-party claims, ${
      has(/\b(?:notice|control|defen[cs]e|settle)/i)({ text }) ? 'the notice and defence procedure it sets' : 'and add a procedure: prompt notice, control of the defence, no settlement without consent'
    }, and whether it sits inside or outside the liability cap.`;
  },
  'Limitation of Liability': ({ text, contractText, readings }) =>
    // The exclusion of indirect losses may stand in the next subsection ("9.2 NEITHER PARTY SHALL BE LIABLE FOR ANY INDIRECT …").
    has(/\b(?:consequential|indirect|special|punitive|lost profits?)\b/i)({ text }) || (contractText !== undefined && EXCLUDES_INDIRECT.test(contractText.replace(/\s+/g, ' ')))
      ? `Indirect and consequential losses are excluded: ${MUTUAL_EXCLUSION.test((contractText ?? text).replace(/\s+/g, ' ')) ? 'the exclusion binds both parties; check' : 'check that the exclusion is mutual and'} ${
          // No claim carved out of the exclusion: ask for the carve-outs rather than check ones that are not there.
          exclusionPoint(text, contractText, readings)
        }.`
      : 'Check that indirect and consequential losses are excluded for both parties and which liabilities are carved out of any cap.',
  'Cap on Liability': ({ text, contractText, ourSide = null, readings }) => {
    const outside = outsideEveryCap(text, contractText, readings);
    if (outside.length === 0) return `${capitalised(capHolderPoint(text, ourSide))}. Nothing is carved out of the cap: check whether confidentiality breaches, indemnities, wilful misconduct and data breaches should sit outside it.`;
    const whose = capHolderPoint(text, ourSide);
    // "breach of Section 10" is a breach of confidentiality where Section 10 is headed so.
    const carved = outside.map((c) => (contractText === undefined ? c : withSectionHeadings(c, contractText))).join(' ');
    const more = [
      /\bconfidential|\bSection\s+[\d.]+\s*\(Confidentiality\)/i.test(carved) ? null : 'confidentiality breaches',
      /\bindemni/i.test(carved) ? null : 'indemnities',
      /\bwil(?:l)?ful|\bintentional|\bfraud/i.test(carved) ? null : 'wilful misconduct',
      /\bdata\b|\bsecurity\b|\bprivacy\b/i.test(carved) ? null : 'data breaches',
    ].filter((m): m is string => m !== null);
    return `Outside the cap today: ${quotedList(outside)}. ${capitalised(whose)}${more.length > 0 ? `; check whether ${listOf(more)} also need to sit outside it` : ''}.`;
  },
  'Termination for Cause': (clause) => {
    const { text, facts, contractText = text, readings } = clause;
    const cures = curePeriodsOf(facts, text);
    // Termination on insolvency: the clause names it, or the contract does elsewhere (events-of-default.ts).
    const onInsolvency = has(INSOLVENCY)({ text }) || (readings ? readings.terminatesOnInsolvency : terminatesOnInsolvency(contractText));
    const listedCure = cures.length === 0 && /\bevents?\s+of\s+default\b/i.test(text) ? (readings ? readings.eventOfDefaultCurePeriod : eventOfDefaultCurePeriod(contractText)) : null;
    const curePoint = cures.length > 1 ? `The cure periods are ${listOf(cures)}, by kind of breach` : cures.length === 1 ? `The cure period is ${cures[0]}` : listedCure ? `The cure period is ${listedCure}, as the Events of Default state it` : 'No cure period is stated';
    return `${curePoint}; ${terminationRightHolder(clause)}${onInsolvency ? '' : '; add termination on the other party’s insolvency'}; check what must be paid or returned on termination.`;
  },
  'Termination for Convenience': ({ text, facts }) =>
    `${period(facts) ? `Notice is ${period(facts)}` : 'No notice period is stated'}; check whether ${MUTUAL.test(text) ? 'both parties' : 'only one party'} may walk away, and what is owed on exit (work performed, committed costs, refunds of prepaid fees).`,
  'Payment Terms': ({ text, facts, contractText = text, readings }) => {
    // What the clause (and, for a dispute right, the contract) already says is stated, not asked for again.
    // The invoice terms may stand in the next subsection ("2.2 Invoices are due and payable within forty-five (45) days …").
    const own = paymentTermsOf(text);
    // A clause that names its own due day ("in advance on the first day of each calendar month") takes no period
    // from another payment of the contract (an allowance the other party pays "within thirty (30) days after …").
    // Late-payment interest the contract sets still applies to it.
    const invoiceTerms = readings?.invoiceTerms ?? paymentTermsOf(contractText, true);
    const whole = own.dueOn ? { period: null, interest: invoiceTerms.interest } : invoiceTerms;
    // A late charge is the clause's own: the contract's may fall on another payer's payments.
    const pay = { period: own.period ?? definedPaymentPeriod(text, contractText) ?? whole.period, interest: own.interest ?? whole.interest, lateCharge: own.lateCharge ?? null };
    const dispute = readings?.goodFaithDispute ?? allowsGoodFaithDispute(contractText);
    const said = [
      pay.period ? `payment is due within ${pay.period}` : own.dueOn ? `payment is due ${own.dueOn}` : null,
      pay.interest ? `late payments bear interest at ${pay.interest}` : pay.lateCharge ? `a late payment bears a charge of ${pay.lateCharge}${own.grace ? ` once ${own.grace} have passed` : ''}` : null,
      dispute ? 'an invoice may be disputed in good faith' : null,
    ].filter((p): p is string => p !== null);
    const checks = [
      `the amounts${facts.amounts.length > 0 ? ` (${amountsWithUnits(facts.amounts.slice(0, 2), text).join(', ')})` : ''}`,
      // "may terminate … if … fails to pay … within 60 days after its due date": that period is the remedy's, not the payment's.
      pay.period || own.dueOn || own.grace ? null : `the payment period${period(facts) && !own.unpaidRemedy ? ` (${period(facts)})` : ' (none is stated)'}`,
      pay.interest || pay.lateCharge ? null : 'late-payment interest',
      // Pay under a contract that issues no invoices (salary, a bonus, a purchase price at closing) has none to dispute.
      dispute || !/\binvoic/i.test(contractText) ? null : 'the right to dispute an invoice in good faith without breaching',
    ].filter((c): c is string => c !== null);
    // "A fuel surcharge shall be added to the line-haul rate …": charges on top of the rates, wherever the contract adds them.
    const addOns = (readings?.addOnCharges ?? addOnChargesOf(contractText)).filter((sentence) => !text.replace(/\s+/g, ' ').includes(sentence.slice(0, 60)));
    const onTop = addOns.length > 0 ? ` Charges come on top of the rates: “${shortened(addOns[0]!, { chars: 200 })}”; check how they are calculated and capped.` : '';
    return `${said.length > 0 ? `${capitalised(listOf(said))}. ` : ''}Check ${listOf(checks)}.${onTop}`;
  },
  Warranty: ({ text, facts, operative }) => {
    if (WARRANTY_DISCLAIMER.test(text)) return disclaimerPoint(text);
    const representations = representationsOf(operative, text);
    if (representations !== null) return representationPoint(representations, MUTUAL.test(text));
    const lasts = warrantyPeriod(facts, text);
    const from = lasts ? warrantyStart(text) : null;
    return `Check what is warranted, ${lasts ? `for how long (${lasts}${from ? ` ${from}` : ''})` : 'for how long (no period is stated)'}, the remedy for a breach (repair, replace, refund) and whether it is the sole remedy.`;
  },
  'Warranty Duration': ({ text, facts }) => {
    // A period to inspect and reject deliveries, with no warranty in it: the question is whether it is long enough.
    if (inspectsWithoutWarranty(text)) {
      const within = facts.durations[0]?.text;
      const remedied = /\b(?:repair|replace|refund|credit|re-?deliver)\w*/i.test(text);
      return `Deliveries may be inspected and rejected${within ? ` within ${within}` : ''}; check the period is long enough to find defects${remedied ? '' : ', what happens to rejected goods'} and how long any warranty lasts after acceptance.`;
    }
    // "for 24 months from the Acceptance Date": the start is drafted; only a period with no start needs one.
    const from = warrantyStart(text);
    const lasts = warrantyPeriod(facts, text);
    return `The warranty runs ${lasts ? `for ${lasts}` : 'for a period the clause does not state'}${from ? ` ${from}` : ''}; check it covers the time defects usually appear${from ? '' : ' and when the period starts (delivery or acceptance)'}.`;
  },
  'Force Majeure': ({ text }) => {
    // Ask only for what the clause lacks: "Neither party is liable …, provided that this clause does not excuse the
    // Customer's obligation to pay fees" protects both and already keeps payment outside it.
    const flat = text.replace(/\s+/g, ' ');
    const mutual = MUTUAL.test(flat) || /\b(?:neither|no)\s+party\b/i.test(flat);
    const asks = [
      mutual ? null : 'protects us too',
      /\bnotif\w*|\bnotice\b/i.test(flat) && /\bmitigat\w*|\breasonable\s+efforts\b|\bresume\b/i.test(flat) ? null : 'requires prompt notice and mitigation',
      /\b(?:not|no|never)\b[^.;]{0,60}\b(?:excuse|relieve|release|apply\s+to|extend\s+to)\w*\b[^.;]{0,80}\b(?:pay|payment)\w*|\b(?:payment\s+obligations?|obligations?\s+to\s+pay)\b[^.;]{0,60}\b(?:excluded|not\s+(?:be\s+)?excused|unaffected)\b|\bexcept\s+(?:for\s+)?(?:the\s+)?(?:payment|obligations?\s+to\s+pay)/i.test(flat) ? null : 'excludes payment obligations',
      /\bterminat\w*\b/i.test(flat) ? null : 'lets either party terminate if the event lasts too long',
    ].filter((a): a is string => a !== null);
    const has = [mutual ? 'it protects both parties' : null, asks.includes('excludes payment obligations') ? null : 'payment obligations stay outside it'].filter((h): h is string => h !== null);
    if (asks.length === 0) return `The clause protects both parties, requires notice and mitigation, keeps payment obligations outside it and lets a party terminate if the event lasts too long; no change to propose.`;
    return `${has.length > 0 ? `Already drafted: ${listOf(has)}. ` : ''}Check that it ${listOf(asks)}.`;
  },
  'Dispute Resolution': ({ text }) =>
    has(/\barbitrat/i)({ text })
      ? 'Arbitration is chosen: check the rules, seat, language, number of arbitrators and that urgent court relief stays available.'
      : 'Check the forum (courts and venue), whether negotiation or mediation comes first, and that urgent injunctive relief stays available.',
  'Data Protection': ({ text, contractText, readings }) => dataProtectionPoint(text, contractText, readings),
  Notices: ({ text }) =>
    has(/\be-?mail|electronic/i)({ text })
      ? 'Notice may be given electronically: make sure the listed addresses reach a monitored mailbox and track when notices count as received.'
      : // The clause names no email: it provides for none, which is not to say it forbids it; and when a notice takes
        // effect is the clause's to say, not ours to assume.
        `Check the notice addresses and methods (the clause provides for no notice by email) and keep them current; ${
          has(/\b(?:deemed|effective|received|receipt|delivered\s+(?:on|when|upon))\b/i)({ text }) ? 'diary notice deadlines from when the clause says a notice takes effect' : 'the clause does not say when a notice takes effect: agree it (on delivery, or a stated number of days after posting)'
        }.`,
  Assignment: ({ text }) =>
    has(ASSIGNMENT_ALLOWED)({ text })
      ? `Assignment to affiliates or in a reorganisation is addressed: ${exceptionHolder(text) === 'both' ? 'the exception is open to both parties.' : exceptionHolder(text) === 'one' ? `the exception is ${possessive(exceptionHolderName(text))} only: check whether we need the same.` : 'check that we can use the same exception.'}`
      : 'Check whether we may assign to an affiliate or a buyer of our business without consent; add that exception if not.',
  'Anti-Assignment': ({ text }) =>
    bansOnlyHandingTheWorkOn(text)
      ? `Consent is needed to hand the work on, not to assign the contract: check that the subcontractors the work needs (affiliates, named specialists) can be used${/\bnot\s+(?:to\s+)?(?:be\s+)?unreasonably\s+(?:be\s+)?(?:withheld|delayed|conditioned)/i.test(text) ? '; consent may not be unreasonably withheld' : ', and that consent may not be unreasonably withheld'}.`
      : has(ASSIGNMENT_ALLOWED)({ text })
      ? `Consent is needed, with an exception for affiliates or a sale of the business: ${exceptionHolder(text) === 'both' ? 'the exception is open to both parties' : exceptionHolder(text) === 'one' ? `the exception is ${possessive(exceptionHolderName(text))} only; check whether we need the same` : 'check that the exception covers us'}${
          /\bnot\s+(?:to\s+)?be\s+unreasonably\s+(?:withheld|delayed|conditioned)/i.test(text) ? ', and consent may not be unreasonably withheld' : ''
        }.`
      : /\bnot\s+(?:to\s+)?be\s+unreasonably\s+(?:withheld|delayed|conditioned)/i.test(text)
        ? 'Consent is needed for any assignment, though it may not be unreasonably withheld: ask for an exception for affiliates and a sale of the business.'
        : 'Consent is needed for any assignment: ask for an exception for affiliates and a sale of the business, and that consent not be unreasonably withheld.',
  'Entire Agreement': () => 'Make sure every promise relied on (proposals, emails, side letters) is in the signed documents; whatever is outside them no longer counts.',
  Severability: () => 'A standard clause; check it asks the parties to replace an invalid term with a valid one of similar effect.',
  'Warranty Disclaimer': ({ text }) => disclaimerPoint(text),
  Waiver: ({ text }) =>
    /\bwrit(?:ing|ten)\b/i.test(text)
      ? 'A waiver counts only in writing: a delay in enforcing a right does not give it up, but raise breaches promptly and confirm any concession in writing.'
      : 'A standard clause: a delay in enforcing a right does not give it up. Still raise breaches promptly and put any concession in writing.',
  Survival: ({ text }) =>
    /\b(?:for|until)\s+(?:a\s+period\s+of\s+)?(?:\w+\s+)?\(?\d*\)?\s*(?:years?|months?)\b/i.test(text)
      ? 'Some provisions survive only for a stated period: check it covers confidentiality, payment of amounts due, indemnities and limits of liability for as long as claims can arise.'
      : 'Check that what we need after the end (confidentiality, payment of amounts due, indemnities, limits of liability, ownership of work product) is listed as surviving.',
  Counterparts: ({ text }) =>
    /\b(?:facsimile|electronic(?:ally)?|pdf|scanned|digital|e-?mail)\b/i.test(text)
      ? 'Signatures exchanged electronically or as scans count: keep the exchanged copies together as the signed contract.'
      : 'A standard clause; if the contract will be signed electronically or by exchanging scans, make sure it says those signatures count.',
  Amendment: ({ text }) =>
    has(/\bwriting|written|signed\b/i)({ text })
      ? 'Changes need a signed writing: route every change through it, including changes agreed by email.'
      : 'Require changes in a writing signed by both parties.',
  Term: ({ text, facts, fields, operative = text, contractText }) => {
    const term = termFactsOf(facts, fields, operative);
    const renewal = renewsOnlyByAgreement(text) ? ' It renews only by the parties’ written agreement: diary when to start agreeing an extension.' : '';
    const laterOf = laterOfAnEvent(operative);
    if (laterOf) return eventEndPoint(`until ${laterOf}`, term.endDate) + renewal;
    if (term.endDate && runsOnUntilNotice({ text, facts, fields })) return `The initial term runs to ${term.endDate}${term.length ? ` (${term.length})` : ''}, and the contract then runs on until either party gives notice: diary the last day to give notice to end it then, and plan for notice from the other party afterwards.`;
    if (term.endDate) return `The term runs to ${term.endDate}${term.length ? ` (${term.length})` : ''}; put that date and any renewal or extension notice date in the calendar.${renewal}`;
    if (runsUntilNoticeFromStart(operative, fields) || runsUntilNoticeFromStart(text, fields)) return openEndedPoint(contractText);
    if (term.perpetual) return `The contract runs until terminated; diary the notice needed to end it.${renewal}`;
    if (term.length) return `The term is ${term.length}; put the end date and any renewal notice date in the calendar.${renewal}`;
    if (term.openEnded) return eventEndPoint(term.openEnded) + renewal;
    if (term.blankEnd) return `The end date is left blank in this text: have it completed before relying on the term, then put it and any renewal notice date in the calendar.${renewal}`;
    return `The clause states no length or end date; find where the contract ends and put that date and any renewal notice date in the calendar.${renewal}`;
  },
  'Expiration Date': (clause) => {
    if (runsUntilNoticeFromStart(clause.text, clause.fields)) return openEndedPoint(clause.contractText);
    if (runsOnUntilNotice(clause)) return EVERGREEN_POINT;
    // A term that ends on an event has no end date to put in the calendar yet.
    const laterOf = laterOfAnEvent(clause.operative ?? clause.text);
    if (laterOf) return eventEndPoint(`until ${laterOf}`, clause.fields?.expirationDate ?? null);
    const term = clause.fields?.expirationDate ? null : termFactsOf(clause.facts, clause.fields, clause.operative ?? clause.text);
    return term?.openEnded ? eventEndPoint(term.openEnded) : 'Put the end date in the calendar and decide before it whether to renew, renegotiate or exit.';
  },
  'Renewal Term': (clause) => optionPoint(clause.text) ?? (runsUntilNoticeFromStart(clause.text, clause.fields) ? openEndedPoint(clause.contractText) : runsOnUntilNotice(clause) ? EVERGREEN_POINT : renewsOnlyByAgreement(clause.text) ? RENEWAL_BY_AGREEMENT_POINT : 'Track the renewal date and the last day to give notice of non-renewal.'),
  'Notice Period to Terminate Renewal': (clause) => optionPoint(clause.text) ?? (runsUntilNoticeFromStart(clause.text, clause.fields) ? openEndedPoint(clause.contractText) : runsOnUntilNotice(clause) ? EVERGREEN_POINT : 'Diary the last day to give notice of non-renewal, counted back from the end of the term.'),
  'Governing Law': () => 'Check that the chosen law matches the forum for disputes and that counsel is comfortable with it.',
  Insurance: ({ facts }) =>
    `Check the required covers and limits${facts.amounts.length > 0 ? ` (${facts.amounts.slice(0, 2).join(', ')})` : ''} against what is held today, and who must deliver certificates and when.`,
  'Audit Rights': ({ facts }) => `Check how often audits may happen, the notice required${period(facts) ? ` (${period(facts)})` : ''}, who pays, and confidentiality of what auditors see.`,
  'Post-Termination Services': () => 'Check what must still be done after the end, for how long, at what price, and the return of data and materials.',
  'Change of Control': () => 'Check whether a change of control of either party triggers consent, notice or a termination right, and whether that could affect a future sale.',
  Exclusivity: ({ text }) => DURING_TERM_ONLY.test(text) ? 'It lasts only during the term and ends with it: check the scope (products, territory, customers) and whether it falls away if volumes or targets are missed.' : 'Check the scope (products, territory, customers), the duration and whether exclusivity falls away if volumes or targets are missed.',
  'Non-Compete': ({ facts, text, contractText }) => {
    const leadIn = facts.durations.length > 0 ? null : leadInPeriod(text, contractText);
    const lasts = period(facts) ?? (leadIn ? durationWords(leadIn) : null);
    return `Check the scope (products, territory) and duration${lasts ? ` (${lasts})` : ' (none is stated)'}, and that it is no wider than the business it protects.`;
  },
  'No-Solicit of Employees': () => 'Check that it is mutual, limited in time, limited to people who worked on the contract, and excludes general advertising.',
  'No-Solicit of Customers': () => 'Check the customers covered, the duration, and that normal competition for new customers stays allowed.',
  'Non-Disparagement': () => 'Check that it is mutual and does not prevent truthful statements required by law or in proceedings.',
  'Competitive Restriction Exception': () => 'Check that the exception really covers the activities we need to keep.',
  'Most Favored Nation': () => 'Check what “comparable” customers means, how often prices are compared and how a better price is passed on.',
  'Rofr/Rofo/Rofn': () => 'Check the response period, what triggers the right and what happens if it is not exercised.',
  // What the contract already drafts (a definition of the base, reports, an audit right) is said, not asked for.
  'Revenue/Profit Sharing': ({ text, contractText = text }) => {
    const whole = contractText.replace(/\s+/g, ' ');
    const defined = /["“]((?:Net|Gross|Adjusted)\s+(?:Sales|Revenues?|Receipts|Profits?|Income))["”]\s+(?:shall\s+)?means?\b/i.exec(whole)?.[1];
    const reported = /\b(?:reports?|statements?)\b[^.]{0,80}\b(?:Net|Gross)\s+(?:Sales|Revenues?)|\b(?:Net|Gross)\s+(?:Sales|Revenues?)\b[^.]{0,40}\b(?:reports?|statements?)\b|\bwith\s+a\s+(?:royalty\s+)?(?:report|statement)\b/i.test(whole);
    const audited = /\baudit\w*\b/i.test(whole);
    const has = [defined ? `“${defined}” is defined` : null, reported ? 'reports of the numbers are required' : null, audited ? 'the numbers can be audited' : null].filter((h) => h !== null);
    const asks = [defined ? null : 'how revenue or profit is defined (what may be deducted)', reported ? null : 'when it is reported', audited ? null : 'the right to audit the numbers'].filter((a) => a !== null);
    return has.length === 0
      ? 'Check how revenue or profit is defined, when it is reported and paid, and the right to audit the numbers.'
      : `${capitalised(listOf(has))}: check ${asks.length > 0 ? `${listOf(asks)}, and ` : ''}that the deductions allowed from the base and the payment dates work for us.`;
  },
  'Price Restrictions': ({ text }) => {
    const price = priceTermsOf(text);
    const missing = [
      // Each a whole object of "Check": "Check on what notice." alone says nothing.
      price.fixedUntil || price.howOften ? null : 'when prices may change',
      price.increaseCap ? null : 'by how much they may rise',
      price.notice ? null : 'what notice an increase needs',
    ].filter((m): m is string => m !== null);
    const diary = [price.fixedUntil ? `${price.fixedUntil}, when prices may first change` : null, price.notice ? `the ${price.notice} notice an increase needs` : null].filter((d): d is string => d !== null);
    return `${diary.length > 0 ? `Diary ${listOf(diary)}. ` : ''}${missing.length > 0 ? `Check ${listOf(missing)}.` : price.increaseCap ? `Check that the cap (${price.increaseCap}) can be verified when an increase is announced.` : ''}`.trim();
  },
  'Minimum Commitment': () => 'Check the committed volumes or amounts, what happens on a shortfall, and relief when the other side fails to perform.',
  'Volume Restriction': () => 'Check that the limits leave room for expected growth and what happens when they are exceeded.',
  'IP Ownership Assignment': () => 'Check what is assigned, when (on creation or on payment), and that pre-existing IP is excluded or licensed back.',
  'Joint IP Ownership': () => 'Joint ownership is hard to exploit: agree who may use, license and enforce the jointly owned IP, and how costs and income are shared.',
  'License Grant': ({ text }) => {
    // A royalty-free licence costs nothing: no price to check. A cross-licence has a scope each way.
    const grants = licenceGrantsOf(text);
    const free = grants.length > 0 && grants.every((g) => g.royaltyFree);
    const cross = isCrossLicence(grants);
    return `Check the scope of ${cross ? 'each licence (each party licenses the other)' : 'the licence'}: field of use, territory, duration, exclusivity and sublicensing${free ? `; ${cross ? 'both are' : 'it is'} royalty-free, so there is no fee to check` : ', and what it costs'}.`;
  },
  // A clause that itself lets the licence go to affiliates ("may grant sub-licences to its Affiliates") needs no check
  // that they can use it: only a buyer of the business is left to ask about.
  'Non-Transferable License': ({ text }) =>
    /\b(?:sub-?licen[cs]\w*|assign\w*|transfer\w*)\b[^.;]{0,60}\bto\s+(?:any\s+of\s+)?(?:its|their|an?|any)\s+(?:Affiliates?|affiliates?|Subsidiar(?:y|ies)|subsidiar(?:y|ies))\b/.test(text.replace(/\s+/g, ' ')) &&
    !/\b(?:not|no)\b[^.;]{0,40}\b(?:sub-?licen[cs]\w*|assign\w*|transfer\w*)\b[^.;]{0,40}\bto\s+(?:any\s+of\s+)?(?:its|their|an?|any)\s+(?:Affiliates?|affiliates?)\b/.test(text.replace(/\s+/g, ' '))
      ? 'The licence may go to affiliates but to no one else without consent: check that a buyer of the business can still use it.'
      : 'The licence cannot be transferred: check that affiliates and a buyer of the business can still use it.',
  'Affiliate License-Licensor': () => 'Check which affiliates grant rights and that they are bound by the contract.',
  'Affiliate License-Licensee': () => 'Check which of our affiliates may use the licence and that we answer for them.',
  'Unlimited/All-You-Can-Eat-License': () => 'Check any fair-use limits and what happens to the unlimited use on renewal or price change.',
  'Irrevocable or Perpetual License': () => 'Check whether the licence survives termination, and whether it can still be ended for breach or non-payment.',
  'Source Code Escrow': () => 'Check the release events, the escrow agent, who pays and that deposits are kept current and verified.',
  'Liquidated Damages': ({ facts }) => `Check that the amounts${facts.amounts.length > 0 ? ` (${facts.amounts.slice(0, 2).join(', ')})` : ''} are a genuine pre-estimate of loss, are capped, and whether they are the sole remedy.`,
  'Uncapped Liability': ({ text, contractText }) => {
    const carved = capCarveOutsOf(text);
    // Claims taken out of the general cap only to go under a higher one are capped.
    const higher = carved.filter((c) => separateCapFor(c, text) !== null);
    if (higher.length > 0 && higher.length === carved.length) return `Nothing is uncapped: ${quotedList(higher)} sit under a second, higher cap (“${separateCapFor(higher[0]!, text)!.cap}”); check that it covers what those claims could cost (third-party IP claims, data breaches).`;
    const outside = carved.filter((c) => !higher.includes(c)).map((c) => (contractText === undefined ? c : withSectionHeadings(c, contractText)));
    return areStandardMutualCarveOuts(outside)
      ? `Uncapped${outside.some(namesOneParty) ? '' : ' for both parties'}: ${quotedList(outside)}, the claims the playbook’s own cap position leaves out; check that the wording is the same for each party and that no other claim escapes the cap.`
      : 'Check exactly which liabilities are uncapped and whether each needs to be.';
  },
  'Covenant Not to Sue': () => 'Check which claims are given up, by whom, and that it ends if the other party sues first.',
  'Third Party Beneficiary': ({ text }) =>
    has(/\bno\b[^.]{0,40}\bthird[- ]party beneficiar|not\b[^.]{0,40}\bconfer\b/i)({ text })
      ? 'No third party gets rights under the contract; check that this suits any affiliates or end users who rely on it.'
      : 'Check which third parties get rights and whether they can enforce them without us.',
};

/**
 * Whom a cap protects: "each party's" / "neither party's" liability is capped for both ('both'); "The Seller's total
 * liability" for that party only (its name), leaving the other's uncapped; null when the cap names no one.
 */
export function capHolderOf(text: string): string | null {
  const flat = text.replace(/\s+/g, ' ');
  const cap = capStatementOf(flat)?.sentence ?? flat;
  if (/\b(?:each|either|neither|any)\s+part(?:y|ies)['’]s?\b|\b(?:the\s+)?parties['’]\s|\bin\s+no\s+event\s+(?:shall|will)\s+(?:either|any)\s+party\b|\bneither\s+party\b/i.test(cap)) return 'both';
  // "Licensee's sole remedy, and Licensor's entire liability, for breach of this warranty is for Licensor to correct …":
  // an exclusive remedy for one warranty, not a cap on anyone's liability.
  if (/\b(?:sole|exclusive)\s+(?:and\s+exclusive\s+)?remed(?:y|ies)\b/i.test(cap) && /\b(?:entire|sole)\s+liability\b/i.test(cap) && !/\b(?:shall|will|may)\s+not\s+exceed\b|\bnot\s+to\s+exceed\b|\blimited\s+to\b|\bin\s+no\s+event\b/i.test(cap)) return null;
  const holder = /\b((?:the\s+)?[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2})['’]s?\s+(?:total\s+|aggregate\s+|maximum\s+|entire\s+|cumulative\s+)*liabilit/.exec(cap);
  return holder && !/^(?:The|Its|Their|Such|Any|Each)$/i.test(holder[1]!) ? holder[1]!.replace(/^the\s+/i, 'the ') : null;
}

/**
 * The carve-outs from a cap that sit outside every cap: they may stand in the next subsection ("8.3 The limitations in
 * Sections 8.1 and 8.2 shall not apply to …"), and claims a second, higher cap takes up are capped.
 */
function outsideEveryCap(text: string, contractText?: string, readings?: ContractReadings): string[] {
  return liabilityCarveOutsOf(text, readings?.carveOuts ?? contractText).filter((c) => separateCapFor(c, text) === null);
}

/**
 * Whose liability the cap covers, from our side where we know it: a cap only the other party has leaves our
 * liability uncapped; one only we have protects us.
 */
function capHolderPoint(text: string, ourSide: string | null): string {
  const holder = capHolderOf(text);
  if (holder === 'both') return 'the cap applies to both parties';
  if (holder === null) return 'check that the cap applies to both parties';
  if (ourSide === null) return `the cap covers only ${possessive(holder)} liability: check whether the other party's liability needs a cap too`;
  return partyNamePattern(ourSide).test(holder)
    ? `the cap covers only our (${possessive(ourSide)}) liability, which protects us; the other party's liability stays uncapped`
    : `only ${possessive(holder)} liability is capped and ours (${possessive(ourSide)}) is not: ask for the same cap on our liability (a mutual cap)`;
}

/**
 * Whether the cap point asks for our liability to be capped too (only the other party's is, whatever sits outside the
 * cap): "Meets the playbook" does not fit such a cap.
 */
export function asksForMutualCap({ text, ourSide = null }: ReviewClause): boolean {
  if (ourSide === null) return false;
  const holder = capHolderOf(text);
  return holder !== null && holder !== 'both' && !partyNamePattern(ourSide).test(holder);
}

/**
 * Who holds a right to terminate for breach: both parties where the clause says so, else from our side where we
 * know who holds it (ours alone favours us; the other party's alone is to be asked for), else a check.
 */
function terminationRightHolder({ text, contractText, ourSide = null, position = null }: ReviewClause): string {
  if (MUTUAL.test(text) || namesEitherParty(text, contractText)) return 'both parties hold the right';
  if (ourSide !== null && position === 'ours') return `the right is ${possessive(ourSide)} alone, which favours us`;
  if (ourSide !== null && position === 'theirs') return `only the other party holds the right: ask for the same right for ${ourSide}`;
  return 'check that we have the same right';
}

/** "from the Acceptance Date", "after delivery", "commencing on installation": when a warranty period starts. */
export function warrantyStart(text: string): string | null {
  const m = /\b(?:from|after|following|commencing\s+(?:on|from)|starting\s+(?:on|from)|beginning\s+(?:on|from))\s+(?:the\s+)?((?:date\s+of\s+)?(?:[A-Z][\w-]*\s+)*(?:Date|Acceptance|Delivery|Installation|Completion|Commissioning|Go-?Live)|(?:date\s+of\s+)?(?:acceptance|delivery|installation|completion|commissioning|go-?live|shipment)\b(?:\s+of\s+(?:the\s+)?[A-Z]?\w+)?)/i.exec(text.replace(/\s+/g, ' '));
  return m ? `from ${/^(?:date\b|[A-Z])/.test(m[1]!) && !/^(?:Acceptance|Delivery|Installation|Completion|Commissioning)$/.test(m[1]!) ? 'the ' : ''}${m[1]}` : null;
}

/** A restriction bounded by the contract's term ("During the Term, …"), with no period after it. */
export const DURING_TERM_ONLY = /\b(?:during|throughout|for)\s+the\s+(?:Term|term\s+of\s+this\s+(?:agreement|contract))\b(?![^.]{0,40}\b(?:and\s+for|thereafter|after\s+(?:its|the|it)\s+(?:termination|expiration|ends?)))/i;

/** A term that ends on an event or with a state (`runs` as openEndedTermOf words it): what to track instead of a date
 *  (for patents, each one's expiry). */
function eventEndPoint(runs: string, earliestEnd: string | null = null): string {
  const patents = /\b(?:patents?|valid\s+claims?|claims?\s+of)\b/i.test(runs) ? " (for patents, each one's expiry date and any extension)" : '';
  // "the later of (a) the fifth anniversary … and (b) the completion of all Milestones": the date is only the earliest end.
  const earliest = /^until\s+(?:the\s+)?later\s+of\b/i.test(runs) ? ` The stated date or period${earliestEnd ? ` (${earliestEnd})` : ''} is only the earliest end: the term runs on while the other event is outstanding.` : '';
  return `The term ends on an event, not a date: it runs ${runs}.${earliest} Track that event${patents} and diary the end once it is known.`;
}

/** A clause that lets deliveries be inspected and rejected and gives no warranty or guarantee. */
export function inspectsWithoutWarranty(text: string): boolean {
  return /\binspect\w*\b[^.]{0,160}\breject\w*|\breject\w*\b[^.]{0,160}\binspect\w*/i.test(text) && !/\bwarrant\w*|\bguarant\w*/i.test(text);
}

/** The recommendation for a clause the playbook has no concern with, or null when the type has no points. */
export function reviewPoint(type: ClauseType, clause: ReviewClause): string | null {
  return REVIEW_POINTS[type]?.(clause) ?? null;
}

