// Reading a clause from the side the matter acts for (issue #10): our own right to terminate for convenience is
// not a risk to us, a restriction that binds only the other party is not either, and an indemnity or an
// uncapped liability we give is. The side is a role as the contract names it ("Customer", "Licensee") or a
// party's name; the clause's subject decides whom it binds or benefits.

import type { ClauseType, RiskLevel } from './model.ts';
import { carveOutsOf } from './carve-outs.ts';
import { partyNamePattern } from './regexp.ts';
import { capHolderOf, confidentialityIsMutual } from './review-points.ts';
import { sentencesOf } from './sentences.ts';
import { possessive } from './prose.ts';

export type Position = 'ours' | 'theirs' | 'mutual' | 'unknown';

/** A capitalised word that can name a party: not an article, a pronoun or a conjunction opening the sentence. */
const NAMES_A_PARTY = /\b(?!(?:The|This|That|These|Those|Such|Each|Any|All|In|If|Upon|Unless|Notwithstanding|Except|Subject|During|Within|After|Before|For|To|On|At|By|With|Where|When|No|It|Its|Their|Insurance|Payment|Payments|Notice|Notices|Such)\b)[A-Z][a-z]+/;
const MUTUAL_SUBJECT = /\b(?:each|either|both|neither)\s+part(?:y|ies)\b|\bthe\s+parties\b/i;

/**
 * Who the clause gives a right to (`may`) or puts a duty on (`shall`), seen from our side: the words before
 * each verb, back to the start of its sentence or clause, name its subject.
 */
export function positionOf(text: string, ourSide: string, verbs: RegExp): Position {
  const ours = partyNamePattern(ourSide);
  const found = new Set<Position>();
  for (const match of text.matchAll(new RegExp(`\\b${verbs.source}`, 'gi'))) {
    const before = text.slice(Math.max(0, match.index - 80), match.index);
    // "Recipient shall use it solely for the Purpose and shall not disclose it": a verb joined to the one before
    // shares its subject.
    if (/\b(?:and|or)\s*$/i.test(before)) continue;
    const clauseStart = before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf(':'), before.lastIndexOf('\n')) + 1);
    // "nor will Distributor market …", "in no event will Airspan consent …": the subject follows the verb.
    const inverted = /\b(?:nor|in\s+no\s+event|under\s+no\s+circumstances?)\s*$/i.test(before);
    // "Subject to the Distributor fulfilling the conditions, the Supplier shall indemnify …": a lead-in before the
    // last comma names a condition's party; the subject is the party named after it.
    const afterComma = clauseStart.slice(clauseStart.lastIndexOf(',') + 1);
    const subject = inverted ? text.slice(match.index + match[0].length, match.index + match[0].length + 40).split(/[,;.]/)[0]! : namesSomeone(afterComma, ours) ? afterComma : clauseStart;
    if (MUTUAL_SUBJECT.test(subject)) found.add('mutual');
    else if (ours.test(subject)) found.add('ours');
    // Parties and roles are capitalised in contracts; "it may", "such notice shall" or "The insurance will" names
    // nobody, nor does "This Agreement may be cancelled … by either party" (the holder follows the verb).
    else if (NAMES_A_PARTY.test(subject.replace(/\b(?:[Tt]his|[Tt]he)\s+(?:[A-Z][\w-]*\s+){0,2}Agreement\b/g, ''))) found.add('theirs');
  }
  if (found.has('mutual') || (found.has('ours') && found.has('theirs'))) return 'mutual';
  if (found.has('ours')) return 'ours';
  if (found.has('theirs')) return 'theirs';
  return 'unknown';
}

/** Whether the words name a party (ours, the other, or both): parties and roles are capitalised in contracts. */
function namesSomeone(words: string, ours: RegExp): boolean {
  return MUTUAL_SUBJECT.test(words) || ours.test(words) || NAMES_A_PARTY.test(words.replace(/\b(?:[Tt]his|[Tt]he)\s+(?:[A-Z][\w-]*\s+){0,2}Agreement\b/g, ''));
}

/** A party as contracts name it: a capitalised name of up to four words ("the" allowed before it), with the alias
 *  it is then called by, when one follows in brackets: `The University of Iowa ("University")`. */
const PARTY = String.raw`(?:the\s+)?([A-Z][\w&.'’-]*(?:\s+(?:of\s+)?[A-Z][\w&.'’-]*){0,4})(?:,?\s*\(\s*(?:the\s+|hereinafter\s+)?["“]([^"”]{1,40})["”]\s*\))?`;
/** Roles a contract's defining act reveals when it never uses the role's word: [role, act, which party is the role]. */
const ROLE_ACTS: [RegExp, RegExp, 1 | 2][] = [
  [/^licensee$/i, new RegExp(`${PARTY}\\s+(?:hereby\\s+)?grants?\\s+(?:to\\s+)?${PARTY}[^.]{0,100}\\blicen[cs]e`), 2],
  [/^licensor$/i, new RegExp(`${PARTY}\\s+(?:hereby\\s+)?grants?\\s+(?:to\\s+)?${PARTY}[^.]{0,100}\\blicen[cs]e`), 1],
  [/^(?:distributor|reseller|agent|representative|dealer)$/i, new RegExp(`${PARTY}\\s+(?:hereby\\s+)?appoints?\\s+${PARTY}\\s+(?:as\\s+)?(?:its\\s+|an?\\s+)?(?:[\\w-]+,?\\s+){0,4}?(?:distributor|reseller|agent|representative|dealer)`), 2],
  [/^(?:customer|buyer|purchaser|client)$/i, new RegExp(`${PARTY}\\s+(?:shall|will|agrees\\s+to)\\s+(?:\\w+\\s+){0,2}?(?:purchase|buy|pay)\\b`), 1],
  [/^(?:supplier|vendor|seller|provider|service provider|contractor|consultant)$/i, new RegExp(`${PARTY}\\s+(?:shall|will|agrees\\s+to)\\s+(?:\\w+\\s+){0,2}?(?:sell|supply|provide|deliver|perform|manufacture)\\b`), 1],
];

/**
 * The words this contract uses for the side a matter acts for: the side itself where the contract uses it, else
 * the party a role's defining act names ("University hereby grants to ArTara an exclusive license": ArTara is the
 * Licensee), by the alias the contract then uses for it, else null — a side the contract never names is read
 * neutrally, never as "everyone else".
 */
export function sideInContract(ourSide: string | null, text: string): string | null {
  if (ourSide === null) return null;
  if (partyNamePattern(ourSide).test(text)) return ourSide;
  for (const [role, act, which] of ROLE_ACTS) {
    if (!role.test(ourSide.trim())) continue;
    for (const match of text.matchAll(new RegExp(act.source, 'g'))) {
      // Groups: 1 name and 2 alias of the first party, 3 and 4 of the second.
      const name = which === 1 ? (match[2] ?? match[1]!) : (match[4] ?? match[3]!);
      if (!MUTUAL_SUBJECT.test(name) && !/^(?:This|Such|Each|Either|Neither|Both|All|Any|No|It)\b/.test(name)) return name;
    }
  }
  return null;
}


/** A right's verb; "may not" is a prohibition on its subject, not a right it holds. */
const MAY = /(?:may(?!\s+not\b)|shall\s+have\s+the\s+right\s+to|is\s+entitled\s+to|reserves\s+the\s+right\s+to)\b/;

/**
 * "Franchisee may not assign … without Franchisor's prior written consent", "shall not … without the consent of
 * Licensor": a prohibition lifted only by a party's consent gives that party the right. The group names it.
 */
const CONSENT_HOLDER = [
  /\b(?:may|shall|will|must|can)\s*not\b[^.;]{0,160}?\bwithout\s+(?:the\s+)?(?:prior\s+)?(?:express\s+)?(?:written\s+)?(?:consent|approval)\s+of\s+((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})/g,
  /\b(?:may|shall|will|must|can)\s*not\b[^.;]{0,160}?\bwithout\s+(?:the\s+)?((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})['’]s?\s+(?:prior\s+)?(?:express\s+)?(?:written\s+)?(?:consent|approval)/g,
];

/**
 * A right whose holder is not the subject of "may": "unless terminated earlier by either Party", "shall permit
 * Customer … to audit those records". The group names the holder.
 */
const HOLDER_AFTER_VERB = [
  /\b(?:terminated|cancell?ed|ended|exercised|audited|inspected|examined)\b[^.;]{0,40}?\bby\s+((?:either|each|both)\s+part(?:y|ies)\b|(?:the\s+)?[A-Za-z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})/g,
  /\b(?:permit|allow|entitle|authori[sz]e|enable)s?\s+((?:the\s+)?[A-Za-z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})\b[^.;]{0,80}?\bto\s+(?:audit|inspect|examine|review|terminate|cancel|access)\b/g,
];

/** "Airspan hereby appoints Distributor as its exclusive distributor": the grantee benefits, the grantor is bound (whatever
 *  duties the grantee's "shall" sentences add). */
const EXCLUSIVE_GRANTEE = /\b(?:appoints?|grants?|designates?)\s+(?:to\s+)?((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})\b([^.;]{0,120}?)\bexclusive\b/;

/** "Distributor shall have the exclusive right to …": the party that holds an exclusive right is its grantee, not bound by it. */
const HOLDS_EXCLUSIVE_RIGHT = /((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})\s+(?:shall|will)\s+(?:have|hold|retain|enjoy)\s+(?:the\s+|an\s+)?(?:sole\s+and\s+)?exclusive\s+(?:right|licen[cs]e|rights)\b/;

/** Who an exclusivity binds, read from an exclusive grant when no "shall" names the bound party. */
function boundByExclusivity(text: string, ourSide: string): Position {
  const holder = HOLDS_EXCLUSIVE_RIGHT.exec(text);
  if (holder && !EXCLUSIVE_GRANTEE.test(text)) {
    if (MUTUAL_SUBJECT.test(holder[1]!)) return 'mutual';
    return partyNamePattern(ourSide).test(holder[1]!) ? 'theirs' : 'ours';
  }
  const grant = EXCLUSIVE_GRANTEE.exec(text);
  if (!grant || /\bnon-?\s?$/i.test(grant[2]!) || /\bnon-?exclusive\b/i.test(grant[0])) return positionOf(text, ourSide, SHALL);
  const grantee = grant[1]!;
  if (MUTUAL_SUBJECT.test(grantee)) return 'mutual';
  return partyNamePattern(ourSide).test(grantee) ? 'theirs' : 'ours';
}

/**
 * Rights the other party gives by its own promise: "Supplier shall offer the same prices to Buyer" gives Buyer the
 * most-favoured price, so the right is held by whoever the promise does not bind.
 */
const PROMISED_RIGHTS: ClauseType[] = ['Most Favored Nation'];
const HELD_BY_THE_OTHER: Record<Position, Position> = { ours: 'theirs', theirs: 'ours', mutual: 'mutual', unknown: 'unknown' };

/** Who holds a right: the subject of "may", else the party a promise benefits, else the party a passive or a permission names. */
function holderOfRight(text: string, ourSide: string, type?: ClauseType): Position {
  if (type === 'Termination for Convenience') text = rightOfItsKind(text, WITHOUT_CAUSE, FOR_CAUSE);
  if (type === 'Termination for Cause') text = rightOfItsKind(text, FOR_CAUSE, WITHOUT_CAUSE);
  if (type === 'Rofr/Rofo/Rofn') {
    const first = holdersNamed(text, ourSide, FIRST_RIGHT_HOLDER, NAMES_A_PARTY_HOLDING);
    if (first !== 'unknown') return first;
  }
  const position = positionOf(text, ourSide, MAY);
  if (position !== 'unknown') return position;
  if (type !== undefined && PROMISED_RIGHTS.includes(type)) {
    const promised = HELD_BY_THE_OTHER[positionOf(text, ourSide, SHALL)];
    if (promised !== 'unknown') return promised;
  }
  return holdersNamed(text, ourSide, [...HOLDER_AFTER_VERB, ...CONSENT_HOLDER], NAMES_SOMEONE);
}
const SHALL = /(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\b/;

/** A right to end the agreement without cause, and one to end it for a breach or another default of the other party. */
const WITHOUT_CAUSE = /\bconvenience\b|\bwithout\s+(?:cause|reason)\b|\bfor\s+any\s+reason\b|\bfor\s+no\s+reason\b|\bat\s+(?:any\s+time|will)\b/i;
const FOR_CAUSE = /\bbreach\w*|\bdefault\w*|\binsolven\w*|\bbankrupt\w*|\bfor\s+cause\b|\bfails?\s+to\s+(?:cure|remedy|pay|perform)\b/i;
/**
 * The sentences of a termination provision that state the right of this kind ("Client may terminate this Agreement for
 * convenience on thirty (30) days' written notice. Either party may terminate for material breach …"): who holds a
 * right to walk away is not who holds the right to end it for a breach. A sentence that speaks of both, or of neither,
 * counts for both; the whole text where no sentence is of this kind.
 */
function rightOfItsKind(text: string, kind: RegExp, otherKind: RegExp): string {
  const sentences = sentencesOf(text);
  const others = sentences.filter((s) => otherKind.test(s) && !kind.test(s));
  if (others.length === 0 || others.length === sentences.length) return text;
  return sentences.filter((s) => !others.includes(s)).join(' ');
}

/**
 * Who holds a first right: the party offered it ("Franchisee shall offer Franchisor the right to purchase on the same
 * terms"), the party given time to take it up ("Franchisor shall have thirty (30) days … to accept"), or the party to
 * be negotiated with first ("shall first negotiate … with the Company for thirty (30) days before negotiating with any
 * third party"). The seller's "may then complete the sale to the third party" is what follows a refusal, no right.
 */
const FIRST_RIGHT_HOLDER = [
  /\b(?:offer|grant|give)s?\s+(?:to\s+)?((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})\s+(?:the|a|an)\s+(?:(?:first\s+)?right|option|opportunity)\b/g,
  /((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})\s+(?:shall|will)\s+have\s+(?:(?:a|the|an)\s+)?(?:right\s+of\s+first|first\s+right|(?:exclusive\s+)?option|[\w-]+\s+\(\d+\)\s+(?:business\s+|calendar\s+)?days)\b/g,
  /\bnegotiate\s+(?:exclusively\s+)?(?:and\s+in\s+good\s+faith\s+|in\s+good\s+faith\s+)?(?:exclusively\s+)?with\s+((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})\b[^.;]{0,60}?\b(?:before|prior\s+to)\b/g,
];
/** A holder phrase with a capitalised word in it names someone … */
const NAMES_SOMEONE = (holder: string): boolean => /\b[A-Z][a-z]+/.test(holder);
/** … and names a party unless a determiner or pronoun opens it ("This Agreement", "Such offer", "Each"). */
const NAMES_A_PARTY_HOLDING = (holder: string): boolean => NAMES_SOMEONE(holder) && !/^(?:the\s+)?(?:This|Such|Each|Either|Neither|Both|All|Any|No|It)\b/.test(holder);

/** Who the patterns' first groups name as holders: us, the other party (`isOther`), both, or nobody we can tell. */
function holdersNamed(text: string, ourSide: string, patterns: RegExp[], isOther: (holder: string) => boolean): Position {
  const ours = partyNamePattern(ourSide);
  const found = new Set<Position>();
  for (const pattern of patterns)
    for (const match of text.matchAll(pattern)) {
      const holder = match[1]!;
      if (MUTUAL_SUBJECT.test(holder)) found.add('mutual');
      else if (ours.test(holder)) found.add('ours');
      else if (isOther(holder)) found.add('theirs');
    }
  if (found.has('mutual') || (found.has('ours') && found.has('theirs'))) return 'mutual';
  return found.has('ours') ? 'ours' : found.has('theirs') ? 'theirs' : 'unknown';
}
/** The duty that makes a clause an indemnity or an insurance duty: the party bound by it, not by its procedure. */
const BURDEN_VERBS: Partial<Record<ClauseType, RegExp>> = {
  Indemnification: /(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?:\w+\s+){0,3}?(?:defend|indemnif\w*|hold\s+harmless)\b/,
  Insurance: /(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?:\w+,?\s+){0,6}?(?:maintain|obtain|carry|procure|keep|purchase)\b/,
  // "Athlete shall make up to six (6) personal appearances …. Sponsor shall give Athlete … notice": the limit is the
  // one party's whose act it counts, not every party the clause names.
  'Volume Restriction': /(?:shall|will|must|may|can)\s+(?:not\s+)?(?:\w+\s+){0,4}?(?:up\s+to|no\s+more\s+than|not\s+more\s+than|a\s+maximum\s+of|more\s+than|in\s+excess\s+of|exceed)\b/,
};

/** "Supplier's obligations under Section 7", "a Party's indemnification obligations": whose liability a carve-out names. */
const POSSESSOR = /\b((?:(?:a|each|either|any)\s+)?[A-Za-z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2})['’]s?\s/g;

/**
 * Whose liability a cap leaves uncapped, from the carve-outs' possessives: only the other party's ("Except for
 * Supplier's obligations under Sections 6.3 and 7") burdens them and protects us; "a Party's" or "either party's"
 * reaches both. Unknown when the carve-outs name no party ("breach of confidentiality", "gross negligence").
 */
export function uncappedFor(text: string, ourSide: string): Position {
  const ours = partyNamePattern(ourSide);
  const found = new Set<Position>();
  for (const carveOut of carveOutsOf(text)) {
    for (const m of carveOut.matchAll(POSSESSOR)) {
      const owner = m[1]!;
      if (/^(?:a|each|either|any)\s+part(?:y|ies)$/i.test(owner) || MUTUAL_SUBJECT.test(owner)) found.add('mutual');
      else if (ours.test(owner)) found.add('ours');
      else if (/^[A-Z]/.test(owner) && NAMES_A_PARTY.test(owner)) found.add('theirs');
    }
  }
  if (found.has('mutual') || (found.has('ours') && found.has('theirs'))) return found.size > 0 ? 'mutual' : 'unknown';
  return found.has('ours') ? 'ours' : found.has('theirs') ? 'theirs' : 'unknown';
}

/** Who a burden binds: the subject of its defining duty where it states one, else of any "shall". */
function boundByBurden(type: ClauseType, text: string, ourSide: string): Position {
  if (type === 'Exclusivity') return boundByExclusivity(text, ourSide);
  if (type === 'Uncapped Liability') {
    const holder = uncappedFor(text, ourSide);
    if (holder !== 'unknown') return holder;
  }
  const verbs = BURDEN_VERBS[type];
  const position = verbs ? positionOf(text, ourSide, verbs) : 'unknown';
  return position !== 'unknown' ? position : positionOf(text, ourSide, SHALL);
}

/** A right the clause gives to "either party" / "each party" (the subject of its "may"), whichever side we are. */
function isMutualRight(type: ClauseType, text: string): boolean {
  // No party's name can match the NUL character: every named holder reads as "theirs", "either party" as mutual.
  return RIGHTS.includes(type) && holderOfRight(text, '\u0000', type) === 'mutual';
}

/** Types that are a right for whoever holds them: only a problem when the other side holds them. */
const RIGHTS: ClauseType[] = ['Termination for Convenience', 'Audit Rights', 'Rofr/Rofo/Rofn', 'Most Favored Nation', 'Change of Control'];
/** Types that burden whoever they bind: a problem when they bind us, a benefit when they bind only the other side. */
const BURDENS: ClauseType[] = ['Indemnification', 'Uncapped Liability', 'Non-Compete', 'Exclusivity', 'Minimum Commitment', 'No-Solicit of Customers', 'No-Solicit of Employees', 'Liquidated Damages', 'Volume Restriction', 'Price Restrictions', 'Insurance'];

const LOWER: Record<RiskLevel, RiskLevel> = { high: 'medium', medium: 'low', low: 'low' };
const HIGHER: Record<RiskLevel, RiskLevel> = { high: 'high', medium: 'high', low: 'medium' };

/** Whether the type is a right for whoever holds it (rather than a burden on whoever it binds). */
export function isRightType(type: ClauseType): boolean {
  return RIGHTS.includes(type);
}

/** Whether the clause works for us as it stands: a right only we hold, or a burden only the other party carries. */
export function favoursUs(type: ClauseType, position: Position | null): boolean {
  return ((RIGHTS.includes(type) || GRANTS.includes(type)) && position === 'ours') || (BURDENS.includes(type) && position === 'theirs');
}

/** Types that give something to a grantee (a licence, ownership of work): a benefit to whoever receives them. */
const GRANTS: ClauseType[] = ['License Grant', 'Irrevocable or Perpetual License', 'Unlimited/All-You-Can-Eat-License', 'IP Ownership Assignment'];
/** "Licensor grants Licensee a … licence", "hereby assigns to Client", "shall be owned by Client", "licensed to Customer". */
const GRANTEE = [
  /\b(?:grants?|assigns?|conveys?|transfers?)\s+(?:and\s+\w+\s+)?(?:to\s+)?((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})\b/g,
  /\b(?:owned\s+(?:exclusively\s+|solely\s+)?by|vest\w*\s+(?:exclusively\s+|solely\s+)?in|licen[cs]ed\s+to)\s+((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})\b/g,
];

/**
 * "The licence in clause 2 is perpetual": a clause that speaks of the licence without granting it is read with the
 * contract's own grant of a licence, whose grantee it is.
 */
function granteeWithContract(text: string, ourSide: string, contractText?: string): Position {
  const own = granteeOf(text, ourSide);
  if (own !== 'unknown' || contractText === undefined || !/\blicen[cs]e\b/i.test(text)) return own;
  const grants = sentencesOf(contractText).filter((sentence) => /\bgrants?\b[^.;]{0,120}\blicen[cs]e\b/i.test(sentence));
  return grants.length > 0 ? granteeOf(grants.join(' '), ourSide) : own;
}

/** Who receives a grant, from our side: the party a licence is granted or ownership assigned to. */
function granteeOf(text: string, ourSide: string): Position {
  const ours = partyNamePattern(ourSide);
  const found = new Set<Position>();
  // "Each Party grants the other a non-exclusive licence …": a grant each way.
  if (/\b(?:each|either)\s+party\s+(?:hereby\s+)?grants?\s+(?:to\s+)?the\s+other\b/i.test(text)) found.add('mutual');
  for (const pattern of GRANTEE) {
    for (const match of text.matchAll(pattern)) {
      const grantee = match[1]!.replace(/^the\s+/i, '');
      // "assigns to Client all right, title and interest": the grantee, not the words granted ("All", "The").
      if (/^(?:All|Any|Each|Its|Their|Such|This|That|These|Rights?)$/i.test(grantee.split(/\s+/)[0]!)) continue;
      if (MUTUAL_SUBJECT.test(grantee)) found.add('mutual');
      else if (ours.test(grantee)) found.add('ours');
      else found.add('theirs');
    }
  }
  if (found.has('mutual') || (found.has('ours') && found.has('theirs'))) return 'mutual';
  return found.has('ours') ? 'ours' : found.has('theirs') ? 'theirs' : 'unknown';
}

/** A sentence that puts a confidentiality duty on its subject: keep confidential, not disclose, protect, use only for. */
const CONFIDENTIALITY_DUTY = /(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?:\w+\s+){0,3}?(?:keep|hold|maintain|treat|protect|not\s+(?:disclose|use|divulge)|use\s+(?:the\s+|such\s+|any\s+)?(?:Confidential\s+Information\s+)?(?:solely|only))\b/;

/**
 * Who a confidentiality duty binds, from our side: the subject of the clause's duty, else of the contract's
 * sentences that put one on a party ("Recipient shall use the Confidential Information solely …").
 */
function boundByConfidentiality(text: string, ourSide: string, contractText?: string): Position {
  // A duty on "the Recipient", where either party is the recipient of what the other discloses, binds both.
  if (confidentialityIsMutual(text, contractText)) return 'mutual';
  const own = positionOf(text, ourSide, CONFIDENTIALITY_DUTY);
  if (own !== 'unknown' || contractText === undefined) return own;
  const duties = sentencesOf(contractText).filter((sentence) => /\bconfidential/i.test(sentence) && new RegExp(CONFIDENTIALITY_DUTY.source, 'i').test(sentence));
  return positionOf(duties.join(' '), ourSide, CONFIDENTIALITY_DUTY);
}

/** Whom a right or a burden of this type falls on, from our side; null for types that are neither or an unknown side. */
export function sideOfClause(type: ClauseType, text: string, ourSide: string | null, contractText?: string): Position | null {
  if (ourSide === null) return isMutualRight(type, text) ? 'mutual' : null;
  if (type === 'Confidentiality') return boundByConfidentiality(text, ourSide, contractText);
  if (RIGHTS.includes(type) || type === 'Termination for Cause') return holderOfRight(text, ourSide, type);
  if (BURDENS.includes(type)) return boundByBurden(type, text, ourSide);
  if (GRANTS.includes(type)) return granteeWithContract(text, ourSide, contractText);
  return null;
}

/** The risk and a sentence saying how the clause reads for us; unchanged when our side is unknown or unnamed. */
export function fromOurSide(type: ClauseType, text: string, ourSide: string | null, risk: RiskLevel, contractText?: string): { risk: RiskLevel; note: string | null } {
  // Read without a side, a right "either party" holds is still not one-sided: whoever we are, we hold it too.
  if (ourSide === null) return isMutualRight(type, text) ? { risk: LOWER[risk], note: 'Both parties hold this right.' } : { risk, note: null };
  if (RIGHTS.includes(type)) {
    const position = holderOfRight(text, ourSide, type);
    if (position === 'ours') return { risk: 'low', note: `The right is ours (${ourSide}), not the other party's.` };
    if (position === 'theirs') return { risk: HIGHER[risk], note: `Only the other party holds this right; we (${ourSide}) do not.` };
    // A right we hold as much as the other side is not one-sided: it weighs less than one only they hold.
    if (position === 'mutual') return { risk: LOWER[risk], note: 'Both parties hold this right.' };
    return { risk, note: null };
  }
  if (GRANTS.includes(type)) {
    const position = granteeWithContract(text, ourSide, contractText);
    // A licence or ownership we receive is ours to keep; one we give is what the review is about.
    if (position === 'ours') return { risk: 'low', note: `The grant is made to us (${ourSide}).` };
    if (position === 'theirs') return { risk, note: `We (${ourSide}) make this grant to the other party.` };
    return { risk, note: null };
  }
  // A right to terminate for the other's breach: who holds it is said; holding it alone is no extra risk either way.
  if (type === 'Termination for Cause') {
    const position = holderOfRight(text, ourSide, type);
    if (position === 'ours') return { risk, note: `The right is ours (${ourSide}), not the other party's.` };
    if (position === 'theirs') return { risk, note: `Only the other party holds this right; we (${ourSide}) do not.` };
    if (position === 'mutual') return { risk, note: 'Both parties hold this right.' };
    return { risk, note: null };
  }
  // A cap on one party's liability only: it protects that party and leaves the other's liability uncapped.
  if (type === 'Cap on Liability' || type === 'Limitation of Liability') {
    const holder = capHolderOf(text);
    if (holder === null || holder === 'both') {
      // "Except for Licensee's payment obligations and indemnity, each party's total liability is limited to …":
      // carve-outs naming only one party leave only that party's liability uncapped.
      const uncapped = uncappedFor(text, ourSide);
      if (uncapped === 'ours') return { risk: HIGHER[risk], note: `The carve-outs from the cap name only our (${possessive(ourSide)}) liabilities: those stay uncapped for us alone.` };
      if (uncapped === 'theirs') return { risk, note: `The carve-outs from the cap name only the other party's liabilities: those stay uncapped for it, not for us (${ourSide}).` };
      return { risk, note: null };
    }
    if (partyNamePattern(ourSide).test(holder)) return { risk, note: `The cap protects us (${ourSide}): only our liability is capped.` };
    return { risk: HIGHER[risk], note: `Only ${possessive(holder)} liability is capped; ours (${ourSide}) is not.` };
  }
  if (BURDENS.includes(type)) {
    const position = boundByBurden(type, text, ourSide);
    if (position === 'ours') return { risk: HIGHER[risk], note: `This binds us (${ourSide}).` };
    if (position === 'theirs') return { risk: LOWER[risk], note: `This binds the other party, not us (${ourSide}).` };
    if (position === 'mutual') return { risk, note: 'This binds both parties.' };
  }
  return { risk, note: null };
}
