// Parties: the legal names in the preamble ("by and between Acme, Inc., a Delaware corporation ("Acme"), and
// Beta LLC ("Beta")" → ["Acme, Inc.", "Beta LLC"]), without role aliases such as "Licensee".

import type { Evidence } from '../../../types.ts';
import { escapeRegExp } from '../../../../analysis/regexp.ts';
import { US_STATES } from './jurisdictions.ts';

export interface PartyMention {
  name: string;
  evidence: Evidence;
}

const PREAMBLE_SEARCH_CHARS = 6000;
const PREAMBLE_MAX_CHARS = 2500;
const PREAMBLE_LONG_MAX_CHARS = 5000;
/** A party named this close to the end of the preamble window suggests the list runs on past it. */
const LIST_STILL_RUNNING_CHARS = 400;
/** Past six names a preamble reading is mostly picking up defined terms; joint filings are read from signatures instead. */
const MAX_PARTIES = 6;
/** A preamble can list more parties (a fund family, a group of affiliates); past six, only legal names count. */
const MAX_LISTED_PARTIES = 12;

/** Where the party list begins: after "between"/"among"/"by and between" (or letter-spaced "B E T W E E N"), a "BETWEEN:" block or "The parties to this Agreement are:". */
const PARTY_LIST_START = /\b(?:by\s+and\s+(?:between|among)|between|among|B\s+E\s+T\s+W\s+E\s+E\s+N|by|parties\s*:|parties\s+(?:to\s+this\s+[\w\s-]{0,40}?)?are\s*:|PARTIES\s*\n|Parties\s*\n|Ladies\s+and\s+Gentlemen\s*:)\s*:?\s*/gi;
/**
 * Where the preamble ends: recitals, the first operative words ("… agree as follows", a letter's "… confirm their
 * agreement with <agent> as follows"), "that certain … Agreement", another agreement whose parties it may list, or,
 * in a contract without recitals, its first section's heading on a line of its own ("1. DEFINITIONS", "1. Grant of
 * Franchise"; not "1. ACME LIMITED" in a numbered party list), or a "Background:" paragraph in title case.
 */
const PREAMBLE_END = /\b(?:WHEREAS|RECITALS?|R\s?E\s?C\s?I\s?T\s?A\s?L\s?S|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|BACKGROUND|NOW,?\s+THEREFORE|agree(?:s)?\s+(?:[^.:;()"“”]{0,60}?\s)?as\s+follows|as\s+follows(?<=\bconfirms?\b[^.]{0,60}?\b(?:its|their)\s+agreement\s+with\s[\s\S]{0,300}?as\s+follows)|IN\s+CONSIDERATION|that\s+certain|(?<=\n)[ \t]*(?:ARTICLE[ \t]+|Article[ \t]+|SECTION[ \t]+|Section[ \t]+)?(?:1|I)\.?(?:[ \t]+[-–—:])?[ \t]+(?:Definitions?|Interpretation|(?![^\n]*\b(?:LIMITED|LTD|INC|LLC|L\.?P|CORP\w*|PLC|GMBH|AG|S\.?A|B\.?V|N\.?V|CO|COMPANY|BANK|TRUST)\b)(?:[A-Z][A-Z&;, -]{2,50}?|[A-Z][a-z]+(?:[ \t]+(?:[A-Z][a-z]+|of|and|the|to|for|in|on|&)){0,5}))(?=\.?[ \t]*\n)|(?<=\n)[ \t]*(?:Background|Recitals)(?=[ \t]*(?::|\.|\n)))\b/;

/** A parenthetical that defines a short name: ("Acme"), (the "Company"), (hereinafter referred to as "X"). */
const ALIAS_PAREN = /\(([^()]{0,160}?)["“”'‘’]{1,2}([^"“”()]{1,60}?)["“”'‘’]{1,2}([^()]{0,160}?)\)|[.,]?\s*(hereinafter|hereafter|herein|referred)\s+(?:(?:referred\s+)?to\s+(?:in\s+this\s+agreement\s+|herein\s+)?as|called)\s*:?\s+(?:the\s+)?["“”'‘’]{1,2}([^"“”()]{1,60}?)["“”'‘’]{1,2}(?:\s*(?:,|or|and)\s*(?:the\s+)?["“][^"“”()]{1,60}["”])*/gi;
/** Aliases that define something other than a party. */
const NON_PARTY_ALIAS = /^(?:this\s+)?(?:the\s+)?(?:agreement|effective\s+date|execution\s+date|commencement\s+date|amendment|contract|term|territory|products?|services?|parties|party)$|\b(?:terms|conditions|cover\s+page|order\s+form|m?nda|addendum|schedule|exhibit|annex|policy|statement\s+of\s+work|sow)$/i;

const CORPORATE_SUFFIX =
  /(?:,?\s+(?:Inc|Incorporated|Corp|Corporation|Co|Company|LLC|L\.L\.C|MHC|Ltd|Limited\s+Liability\s+(?:Company|Partnership)|Limited\s+Partnership|Limited|LLP|L\.L\.P|LP|L\.P|PLC|P\.L\.C|GmbH|AG|S\.A|SA|S\.A\.S|SAS|N\.V|B\.V|Pty\.?\s+Ltd|S\.p\.A|S\.R\.L|SRL|S\.L|S\.à\s?r\.l|S\.A\.R\.L|S\/A|G\.I\.E|Trust|Bank|N\.A|National\s+Association|&\s+Co\.?\s+(?:KGaA|KG|OHG)|A\/S|AB|Oy|K\.K|Pte\.?\s+Ltd|de\s+C\.\s?V|de\s+R\.\s?L)\.?)+(?=[\s,;()"“]|$)/i;
/** Words after a name that start its description ("a Delaware corporation", "with offices at"), or the "(seal)" a signature line marks. */
const DESCRIPTOR_START =
  /,\s*(?:an?\s+)?individual\b|,\s*(?:husband|wife|spouses?|a\s+married\s+couple)\b|,\s*the\s+(?=[a-z])|\s+(?:hereinafter|hereafter)\b|,\s+(?:[A-Z][a-z]+\s+){1,3}(?:corporation|company|limited\s+liability|partnership|banking)\b|\s+of\s+(?:\[|\d)|(?:,|\s)\s*(?:(?:a|an)\s+(?=[A-Za-z])|with\s+(?:its\s+)?(?:principal\s+)?(?:offices?|place|address|a\s+place)|whose\s|having\s|located\s|organi[sz]ed\s|incorporated\s|existing\s|residing\s|of\s+\d|acting\s|on\s+behalf\s|in\s+his\s|in\s+her\s|as\s+(?:company|repairer|the\b|(?:administrative\s+|collateral\s+)?(?:agent|trustee|borrower|lender|guarantor|issuer|servicer|depositor|administrator|custodian)\b)|\d)|\s+(?:listed|set\s+forth|identified|named)\s+(?:on|in)\s|\s*[(\[](?:(?:company\s+|common\s+)?seal|signature|stamp|chop)[)\]]/i;

/** ", Anaheim, Calif." or ", Austin, Texas" after a name without a company suffix: where the party is, not its name. */
const CITY_AND_STATE = new RegExp(
  String.raw`,\s+\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2},\s+(?:${US_STATES.join('|')}|(?:Ala|Ariz|Ark|Calif?|Colo|Conn|Del|Fla|Ga|Ill|Ind|Kan|Ky|La|Mass|Md|Mich|Minn|Miss|Mo|Mont|Neb|Nev|Okla|Ore|Pa|Tenn|Tex|Va|Vt|Wash|Wis|Wyo)\.|N\.\s?[HJMYCD]\.|[A-Z]{2}\b)(?=[\s,;()"“]|$)`,
  'u',
);

/** The match that starts first. */
function firstOf(a: RegExpExecArray | null, b: RegExpExecArray | null): RegExpExecArray | null {
  if (a === null || b === null) return a ?? b;
  return b.index < a.index ? b : a;
}

/** A filing's page footer ("12  Source: ACME CORP, 10-K, 3/1/2019"), which can fall inside a preamble at a page break. */
const PAGE_FOOTER = /(?:(?<=\s)\d{1,3}\s+)?\bSource:[ \t]+[^\n]{1,120}?,[ \t]*[\w./-]{1,12},[ \t]*\d{1,2}\/\d{1,2}\/\d{2,4}/g;

/** The contract's parties from its preamble; empty when the preamble names none this extractor understands. */
export function extractParties(original: string): PartyMention[] {
  // Offsets stay those of the original text: the footers are blanked out, not cut.
  const text = original.replace(PAGE_FOOTER, (footer) => ' '.repeat(footer.length));
  const found = withoutOwners(text, withoutAddresses(text, withoutTradeNames(text, splitJoinedNames(text, withTabledNames(text, partiesFromPreambleOrSignatures(text))))));
  // A letter agreement is addressed to a party, which its body often calls only "you": its head names that party first.
  const parties: PartyMention[] = [];
  for (const party of [...headerFieldParties(text), ...letterHeadCompanies(text)]) {
    if (!parties.some((p) => sameName(p.name, party.name))) parties.push(party);
  }
  if (parties.length === 0) return found;
  for (const party of found) {
    if (!parties.some((p) => sameName(p.name, party.name))) parties.push(party);
  }
  return parties.slice(0, MAX_PARTIES);
}

/**
 * "between Galacticomm and Horst Entertainment Inc." read as one name: a name joined by the word "and" is two
 * parties when each side also acts on its own in the text ("Horst Entertainment agrees …", "Galacticomm must …")
 * or the right side is already a party; two short names the preamble defines ("the Adviser and FASC") are no
 * party at all. A legal name with "and" ("Bausch and Lomb") is rarely split: its halves seldom act alone.
 */
function splitJoinedNames(text: string, parties: PartyMention[]): PartyMention[] {
  const out: PartyMention[] = [];
  const push = (party: PartyMention) => {
    if (!out.some((p) => sameName(p.name, party.name))) out.push(party);
  };
  for (const party of parties) {
    const joined = /^(.+?)\s+(?:and|AND|And)\s+(.+)$/.exec(party.name);
    if (!joined) {
      push(party);
      continue;
    }
    const [left, right] = [joined[1]!.trim(), joined[2]!.trim()];
    if (isDefinedAlias(text, left) && isDefinedAlias(text, right)) continue;
    const otherParty = parties.some((p) => p !== party && (sameName(p.name, right) || sameName(p.name, left)));
    const actsAsTwo = !recursWhole(text, party.name) && actsAlone(text, left, right, 'left') && actsAlone(text, left, right, 'right');
    const twoPeople = areTwoPeople(text, party, left, right);
    if (sameName(left, right) || !(otherParty || actsAsTwo || twoPeople)) {
      push(party);
      continue;
    }
    const sides = sidesOf(party, joined);
    for (const side of sides.length === 2 ? sides : [party]) push(side);
  }
  return out;
}

/**
 * "Harold Jenkins and Martha Jenkins", "Ann Lee and Tom Park, husband and wife": two people's full names that share a
 * surname or that the text calls people. Capitalised words alone could as well be an organisation's name.
 */
function areTwoPeople(text: string, party: PartyMention, left: string, right: string): boolean {
  if (!FULL_PERSON_NAME.test(left) || !FULL_PERSON_NAME.test(right) || CORPORATE_SUFFIX.test(party.name)) return false;
  const surname = (name: string) => name.split(/\s+/).at(-1)!.toLowerCase();
  return surname(left) === surname(right) || CALLED_PEOPLE.test(text.slice(party.evidence.end, party.evidence.end + 40));
}

const CALLED_PEOPLE = /^[\s,]*(?:husband\s+and\s+wife|wife\s+and\s+husband|spouses|a\s+married\s+couple|each\s+an\s+individual|individuals)\b/i;

function sidesOf(party: PartyMention, joined: RegExpExecArray): PartyMention[] {
  const leftText = joined[1]!.replace(/[\s,]+$/, '');
  const rightStart = joined[0].length - joined[2]!.length;
  const sides: PartyMention[] = [];
  const start = party.evidence.start;
  const quote = party.evidence.quote;
  // Evidence offsets follow the quote, whose spacing may differ from the normalised name.
  const rightInQuote = quote.lastIndexOf(joined[2]!.split(' ')[0]!);
  sides.push({ name: leftText, evidence: { start, end: start + leftText.length, quote: quote.slice(0, leftText.length) } });
  const rightOffset = rightInQuote >= 0 ? rightInQuote : rightStart;
  sides.push({ name: joined[2]!, evidence: { start: start + rightOffset, end: party.evidence.end, quote: quote.slice(rightOffset) } });
  return sides.filter((s) => s.evidence.quote.replace(/\s+/g, ' ') === s.name && looksLikeName(s.name));
}

/**
 * "…, Unit 95/2, Tanfield Lea Industrial Estate North, Stanley, Co Durham, DH9 9NX": a "name" (with "Co" read as a
 * company suffix) that runs on into a postal code is the end of an address, not a party.
 */
function withoutAddresses(text: string, parties: PartyMention[]): PartyMention[] {
  return parties.filter((party) => !POSTAL_CODE_AHEAD.test(text.slice(party.evidence.end, party.evidence.end + 40)));
}

/** "Fazync is a wholly owned subsidiary of publicly traded company Acme Holdings, Inc.": the words that introduce a party's owner. */
const OWNER_INTRODUCED = /\b(?:subsidiary|subsidiaries|affiliate|division|unit|member)\s+of\s+(?:(?:the\s+)?[\p{Ll}-]+\s+){0,4}$/u;

/** A party's parent company or group, named only to describe the party, is not a party. */
function withoutOwners(text: string, parties: PartyMention[]): PartyMention[] {
  return parties.filter((party) => !OWNER_INTRODUCED.test(text.slice(Math.max(0, party.evidence.start - 80), party.evidence.start)));
}

/** A short name in capitals ("DCL", "SEV"): what a parties table sets in its left column. */
const SHORT_CAPITALS_NAME = /^[A-Z]{2,6}$/;

/**
 * "DCL<tab>DAIRY CREST LIMITED (Company no …) whose registered office is …": a parties table whose left column holds
 * the short name each party goes by, as a PDF sets an English deed's head. A party found only by that short name
 * ("made between SEV and DCL") is the company in the table's row.
 */
function withTabledNames(text: string, parties: PartyMention[]): PartyMention[] {
  const head = text.slice(0, PREAMBLE_SEARCH_CHARS);
  return parties.map((party) => {
    if (!SHORT_CAPITALS_NAME.test(party.name)) return party;
    const row = new RegExp(`(?:^|\\n)[ \\t]*${party.name}(?:\\t|[ \\t]{3,})[ \\t]*(?=[A-Z])([^\\n(]{2,120})`).exec(head);
    if (!row) return party;
    const full = nameInChunk(text, row.index + row[0].length - row[1]!.length, row[1]!);
    return full && CORPORATE_SUFFIX.test(full.name) ? full : party;
  });
}

/** "IMRS OPERATIONS INC. d/b/a IMRS INC.": the trade name is the same party, not another one. */
function withoutTradeNames(text: string, parties: PartyMention[]): PartyMention[] {
  const head = text.slice(0, PREAMBLE_SEARCH_CHARS).replace(/\s+/g, ' ');
  const isTradeNameOf = (tradeName: PartyMention, owner: PartyMention) =>
    new RegExp(`${escapeRegExp(owner.name)}[\\s,]*(?:d\\/b\\/a|doing\\s+business\\s+as|f\\/k\\/a|formerly\\s+known\\s+as)\\s+(?:the\\s+)?${escapeRegExp(tradeName.name)}`, 'i').test(head);
  return parties.filter((party) => !parties.some((owner) => owner !== party && !sameName(owner.name, party.name) && isTradeNameOf(party, owner)));
}

/**
 * "Institute of Grassland and Environmental Research" named whole again (in a title, the notices, a signature) is one
 * name, even where a signature page's columns leave its halves on lines of their own.
 */
function recursWhole(text: string, name: string): boolean {
  const pattern = escapeRegExp(name.replace(CORPORATE_SUFFIX, '').trim()).replace(/\s+/g, '\\s+').replace(/\\s\+(?:and|AND|And)\\s\+/, '\\s+(?:and|&)\\s+');
  return (text.match(new RegExp(`\\b${pattern}\\b`, 'gi')) ?? []).length >= 3;
}

/** Whether one side of "A and B" occurs at least twice in the text outside the joined phrase. */
function actsAlone(text: string, left: string, right: string, which: 'left' | 'right'): boolean {
  const escape = (s: string) => escapeRegExp(s).replace(/\s+/g, '\\s+');
  const core = (which === 'left' ? left : right).replace(CORPORATE_SUFFIX, '').trim();
  if (core.length < 3) return false;
  const pattern = which === 'left' ? `\\b${escape(core)}\\b(?![,.]?\\s+(?:and|&)\\s+${escape(right.split(/\s+/)[0]!)})` : `(?<!\\b${escape(left.split(/\s+/).at(-1)!)}\\s+(?:and|&)\\s+)\\b${escape(core)}\\b`;
  return (text.match(new RegExp(pattern, 'gi')) ?? []).length >= 2;
}

/** "Dear Mr. Smith:", "Gentlemen:", "Ladies and Gentlemen:": the salutation that opens a letter. */
const SALUTATION = /^[ \t]*(?:Dear\s+[^\n:,]{1,60}|(?:Ladies\s+and\s+)?Gentlemen|Dear\s+Sirs?(?:\s+(?:and|or)\s+Madams?)?)[ \t]*[:,]/m;
const LETTER_HEAD_CHARS = 600;

/**
 * The companies on their own lines above a letter's salutation: the addressee ("Mr. John Smith / Chief Executive
 * Officer / Acme, Inc. / 100 Main Street") and the letterhead of the sender.
 */
function letterHeadCompanies(text: string): PartyMention[] {
  const salutation = SALUTATION.exec(text.slice(0, PREAMBLE_SEARCH_CHARS));
  if (!salutation) return [];
  const headStart = Math.max(0, salutation.index - LETTER_HEAD_CHARS);
  const head = text.slice(headStart, salutation.index);
  const companies: PartyMention[] = [];
  for (const line of head.matchAll(/[^\n]+/g)) {
    if (!CORPORATE_SUFFIX.test(line[0])) continue;
    const party = nameInChunk(text, headStart + line.index, line[0]);
    // What follows the name on its line can only be its street address ("Acme, Inc.  4345 Southpoint Boulevard").
    const rest = party ? text.slice(party.evidence.end, headStart + line.index + line[0].length) : '';
    if (party && CORPORATE_SUFFIX.test(party.name) && /^[\s,]*(?:\d[^\n]*)?$/.test(rest) && !companies.some((c) => sameName(c.name, party.name))) companies.push(party);
  }
  if (companies.length > 0) return companies;
  // A letter to a person at no company ("Mr. John Smith / 12 Elm Street"): the person is the party.
  const person = ADDRESSED_PERSON.exec(head);
  if (person) {
    const start = headStart + person.index + person[0].indexOf(person[1]!);
    return [{ name: person[1]!, evidence: { start, end: start + person[1]!.length, quote: person[1]! } }];
  }
  // "Gianna Rossi / … / Dear Gianna:": the name line above the salutation that holds the name it greets.
  const greeted = /^[ \t]*Dear\s+(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?(\p{Lu}[\p{L}'’-]+)/mu.exec(salutation[0])?.[1];
  if (!greeted) return [];
  const nameLines = [...head.matchAll(/(?:^|\n)[ \t]*(\p{Lu}[\p{L}.'’-]*(?:[ \t]\p{Lu}[\p{L}.'’-]*){1,3})[ \t]*(?=\n)/gu)];
  const addressee = nameLines.findLast((m) => m[1]!.split(/[ \t]+/).includes(greeted) && looksLikeName(m[1]!) && !CORPORATE_SUFFIX.test(m[1]!));
  if (!addressee) return [];
  const start = headStart + addressee.index + addressee[0].indexOf(addressee[1]!);
  return [{ name: addressee[1]!, evidence: { start, end: start + addressee[1]!.length, quote: addressee[1]! } }];
}

/** "To: Harbourview Capital Partners LLC" and "From: Redwood Commodities Ltd." at a line start, the value running to a column gap or the line end. */
const HEADER_FIELD = /(?:^|\n)[ \t]*(?:To|TO|From|FROM)[ \t]*:[ \t]*([^\n]{2,160}?)(?=[ \t]{3,}|[ \t]*\n|$)/g;
/** A confirmation or memo-style letter puts its header fields above the first paragraph. */
const HEADER_FIELD_CHARS = 1500;

/**
 * The addressee and the sender of a confirmation or letter agreement written with memo headers ("To: … From: …"):
 * companies, and people that the letter greets ("To: Priya Sharma" above "Dear Priya,"); "To: All Staff" or
 * "From: Human Resources" names no party.
 */
function headerFieldParties(text: string): PartyMention[] {
  const head = text.slice(0, HEADER_FIELD_CHARS);
  const greeted = /^[ \t]*Dear\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?(\p{Lu}[\p{L}'’-]+)/mu.exec(head)?.[1];
  const parties: PartyMention[] = [];
  for (const m of head.matchAll(HEADER_FIELD)) {
    const party = nameInChunk(text, m.index + m[0].lastIndexOf(m[1]!), m[1]!);
    if (!party) continue;
    const isGreetedPerson = greeted !== undefined && FULL_PERSON_NAME.test(party.name) && party.name.split(/\s+/).includes(greeted);
    if (CORPORATE_SUFFIX.test(party.name) || isGreetedPerson) parties.push(party);
  }
  return parties;
}

/** Kept with the honorific, as a preamble names the person ("Dr. George D. Green"). */
const ADDRESSED_PERSON = /(?:^|\n)[ \t]*((?:Mr|Mrs|Ms|Dr)\.?[ \t]+\p{Lu}[\p{L}.'’-]*(?:[ \t]+\p{Lu}[\p{L}.'’-]*){1,3})[ \t]*\n[ \t]*\d/u;

function partiesFromPreambleOrSignatures(text: string): PartyMention[] {
  const isUnnamed = UNNAMED_PARTIES.test(text.slice(0, PREAMBLE_SEARCH_CHARS));
  if (isUnnamed) {
    const signers = signatories(text, true);
    if (signers.length >= 2) return signers.slice(0, MAX_SIGNING_PARTIES);
  }
  // Chinese-style headers "Party A: … Party B: …" label every party; the preamble then only uses the labels.
  const labelled = labelledParties(text);
  if (labelled.length >= 2) return labelled.slice(0, MAX_PARTIES);
  let best: PartyMention[] = [];
  // Title blocks ("Agreement between X and Y") often precede the real preamble: try each party list in turn.
  for (const listStart of partyListStarts(text)) {
    let listEnd = preambleEnd(text, listStart, PREAMBLE_MAX_CHARS);
    let byAlias = longer(partiesBeforeAliases(text, listStart, listEnd), enumeratedParties(text, listStart, listEnd));
    // A long multi-party preamble (addresses, registrations) can still be naming parties where the window ends.
    if (byAlias.length >= 2 && listEnd - byAlias.at(-1)!.evidence.end < LIST_STILL_RUNNING_CHARS) {
      const longEnd = preambleEnd(text, listStart, PREAMBLE_LONG_MAX_CHARS);
      const extended = partiesBeforeAliases(text, listStart, longEnd);
      if (extended.length > byAlias.length) [byAlias, listEnd] = [extended, longEnd];
    }
    const joined = longer(partiesJoinedByAnd(text, listStart, listEnd), describedPartiesBySuffix(text, listStart, listEnd));
    const found = byAlias.length >= 2 ? byAlias : longer(byAlias, joined.some((p) => isDefinedAlias(text, p.name)) ? [] : joined);
    if (found.length >= 2) return listedParties([...found, ...partiesOnSchedule(text, listStart, listEnd, found)]);
    // "PEEK Investments LLC ("Purchaser"), and each other party hereto identified on the signature page(s)".
    if (found.length === 1 && PARTIES_ON_SIGNATURE_PAGES.test(text.slice(listStart, listEnd))) {
      const signers = [...signatories(text, false), ...peopleSigningUnderRoles(text)];
      return [...found, ...signers.filter((s) => !sameName(s.name, found[0]!.name) && !isShortFormOfFound(text, s, found))].slice(0, MAX_PARTIES);
    }
    best = longer(best, found);
  }
  // A cover sheet or order form names a party in a field labelled by its role ("Licensor: …", "Customer Name: …"),
  // which the preamble then calls only by that role ("between Licensor and Licensee", "the company set forth below").
  for (const party of [...labelled, ...roleLabelledParties(text)]) {
    if (best.length >= MAX_PARTIES) break;
    if (!best.some((p) => sameName(p.name, party.name)) && !isShortFormOfFound(text, party, best)) best.push(party);
  }
  if (best.length >= 2) return best.slice(0, MAX_PARTIES);
  // No party list in the preamble (letters, joint filings, "the Parties signatory hereto"): the entities that sign.
  const limit = isUnnamed ? MAX_SIGNING_PARTIES : MAX_PARTIES;
  // People sign under their role ("CONSULTANT: /s/ Sarah Kim") when the preamble names them only by it.
  for (const signer of [...signatories(text, false), ...peopleSigningUnderRoles(text)]) {
    if (best.length >= limit) break;
    if (!best.some((p) => sameName(p.name, signer.name)) && !isShortFormOfFound(text, signer, best)) best.push(signer);
  }
  return best;
}

/** A person's name: two to four capitalised words ("Mario Rossi", "Anne K. Lee"). */
const PERSON_NAME = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]*\.?){1,3}`;
const FULL_PERSON_NAME = new RegExp(`^${PERSON_NAME}$`, 'u');

/** The first six names of a preamble list, then those that carry a company suffix or are a person's full name. */
function listedParties(found: PartyMention[]): PartyMention[] {
  const later = found.slice(MAX_PARTIES).filter((p) => CORPORATE_SUFFIX.test(p.name) || FULL_PERSON_NAME.test(p.name));
  return [...found.slice(0, MAX_PARTIES), ...later].slice(0, MAX_LISTED_PARTIES);
}

/**
 * A signature block that names a party already found by its short name: "TRIPATH CORPORATION" signs for
 * "Tripath Technology, Inc. ("Tripath")", "I3 ICS, LLC" for "i3 Integrative Creative Solutions, LLC ("i3 ICS")",
 * "Pizza Fusion Holdings, Inc." for "Pizza Fusion Holding, Inc.". The signer's name without its company suffix is
 * the alias the preamble defined right after that party, or the two names differ only by a plural "s".
 */
function isShortFormOfFound(text: string, signer: PartyMention, found: PartyMention[]): boolean {
  const core = signer.name.replace(new RegExp(CORPORATE_SUFFIX.source, 'gi'), '').trim().replace(/\s+/g, ' ').toLowerCase();
  const singular = (name: string) => normalizePartyName(name).replace(/(\w{3,})s\b/g, '$1');
  return found.some((party) => {
    if (singular(party.name) === singular(signer.name)) return true;
    const after = text.slice(party.evidence.end, party.evidence.end + 300);
    return [...after.matchAll(/\(([^()]*)\)/g)].some((paren) => [...paren[1]!.matchAll(/["“”]([^"“”]{1,60})["“”]/g)].some((q) => q[1]!.trim().toLowerCase() === core));
  });
}

function preambleEnd(text: string, listStart: number, maxChars: number): number {
  const tail = text.slice(listStart, listStart + maxChars);
  const endMatch = PREAMBLE_END.exec(tail);
  return listStart + (endMatch ? endMatch.index : tail.length);
}

/**
 * "by and among the persons and entities listed on Schedule A (collectively, the "Investor Group"), Acme, Inc. …": the
 * schedule names those parties. Not "the Trust Advisors to the Seller Trusts listed on Schedule A": there the word is
 * a modifier, and what the schedule lists (the trusts) is not who signs.
 */
const PARTIES_ON_SCHEDULE = /\b(?:persons?|entities|part(?:y|ies)|members?|funds?|investors?|shareholders?|stockholders?|purchasers?|sellers?|lenders?|companies|subsidiaries|affiliates)\b(?!\s+(?!(?:and|or|that|which|who|are|is|as|each|severally|including|of)\b)[\p{L}-]+\s+(?:listed|identified|named|set\s+forth|indicated|appearing)\b)[^.;()]{0,60}?\b(?:listed|identified|named|set\s+forth|indicated|appearing)\s+(?:on|in)\s+(Schedule|Annex|Exhibit|Appendix|Attachment)\s+([A-Z0-9]{1,3})\b/iu;
/** A schedule lists its names one to a line under its heading, sometimes below a title ("Members of the Group"). */
const SCHEDULE_LIST_CHARS = 2000;

/**
 * The parties a preamble lists on a schedule: the lines under that schedule's heading that are a company's name or a
 * person's full name, up to the first line of prose (five words in lower case).
 */
function partiesOnSchedule(text: string, listStart: number, listEnd: number, found: PartyMention[]): PartyMention[] {
  const reference = PARTIES_ON_SCHEDULE.exec(text.slice(listStart, listEnd));
  if (!reference) return [];
  const heading = new RegExp(`(?:^|\\n)[ \\t]*${reference[1]}[ \\t]+${escapeRegExp(reference[2]!)}[ \\t]*(?:\\n|$)`, 'gi');
  const schedule = [...text.matchAll(heading)].filter((m) => m.index >= listEnd).at(-1);
  if (!schedule) return [];
  const listStartAt = schedule.index + schedule[0].length;
  const listed: PartyMention[] = [];
  for (const line of text.slice(listStartAt, listStartAt + SCHEDULE_LIST_CHARS).matchAll(/[^\n]+/g)) {
    const content = line[0].trim();
    if (content.length === 0) continue;
    if ((content.match(/(?:^|\s)\p{Ll}/gu) ?? []).length >= 5) break;
    // A schedule set as a table ("Kestrel Capital Trust<tab>12,000"): the name is the first cell, and a header row
    // ("Fund<tab>Shares") no one's name.
    const cell = line[0].split(/\t|[ \t]{3,}(?=\S)/)[0]!;
    const party = nameInChunk(text, listStartAt + line.index, cell);
    if (!party || !looksLikeName(party.name) || !(CORPORATE_SUFFIX.test(party.name) || FULL_PERSON_NAME.test(party.name))) continue;
    if (![...found, ...listed].some((p) => sameName(p.name, party.name))) listed.push(party);
  }
  return listed;
}

const PARTIES_ON_SIGNATURE_PAGES = /\b(?:listed|identified|named|set\s+forth|indicated|appearing)\s+(?:on|in)\s+(?:the\s+)?signature\s+pages?\b/i;

/** "The undersigned hereby agree", "the persons named below agree", "the Parties signatory hereto": only the signatures name them. */
const UNNAMED_PARTIES = /\bthe\s+(?:undersigned|(?:persons|parties|entities)\s+(?:named|listed|identified|set\s+forth)\s+below)\s+(?:parties\s+|persons\s+|entities\s+|each\s+)?(?:hereby\s+)?(?:agree|confirm|acknowledge|consent)|\bparties\s+signatory\s+hereto\b/i;
/** A joint filing or a cable consortium can have dozens of signatories. */
const MAX_SIGNING_PARTIES = 60;

/**
 * "Party A: <name> Party B: <name>", "Party A (Seller): …", "The Seller (Party A): …", "Transferor (hereinafter "Party A"): …",
 * "First Party: …", each running to the next label,
 * field or line end.
 */
const LABELLED_PARTY = /(?:\b(?:The\s+)?[A-Z][a-z-]+\s*\(\s*(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?["“]?Party\s+[A-D]["”]?\s*\)|\b(?:Party\s+[A-D]|(?:First|Second|Third)\s+Party)\s*(?:\([^()\n]{1,30}\))?)\s*[:：]\s*([^\n:：]{2,160}?)(?=\s+(?:Party\s+[A-D]\s*(?:\([^()\n]{1,30}\)\s*)?[:：]|(?:Legal|Address|Registered|Domicile|Residence|Contact|Tel|Fax|ID)\b)|\s*\n|$)/g;

function labelledParties(text: string): PartyMention[] {
  const found: PartyMention[] = [];
  for (const m of text.slice(0, PREAMBLE_SEARCH_CHARS).matchAll(LABELLED_PARTY)) {
    const party = nameInChunk(text, m.index + m[0].indexOf(m[1]!), m[1]!);
    if (party && !found.some((p) => sameName(p.name, party.name))) found.push(party);
  }
  return found;
}

/** Roles that label a party's field on a cover sheet or order form (and that a contract's sentences bind). */
export const LABEL_ROLES =
  'company|consultant|licensor|licensee|franchisor|franchisee|distributor|customer|supplier|client|seller|buyer|purchaser|vendor|contractor|service provider|provider|manufacturer|sponsor|reseller|partner|developer|lessor|lessee|landlord|tenant|shipper|sender|investor|publisher|end-user|subscriber|advertiser|carrier|owner|employer|employee|lender|borrower|assignor|assignee|transferor|transferee|disclosing party|receiving party|discloser|recipient';
/**
 * "Licensor: Acme LLC", "Customer Name: Beta Inc.", "Name of Supplier: Delta Ltd", "SPONSOR:   Name: Gamma Grill", "The buyer/End-User: Delta Co., Ltd.": a
 * field at a line start (or after a column gap) whose label is a role, its value running to the next field label, a
 * parenthesis, a column gap or the line end.
 */
const ROLE_LABELLED_PARTY = new RegExp(
  `(?:^|\\n|\\s{3,}|\\t)[ \\t]*(?:name\\s+of\\s+)?(?:the\\s+)?(?:${LABEL_ROLES})(?:\\s*\\/\\s*(?:${LABEL_ROLES}))?(?:['’]s)?(?:\\s+(?:legal\\s+)?name)?[ \\t]*:[ \\t]*(?:name[ \\t]*:[ \\t]*)?(?!name\\b)([^\\n:]{2,120}?)(?=\\s{2,}|\\t|\\s*\\n|\\s+[A-Za-z][\\w.-]*\\s*:|\\s*\\(|$)`,
  'gi',
);
/**
 * A role alone on its line, the party on the next: "Licensor:\nBluebell Software Limited" in a "BETWEEN … AND …"
 * block, or a cover table converted line by line ("Customer\nAcme Widgets Inc.", "SPONSOR:\n\nName:<tab>Rubio's Grill<tab>Phone: …",
 * a blank line allowed only before a "Name:" field). Without the colon, only a company with a suffix is taken: a bare
 * role word above any line is too common.
 */
const ROLE_ABOVE_PARTY = new RegExp(
  `(?:^|\\n)[ \\t]*(?:the\\s+)?(?:${LABEL_ROLES})(?:['’]s)?(?:\\s+(?:legal\\s+)?name)?[ \\t]*(:?)[ \\t]*\\n(?:(?:[ \\t]*\\n)?[ \\t]*name[ \\t]*:)?[ \\t]*([^\\n:]{2,120}?)[ \\t]*(?=\\n|$|[ \\t]{3,}|\\t)`,
  'gi',
);
/** "(Client) Greenleaf Organics Ltd, of …", "and (Service Provider) Clearwater IT Services Limited": the role in brackets before the name. */
const BRACKETED_ROLE_BEFORE_PARTY = new RegExp(`(?<=^|\\n|\\b(?:between|and|among)[ \\t]+|[,;:][ \\t]*)[ \\t]*\\((?:${LABEL_ROLES}|first party|second party)\\)[ \\t]*(?=\\p{Lu})([^\\n(]{2,160})`, 'giu');
/** Party fields come before the terms: a cover sheet, an order form's head. */
const ROLE_LABEL_SEARCH_CHARS = 3000;

/**
 * A table cell lost its colon: "SENDER SOLANA PETROLEUM EXPLORATION COLOMBIA LIMITED", "\"RESELLER\"  MTI TECHNOLOGY
 * CORPORATION": a role in capitals, then a company in capitals that carries a suffix. The company runs to a column
 * gap of three spaces: a converted table can leave a double space inside a name.
 */
const CAPITALS_ROLE_LABELLED_PARTY = new RegExp(
  `(?:^|\\n|\\s{3,}|\\t)[ \\t]*["“]?(?:${LABEL_ROLES.toUpperCase()})["”]?[ \\t]+([A-Z][A-Z0-9&.,'’ -]{2,100}?)(?=\\s{3,}|\\t|\\s*\\n|\\s*\\(|$)`,
  'g',
);

/**
 * "Host: Quarry Lane Events Ltd", "Processor: Syncwell Cloud Inc.": a field whose label is a role word no list can
 * foresee (host, exhibitor, processor, controller, operator …). The label is one or two capitalised words at a line
 * start; it is read as a role only when the terms then speak of the party by that word (see isRoleLabel).
 */
const ANY_LABELLED_FIELD = /(?:^|\n)[ \t]*(\p{Lu}[\p{L}-]+(?:[ \t]\p{Lu}[\p{L}-]+)?)[ \t]*:[ \t]*(?!name\b)([^\n:]{2,120}?)(?=\s{2,}|\s*\n|\s*\(|$)/gu;
/** Field labels that are no role even when the terms use the word as a subject ("Title shall pass …", "Notice shall be …"). */
const NOT_A_ROLE_FIELD =
  /^(?:(?:legal\s+|company\s+|full\s+|trading\s+)?name|company\s+number|title|date|[\p{L}]+\s+date|term|fees?|price|payment|amount|address|e-?mail|phone|telephone|fax|attention|attn|by|signature|signed|notice|notices|re|subject|from|to|cc|period|[\p{L}]+\s+period|governing\s+law|law|jurisdiction|venue|courts?|services?|products?|goods|deliverables?|territory|scope|purpose|location|site|premises|currency|schedule|exhibit|annex|appendix|section|clause|article|note|notes|reference|ref|contact|website|registered\s+office|party|parties|between|and|witness|recitals?|background|whereas|definitions?)$/iu;

const NOT_A_PARTY_THING_FIELD =
  /\s(?:fees?|charges?|price|payment|amount|term|period|date|services?|products?|goods|deliverables?|territory|scope|purpose|location|site|premises|currency|schedule|edition|plan|tier|users?|levels?)$/iu;

/** Whether a field label names a party's role: the terms speak of the party by it ("Host shall …", "the Host's …"). */
function isRoleLabel(text: string, label: string): boolean {
  const word = label.replace(/\s+/g, ' ').trim();
  // "Subscription Fees: USD 184,000", "Subscription Service: Fleet Analytics": a field named by a thing the contract
  // deals in (its last word a fee, a service, a term) holds that thing, even where the terms say "pay the Subscription Fees".
  if (NOT_A_PARTY_THING_FIELD.test(word) ||
    NOT_A_ROLE_FIELD.test(word) || new RegExp(`^(?:${LABEL_ROLES})$`, 'i').test(word)) return false;
  const escaped = escapeRegExp(word).replace(/ /g, '\\s+');
  // As a subject or an owner ("Host shall …", "Host's stand"), or as the party an act is done for ("notify Controller").
  const asParty = `(?<![\\p{L}-])${escaped}(?:\\s+(?:shall|will|must|may|agrees|undertakes|hereby)\\b|['’]s\\s)`;
  const asCounterparty = `\\b(?:notify|inform|pay|invoice|assist|indemnify|give|provide|send|deliver)\\s+(?:the\\s+)?${escaped}(?![\\p{L}-])`;
  return new RegExp(`${asParty}|${asCounterparty}`, 'u').test(text);
}

/**
 * The next line of a cover-table cell, when it ends the name the cell began: "SENDER\tSOLANA PETROLEUM EXPLORATION"
 * over "COLOMBIA LIMITED". Only capitalised words that end in a company suffix, in the capitals of the first line if
 * it has them, and no other field label.
 */
const CELL_CONTINUATION = /^[ \t]*\n[ \t]*((?:[\p{Lu}\d][\p{L}\d&.,'’-]*)(?: {1,2}(?:[\p{Lu}\d&][\p{L}\d&.,'’-]*|of|and|de)){0,5})[ \t]*(?=\n|$)/u;

function withNameContinued(text: string, valueEnd: number, value: string): string {
  if (CORPORATE_SUFFIX.test(value)) return value;
  const next = CELL_CONTINUATION.exec(text.slice(valueEnd, valueEnd + 200));
  if (!next) return value;
  const line = next[1]!;
  // The suffix can stand alone on the line ("LIMITED").
  const suffix = CORPORATE_SUFFIX.exec(` ${line}`);
  if (!suffix || suffix.index + suffix[0].length < ` ${line}`.replace(/[\s,]+$/, '').length) return value;
  if (!/\p{Ll}/u.test(value) && /\p{Ll}/u.test(line.replace(/\b(?:of|and|de)\b/g, ''))) return value;
  if (new RegExp(`^(?:${LABEL_ROLES})\\b`, 'i').test(line)) return value;
  return text.slice(valueEnd - value.length, valueEnd + next[0].length);
}

function roleLabelledParties(text: string): PartyMention[] {
  const found: PartyMention[] = [];
  const head = text.slice(0, ROLE_LABEL_SEARCH_CHARS);
  const add = (party: PartyMention | null) => {
    if (party && !found.some((p) => sameName(p.name, party.name))) found.push(party);
  };
  const fieldValue = (m: RegExpMatchArray, value: string) => nameInChunk(text, m.index! + m[0].lastIndexOf(value), withNameContinued(text, m.index! + m[0].length, value));
  for (const m of head.matchAll(ROLE_LABELLED_PARTY)) add(fieldValue(m, m[1]!));
  for (const m of head.matchAll(ROLE_ABOVE_PARTY)) {
    const party = nameInChunk(text, m.index + m[0].lastIndexOf(m[2]!), m[2]!);
    if (party && (m[1] === ':' || CORPORATE_SUFFIX.test(party.name))) add(party);
  }
  for (const m of head.matchAll(BRACKETED_ROLE_BEFORE_PARTY)) add(nameInChunk(text, m.index + m[0].lastIndexOf(m[1]!), m[1]!));
  for (const m of head.matchAll(CAPITALS_ROLE_LABELLED_PARTY)) {
    const party = fieldValue(m, m[1]!);
    if (party && CORPORATE_SUFFIX.test(party.name)) add(party);
  }
  for (const m of head.matchAll(ANY_LABELLED_FIELD)) {
    if (!isRoleLabel(text, m[1]!)) continue;
    add(nameInChunk(text, m.index + m[0].lastIndexOf(m[2]!), m[2]!));
  }
  return found.sort((a, b) => a.evidence.start - b.evidence.start);
}

const SIGNATURE_SEARCH_CHARS = 6000;
/** Signature pages can run long (one block per consortium member) and precede the schedules. */
const SIGNATURE_PAGES_CHARS = 25000;
const TESTIMONIUM = /\bIN\s+WITNESS\s+WHEREOF\b|\bIn\s+(?:evidence|witness)\s+whereof\b/gi;
/** A signing entity: a name on its own line (or before "By:"), right above the signature line ("____" drawn before "By:" or not). */
const SIGNER = /(?:^|\n|\s{3,})([A-Z](?:(?!\s{3})[^\n:_]){2,100}?)[\s,:]*\n?\s*(?:_{3,}\s*)?(?:Date\s*:[^\n:]{0,40}?\s)?By\s*:$/;
const SIGNER_WINDOW_CHARS = 200;
/** "For and on behalf of Cable & Wireless Global Network Limited   By:". */
const ON_BEHALF_SIGNER = /\bFor\s+and\s+\.?\s*on\s+behalf\s+of[ \t]*(?:\n\s*)*([^\n]{2,120}?)(?=\s{3,}|\s*\n|\s+By\s*:|$)/gi;
/** An entity in capitals right before its signature: "MEZZANINE PARTNERS II, L.P. By: …", "EP INVESTMENT S.À R.L. /s/ …". */
const CAPITALS_SIGNER = /(?<![\p{L}\d])((?:[\p{Lu}\d(&–-][\p{Lu}\d&.,'’()\/-]*[ \t]+)*[\p{Lu}\d][\p{Lu}\d&.,'’()\/-]*)[\s,:]*(?=By\s*:|\/s\/)/gu;

/**
 * "/s/ Mary Fox" on a line of its own, the typed name sometimes repeated after it ("/s/ Mary Fox Mary Fox"). An
 * officer's block ("/s/ Mary Fox" then "Name: Mary Fox", "By: Mary Fox" or "Title: …") signs for the company above it.
 */
const PERSON_SIGNATURE = /(?:^|\n)[ \t]*\/s\/[ \t]*(\p{Lu}[\p{L}.'’-]*(?:[ \t]\p{Lu}[\p{L}.'’-]*){1,3}?)(?:[ \t]+\1)?[ \t]*(?=\n|$)(?![ \t]*\n[ \t]*(?:Name|By|Title|Its)[ \t]*:)/gu;

/** The region holding the signatures: from the last testimonium or the last 6,000 characters, whichever starts first. */
function signaturePages(text: string): { from: number; pages: string } {
  const last = [...text.matchAll(TESTIMONIUM)].at(-1);
  const from = Math.min(last?.index ?? Infinity, Math.max(0, text.length - SIGNATURE_SEARCH_CHARS));
  return { from, pages: text.slice(from, from + SIGNATURE_PAGES_CHARS) };
}

/** Signing entities in order; `isUnnamed` (a joint filing) also admits people, whose names carry no company suffix. */
function signatories(text: string, isUnnamed: boolean): PartyMention[] {
  const { from, pages } = signaturePages(text);
  const found: { index: number; party: PartyMention }[] = [];
  const add = (party: PartyMention | null) => {
    if (party && !found.some((f) => sameName(f.party.name, party.name))) found.push({ index: party.evidence.start, party });
  };
  for (const m of pages.matchAll(ON_BEHALF_SIGNER)) add(signerName(text, from + m.index + m[0].lastIndexOf(m[1]!), m[1]!, false));
  for (const m of pages.matchAll(CAPITALS_SIGNER)) {
    // The date of the testimonium can run into the first name ("as of July 6, 2020. ATHENE …").
    const lead = /^(?:[\d.,:]+\s+)*/.exec(m[1]!)![0].length;
    for (const party of namesInList(text, from + m.index + lead, m[1]!.slice(lead))) {
      add(signerName(text, party.evidence.start, party.name, !isUnnamed || party.name.split(' ').length < 2));
    }
  }
  // Only the text right above each "By:" can name a signer; matching there keeps long texts fast.
  for (const by of pages.matchAll(/By\s*:/g)) {
    const windowStart = Math.max(0, by.index - SIGNER_WINDOW_CHARS);
    const m = SIGNER.exec(pages.slice(windowStart, by.index + by[0].length));
    if (!m) continue;
    // "NORTHFIELD SEED FUND II, L.P., by its general partner Northfield Seed Partners, LLC": the fund signs through
    // its general partner (manager, trustee); the fund is the party.
    const through = /^([^\n]*?),?\s+(?:by|acting\s+(?:by|through))\s+its\s+(?:general\s+partner|(?:sole\s+|managing\s+)?member|manager|trustee|investment\s+(?:manager|adviser|advisor))\b/i.exec(m[1]!);
    if (through && CORPORATE_SUFFIX.test(through[1]!)) {
      add(signerName(text, from + windowStart + m.index + m[0].indexOf(m[1]!), through[1]!, true));
      continue;
    }
    // Two signature columns on one line ("THE BUTLER COMPANY   BIOPURE CORPORATION") were split above.
    if ((m[1]!.match(new RegExp(CORPORATE_SUFFIX.source, 'gi')) ?? []).length > 1) continue;
    const nameAt = windowStart + m.index + m[0].indexOf(m[1]!);
    // "By: Harvest Capital Strategies LLC" over "Investment Manager of the Limited Partner": the line under a "By:"
    // is the capacity that company signs in, not another signer.
    if (/(?:^|\n)[ \t]*By[ \t]*:[^\n]*\n[ \t]*$/.test(pages.slice(Math.max(0, nameAt - 200), nameAt))) continue;
    const head = wrappedNameHead(pages, nameAt, m[1]!);
    if (head !== null) {
      add(signerName(text, from + head, pages.slice(head, nameAt + m[1]!.length), true));
      continue;
    }
    add(signerName(text, from + nameAt, m[1]!, true));
    // Two signature columns: "Redleaf Brands, Inc.      Blue Fin Fisheries Ltd." above "By: …      By: …".
    const lineStart = Math.max(pages.lastIndexOf('\n', nameAt - 1) + 1, nameAt - SIGNER_WINDOW_CHARS);
    const left = /(?:^|[ \t]{3,})(\S(?:(?![ \t]{3})[^\n:])*?)[ \t]{3,}$/.exec(pages.slice(lineStart, nameAt));
    if (left) add(signerName(text, from + lineStart + left.index + left[0].indexOf(left[1]!), left[1]!, true));
  }
  // A person who signs for no one: "/s/ Mary Fox" on a line of its own, not after "By:".
  if (isUnnamed) {
    for (const m of pages.matchAll(PERSON_SIGNATURE)) add(signerName(text, from + m.index + m[0].lastIndexOf(m[1]!), m[1]!, false));
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.party);
}

const SUFFIX_ONLY = new RegExp(`^(?:${CORPORATE_SUFFIX.source})$`, 'i');
/** A line of capitals (no label, no suffix of its own) right above the line at `at`. */
const CAPITALS_LINE_ABOVE = /(?:^|\n)[ \t]*([A-Z0-9][A-Z0-9&.,'’ -]{1,80}?)[ \t]*\n[ \t]*$/;

/**
 * "INTERNATIONAL FAST FOOD" over "CORPORATION" above "By:": a signer's name in capitals that wrapped before its
 * suffix, as a narrow signature column in a PDF sets it. Where the line above `name` (at `at` in `pages`) begins
 * the name, or null.
 */
function wrappedNameHead(pages: string, at: number, name: string): number | null {
  if (!SUFFIX_ONLY.test(` ${name.trim()}`)) return null;
  const windowStart = Math.max(0, at - 120);
  const above = CAPITALS_LINE_ABOVE.exec(pages.slice(windowStart, at));
  if (!above || CORPORATE_SUFFIX.test(above[1]!) || /^[\d\s.,-]+$/.test(above[1]!)) return null;
  return windowStart + above.index + above[0].indexOf(above[1]!);
}

/** Roles a person signs under in a signature block of their own. */
const PERSON_ROLE_HEADING = /(?:^|\n)[ \t]*(?:the\s+)?(?:consultant|employee|executive|contractor|advis[eo]r|director|officer|talent|artist|athlete|author|shareholder|stockholder|guarantor|optionee|participant|seller|buyer|purchaser|investor|individual|member|landlord|tenant|licensor|licensee|lender|borrower|client|customer)[ \t]*:?[ \t]*(?=\n)/gi;
/** How many lines under its heading a signature block runs. */
const SIGNATURE_BLOCK_LINES = 6;

/**
 * "CONSULTANT:\n\n/s/ Sarah Kim", "EMPLOYEE\n\nSignature: ____\nName: David Okafor", "TENANT\n________\nMaria Lopez":
 * the person who signs in a block headed by their role. A company in the block ("CONSULTANT: Reed Advisory LLC",
 * "By:") signs there instead, and is read as a signatory.
 */
function peopleSigningUnderRoles(text: string): PartyMention[] {
  const { from, pages } = signaturePages(text);
  const people: PartyMention[] = [];
  for (const heading of pages.matchAll(PERSON_ROLE_HEADING)) {
    let at = heading.index + heading[0].length;
    let afterSignatureLine = false;
    for (const line of pages.slice(at, at + 400).split('\n').filter((l, i) => i > 0 || l.trim() !== '').slice(0, SIGNATURE_BLOCK_LINES + 1)) {
      const lineStart = pages.indexOf(line, at);
      at = lineStart + line.length;
      if (line.trim() === '') continue;
      if (CORPORATE_SUFFIX.test(line) || /^\s*By\s*:/.test(line)) break;
      const person = SIGNING_PERSON_LINE.exec(line);
      const name = person?.[1] ?? person?.[2] ?? (afterSignatureLine ? person?.[3] : undefined);
      if (name && FULL_PERSON_NAME.test(name) && looksLikeName(name) && !isGenericPhrase(name)) {
        const start = from + lineStart + line.indexOf(name, person![0].length - person![0].trimStart().length);
        if (!people.some((p) => sameName(p.name, name))) people.push({ name, evidence: { start, end: start + name.length, quote: text.slice(start, start + name.length) } });
        break;
      }
      afterSignatureLine = /_{3,}|^\s*(?:Signature|Signed)\s*:/i.test(line);
    }
  }
  return people;
}

/** A signature ("/s/ Sarah Kim"), a "Name: David Okafor" field, or a name alone on its line (typed under the signature line). */
const SIGNING_PERSON_LINE = new RegExp(String.raw`^[ \t]*(?:\/s\/[ \t]*(${PERSON_NAME})|(?:Print(?:ed)?[ \t]+)?Name[ \t]*:[ \t]*(${PERSON_NAME})|(${PERSON_NAME}))[ \t]*$`, 'u');

/** A signer's name without trailing punctuation or a registration number ("Telekom Malaysia Berhad (128740-P)"). */
function signerName(text: string, rawStart: number, raw: string, needsSuffix: boolean): PartyMention | null {
  // Column headings and closings before the name: "MASTER FRANCHISEE THE GRILLED …", "Yours faithfully For and on behalf of …".
  // "ATTEST   KIOSK CONCEPTS, INC.": the column label of the attesting witness, in capitals, precedes the name.
  const label = /^(?:ATTEST|WITNESS(?:ES)?)\s*:?\s+(?=\S)/.exec(raw)?.[0].length ?? 0;
  const heading = label + SIGNATURE_HEADING.exec(raw.slice(label))![0].length;
  const start = rawStart + heading;
  const name = raw
    .slice(heading)
    .replace(/\s*\(\s*[\d-]+[A-Z]?\s*\)\s*$/, '')
    .replace(/\s+By$/, '')
    .replace(TRAILING_ROLE, '')
    .replace(BRANCH_AFTER_SUFFIX, '')
    .replace(/[\s,]+$/, '');
  if (needsSuffix ? !CORPORATE_SUFFIX.test(name) || !looksLikeName(name) : !looksLikeName(name)) return null;
  return { name: name.replace(/\s+/g, ' '), evidence: { start, end: start + name.length, quote: text.slice(start, start + name.length) } };
}

/** "UBS AG, London Branch": the office a company signs through; the party is the company, as its preamble or header names it. */
const BRANCH_AFTER_SUFFIX = new RegExp(`(?<=${CORPORATE_SUFFIX.source}),[ \\t]*(?:\\p{Lu}[\\p{L}.'’-]*[ \\t]+){1,3}Branch$`, 'iu');

const ROLE_NAMES = 'company|consultant|licensor|licensee|franchisor|franchisee|distributor|customer|supplier|client|seller|buyer|purchaser|vendor|contractor|provider|agent|manufacturer|sponsor|reseller|developer|ceo|master|affiliate';
const SIGNATURE_HEADING = new RegExp(`^(?:(?:attest|witness(?:es)?)\\s*:\\s*)?(?:.*\\bon\\s+behalf\\s+of\\s+|(?:(?:${ROLE_NAMES})\\s+)+(?=\\S))?`, 'i');
const TRAILING_ROLE = new RegExp(`(?<=\\.)\\s+(?:${ROLE_NAMES})$`, 'i');

/** "Hosting Agreement between ELEPHANT TALK and T-Mobile": short names that the preamble defines in quotes. */
function isDefinedAlias(text: string, name: string): boolean {
  const escaped = escapeRegExp(name);
  return new RegExp(`["“]${escaped}["”]`, 'i').test(text.slice(0, PREAMBLE_SEARCH_CHARS));
}

function longer<T>(a: T[], b: T[]): T[] {
  return b.length > a.length ? b : a;
}

/** The operative text has begun: a "between" past here is about something else ("the agreement between X and Y"). */
const OPERATIVE_START = /\bagrees?\s+as\s+follows\b|\bNOW,?\s+THEREFORE\b/i;

/** A table of contents at the head of a long agreement: its heading, or lines of dot leaders to page numbers. */
const TABLE_OF_CONTENTS = /\bTABLE\s+OF\s+CONTENTS\b|(?:^|\n)[ \t]*(?:CONTENTS|INDEX)[ \t]*\n|(?:\.{5,}[ \t]*\d+[ \t]*\n[^\n]*){3}/;
/** The sentence that opens the agreement proper: "THIS FRANCHISE AGREEMENT is made …", "This Agreement, dated as of …". */
const PREAMBLE_OPENING = /\b(?:THIS|This)\s+(?:[\w-]+\s+){0,8}?(?:AGREEMENT|Agreement|CONTRACT|Contract)\b[^.]{0,200}?\b(?:is|are|was|made|entered|dated|executed|effective)\b/;
/** How far past a table of contents the opening sentence can be. */
const TABLE_OF_CONTENTS_CHARS = 60000;

/**
 * Where the preamble search starts: the text's start, or past a table of contents, whose headings run longer than
 * the search window (franchise and credit agreements), at the first opening sentence that follows it.
 */
function preambleSearchStart(text: string): number {
  const contents = TABLE_OF_CONTENTS.exec(text.slice(0, PREAMBLE_SEARCH_CHARS / 2));
  if (!contents) return 0;
  const rest = text.slice(contents.index, TABLE_OF_CONTENTS_CHARS);
  const opening = PREAMBLE_OPENING.exec(rest);
  return opening && contents.index + opening.index > PREAMBLE_SEARCH_CHARS / 2 ? contents.index + opening.index : 0;
}

function partyListStarts(text: string): number[] {
  const searchStart = preambleSearchStart(text);
  const starts = searchStart > 0 ? partyListStartsIn(text.slice(searchStart, searchStart + PREAMBLE_SEARCH_CHARS), searchStart) : [];
  for (const start of partyListStartsIn(text.slice(0, PREAMBLE_SEARCH_CHARS), 0)) if (!starts.includes(start)) starts.push(start);
  return starts;
}

function partyListStartsIn(window: string, offset: number): number[] {
  const operative = OPERATIVE_START.exec(window);
  const head = window.slice(0, operative ? operative.index : window.length);
  const starts: number[] = [];
  for (const m of head.matchAll(PARTY_LIST_START)) {
    const word = m[0].trim().toLowerCase();
    // A bare "by" only introduces parties in "made by X and Y"; elsewhere it is too common.
    if (word === 'by' && !/\b(?:made|entered\s+into|executed)\b[^.]{0,80}$/i.test(head.slice(Math.max(0, m.index - 100), m.index))) continue;
    const after = head.slice(m.index + m[0].length, m.index + m[0].length + 400);
    if (!/[A-Z]/.test(after.slice(0, 40))) continue;
    starts.push(offset + m.index + m[0].length);
    if (starts.length >= 4) break;
  }
  // Some preambles open with the names themselves ("Acme Corp., a Michigan corporation ("Acme") and …").
  const firstParagraph = /\n\s*\n\s*(?=[A-Z])/.exec(head.slice(0, 1500));
  starts.push(offset + (firstParagraph ? firstParagraph.index + firstParagraph[0].length : 0));
  // … or right after the title, on its line when the text lost its line breaks ("IP RIGHTS AGREEMENT   Synchron, a …").
  const afterTitle = /\b(?:AGREEMENT|CONTRACT|LICEN[CS]E|GUARANTY|AMENDMENT|ADDENDUM)[ \t]{2,}(?=\p{Lu}\p{Ll})/u.exec(head.slice(0, 1500));
  if (afterTitle) starts.push(offset + afterTitle.index + afterTitle[0].length);
  return starts;
}

/**
 * "among ALPHA, INC., a Delaware corporation with offices at …, BETA LLC, a California limited liability company …,
 * and GAMMA, L.P., …": three or more described companies without aliases, one per company suffix.
 */
function describedPartiesBySuffix(text: string, listStart: number, listEnd: number): PartyMention[] {
  const region = text.slice(listStart, listEnd);
  const sentenceEnd = region.search(/\.\s*\n\s*\n/);
  const sentence = sentenceEnd > 0 ? region.slice(0, sentenceEnd + 1) : region;
  const parties: PartyMention[] = [];
  for (const party of namesInList(text, listStart, sentence)) {
    if (CORPORATE_SUFFIX.test(party.name) && !parties.some((p) => sameName(p.name, party.name))) parties.push(party);
  }
  return parties.length >= 3 ? parties : [];
}

/** "(1) ACME LIMITED, a company …; (2) …", "(a) …", "(i) …", or "1. …" at line starts: one party per numbered item. */
const ENUMERATION_MARKER = /(?:^|\n)[ \t]*\(([1-9]|[a-h]|[ivx]{1,4})\)[ \t]*|(?:^|\n)[ \t]*([1-9]|[a-h])[.)][ \t]+|(?<=[\s:;,])\(([1-9]|[a-c]|[ivx]{1,4})\)[ \t]+/g;
const ROMAN_NUMERALS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'];

const ITEM_DESCRIPTION = /^[ \t]*[,(]|^[ \t]+(?:of|whose|having|with|located|residing)\b/;

/** The label after `label` in its own numbering: 1 → 2, a → b, i → ii. */
function nextLabel(label: string): string {
  if (/^\d$/.test(label)) return String(Number(label) + 1);
  const roman = ROMAN_NUMERALS.indexOf(label);
  if (roman >= 0) return ROMAN_NUMERALS[roman + 1] ?? '';
  return String.fromCharCode(label.charCodeAt(0) + 1);
}

function enumeratedParties(text: string, listStart: number, listEnd: number): PartyMention[] {
  const region = text.slice(listStart, listEnd);
  const items: { label: string; start: number; end: number }[] = [];
  for (const m of region.matchAll(ENUMERATION_MARKER)) {
    const label = (m[1] ?? m[2] ?? m[3]!).toLowerCase();
    // Items count up from 1, (a) or (i); any other marker ends the list (a clause reference, a later section).
    const expected = items.length === 0 ? null : nextLabel(items.at(-1)!.label);
    if (expected === null ? !['1', 'a', 'i'].includes(label) : label !== expected) {
      if (items.length > 0) break;
      continue;
    }
    if (items.length > 0) items.at(-1)!.end = m.index;
    items.push({ label, start: m.index + m[0].length, end: region.length });
  }
  if (items.length < 2) return [];
  const parties: PartyMention[] = [];
  for (const item of items) {
    const party = nameInChunk(text, listStart + item.start, region.slice(item.start, item.end).split(/[(;]/)[0]!);
    // A party item goes on to describe the party; a numbered heading ("1. DELIVERY") ends at its line.
    const after = party ? text.slice(party.evidence.end, listStart + item.end) : '';
    if (!party || !(CORPORATE_SUFFIX.test(party.name) || ITEM_DESCRIPTION.test(after))) break;
    if (!parties.some((p) => sameName(p.name, party.name))) parties.push(party);
  }
  return parties.length >= 2 ? parties : [];
}

/** Head nouns of organisations without a company suffix: "Amsterdam Federal Savings and Loan Association" ("Association"). */
const ENTITY_HEAD = /\b(?:association|bank|fund|trust|partnership|authority|university|institute|foundation|society|league|club|council|government|group|county|city|board|agency|commission|college|hospital|cent(?:er|re)|church|district|department|ministry|school|alumni|chapter|estate|venture)s?$/i;

/** Each alias parenthetical closes one party: its name is the text since the previous one, before its description. */
function partiesBeforeAliases(text: string, listStart: number, listEnd: number): PartyMention[] {
  const region = text.slice(listStart, listEnd);
  const parties: PartyMention[] = [];
  let chunkStart = 0;
  let lastAliasNamedAParty = false;
  for (const m of region.matchAll(ALIAS_PAREN)) {
    const alias = (m[2] ?? m[5]!).trim();
    lastAliasNamedAParty = false;
    // A title block before the preamble ("… between X and Y  TABLE OF CONTENTS … by and between X ("A")"):
    // the name follows the last list opening.
    const opening = lastListOpening(region.slice(chunkStart, m.index));
    const chunk = region.slice(chunkStart + opening, m.index);
    const chunkOffset = listStart + chunkStart + opening;
    chunkStart = m.index + m[0].length;
    if (NON_PARTY_ALIAS.test(alias)) continue;
    // "(collectively, the "Marathon Parties")" closes a list of several names.
    const isGroup = /\b(?:collectively|together|each)\b/i.test(m[1] ?? '');
    const found = isGroup ? namesInList(text, chunkOffset, chunk) : namesBeforeAlias(text, chunkOffset, chunk);
    for (const party of found) {
      if (!party) continue;
      // "1. Services Company agrees to make available … (the "Offering")": a subject of the body, far from the alias.
      if (/^\s+(?:agrees?|shall|will|must|may|hereby)\b/.test(text.slice(party.evidence.end, party.evidence.end + 12)) && chunkOffset + chunk.length - party.evidence.end > 60) continue;
      // "the Operations Manual (the "Manual")": a thing shortened to its head noun, not a party's short name.
      if (!CORPORATE_SUFFIX.test(party.name) && /\bthe\s+["“”'‘’]/i.test(m[0]) && !ENTITY_HEAD.test(alias) && new RegExp(`\\s${escapeRegExp(alias)}$`, 'i').test(party.name)) continue;
      lastAliasNamedAParty = true;
      if (!parties.some((p) => sameName(p.name, party.name))) parties.push(party);
    }
  }
  // The list can go on past its last alias, but not past a defined term of the prose that follows it.
  if (parties.length >= 2 && lastAliasNamedAParty) {
    for (const party of describedCompaniesAfterLastAlias(text, listStart + chunkStart, region.slice(chunkStart))) {
      if (!parties.some((p) => sameName(p.name, party.name))) parties.push(party);
    }
  }
  return parties;
}

/** "…, Beta LLC, a Texas limited liability company ("Beta"), Gamma Corp., a Nevada corporation, and Delta Ltd.": the companies listed on without an alias. */
function describedCompaniesAfterLastAlias(text: string, tailStart: number, tail: string): PartyMention[] {
  if (!/^\s*(?:,|and\b|;)/.test(tail)) return [];
  const sentenceEnd = tail.search(/\.\s*\n\s*\n|\.\s+(?=\p{Lu}[\p{Ll}\s]|$)|\.$/u);
  const sentence = tail.slice(0, sentenceEnd >= 0 ? sentenceEnd + 1 : tail.length);
  return namesInList(text, tailStart, sentence).filter((p) => CORPORATE_SUFFIX.test(p.name));
}

const INNER_LIST_OPENING = /\b(?:by\s+and\s+(?:between|among)|between|among)\s*:?\s*/gi;

function lastListOpening(chunk: string): number {
  let offset = 0;
  for (const m of chunk.matchAll(INNER_LIST_OPENING)) offset = m.index + m[0].length;
  return offset;
}

/**
 * The name a single alias closes, plus a second one when two described parties share it ("TELCOSTAR PTE, LTD.,
 * a company organized under … and Ability Computer & Software Industries Ltd, a company … (each "Recipient")").
 */
function namesBeforeAlias(text: string, chunkOffset: number, chunk: string): (PartyMention | null)[] {
  const person = LOAN_OUT_PERSON.exec(chunk);
  if (person) return [nameInChunk(text, chunkOffset + person.index + person[0].indexOf(person[1]!), person[1]!)];
  const first = nameInChunk(text, chunkOffset, chunk);
  const last = nameAfterSeparator(text, chunkOffset, chunk) ?? companyRightBefore(text, chunkOffset, chunk);
  if (!first) return [last];
  if (last && last.evidence.start > first.evidence.end + 5 && CORPORATE_SUFFIX.test(last.name) && !RELATED_COMPANY.test(text.slice(first.evidence.end, last.evidence.start))) return [first, last];
  return [first];
}

/**
 * "Marine Co. ("Lender"), for the services of Jane Roe ("Artist")", "Star Agency ("Agency") agent for John Doe
 * ("Talent")": a company that lends out a person's services, the person named as a party with an alias of their own.
 */
const LOAN_OUT_PERSON = new RegExp(String.raw`^[\s,]*(?:(?:furnishing\s+|for\s+)(?:the\s+)?services\s+of|f\/s\/o|(?:as\s+)?agent\s+for)\s+(${PERSON_NAME})[\s,]*$`, 'u');

/** "Delta Ltd., as successor in interest to Epsilon Inc. ("Licensor")": a company the party's description relates it to. */
const RELATED_COMPANY = /\b(?:successor(?:\s+in\s+interest|\s+by\s+merger)?\s+to|assignee\s+of|(?:subsidiary|affiliate|division|parent|member)\s+of|agent\s+(?:for|of)|on\s+behalf\s+of|formerly(?:\s+known\s+as)?|f\/k\/a|d\/b\/a|acting\s+(?:for|through))\s*(?:the\s+)?$/i;

/** Capitalised words ending in a company suffix right before the alias: "… the terms under which Acme Capital LLC (". */
const COMPANY_AT_END = new RegExp(`(?<=(?:^|[^\\w\\s]|\\b(?!(?:for|of|behalf|as)\\b)[a-z]+)\\s+)((?:[A-Z0-9][\\w&.'’-]*,?\\s+(?:(?:of|and|de|&)\\s+)?)*[A-Z0-9][\\w&.'’-]*(?:${CORPORATE_SUFFIX.source}))[\\s,]*$`);

function companyRightBefore(text: string, chunkOffset: number, chunk: string): PartyMention | null {
  const m = COMPANY_AT_END.exec(chunk.slice(-200));
  if (!m) return null;
  return nameInChunk(text, chunkOffset + chunk.length - m[0].length, m[1]!);
}

/** "Acme L.P., Beta Fund L.P., Gamma, LLC and John Smith": one name per company suffix, then the last one. */
function namesInList(text: string, chunkOffset: number, chunk: string): PartyMention[] {
  const names: PartyMention[] = [];
  const suffix = new RegExp(CORPORATE_SUFFIX.source, 'gi');
  let cursor = 0;
  for (const m of chunk.matchAll(suffix)) {
    if (m.index < cursor) continue;
    // "NATIONAL CITY BANK OF KENTUCKY": the name goes on past a suffix word that is also a name word.
    // "MOELIS & COMPANY HOLDINGS LP": or on to a later suffix a few capitalised words on (see suffixEnd).
    const pieceEnd = suffixEnd(chunk, m);
    const piece = chunk.slice(cursor, pieceEnd);
    const party = nameInChunk(text, chunkOffset + cursor, piece) ?? nameAfterSeparator(text, chunkOffset + cursor, piece);
    if (party) names.push(party);
    cursor = pieceEnd;
  }
  const rest = chunk.slice(cursor);
  const people = peopleListed(text, chunkOffset + cursor, rest);
  const last = people.length > 0 ? null : nameInChunk(text, chunkOffset + cursor, rest);
  if (last && last.name.split(/\s+/).length <= 4) names.push(last);
  names.push(...people);
  return names.length > 0 ? names : [nameInChunk(text, chunkOffset, chunk)].filter((p): p is PartyMention => p !== null);
}

/** "Joseph Miller, Karen Miller and David Chen": two or more people's full names and nothing else, one party each. */
function peopleListed(text: string, chunkOffset: number, chunk: string): PartyMention[] {
  const list = /^[\s,;]*(?:and\s+)?([^]*?)[\s,;]*$/.exec(chunk)!;
  const listStart = list[0].indexOf(list[1]!);
  const people: PartyMention[] = [];
  let cursor = 0;
  for (const piece of list[1]!.split(/(\s*,\s*(?:and\s+)?|\s+and\s+)/)) {
    const at = cursor;
    cursor += piece.length;
    if (/^\s*(?:,|and\b)/.test(piece) || piece === '') continue;
    if (!FULL_PERSON_NAME.test(piece) || CORPORATE_SUFFIX.test(piece) || !looksLikeName(piece)) return [];
    const start = chunkOffset + listStart + at;
    people.push({ name: piece, evidence: { start, end: start + piece.length, quote: text.slice(start, start + piece.length) } });
  }
  return people.length >= 2 ? people : [];
}

/** A place and a postal code right after a name: a UK postcode, a US state and ZIP code, or a five- or six-digit code. */
const POSTAL_CODE_AHEAD = /^[ \t]*(?:\p{Lu}[\p{L}'’.-]*[ \t]+){0,2}\p{Lu}[\p{L}'’.-]*,?[ \t]+(?:[A-Z]{1,2}\d[A-Z\d]?[ \t]+\d[A-Z]{2}|[A-Z]{2}[ \t]+\d{5}(?:-\d{4})?|\d{5,6})\b/u;

/**
 * What separates two names of a party list: "and", a semicolon, a blank line, an item number, or the words before the
 * party a deed or covenant is given to ("by X in favour of Y", "by X with and for the benefit of Y").
 */
const SEPARATOR = /\s+(?:and|AND|And)(?:\s*:)?\s+|\s+(?:in\s+favou?r\s+of|(?:with\s+and\s+)?for\s+the\s+benefit\s+of)\s+|;|\n\s*\n|\(\d\)|,\s*\([a-h]\)\s|-+\s*AND\s*-+/g;

/** `…, a New Jersey corporation, located at …, and The Deerskin Companies, Inc.`: the name after the last "and". */
function nameAfterSeparator(text: string, chunkOffset: number, chunk: string): PartyMention | null {
  const candidatesAfter = (cuts: RegExp) =>
    [...chunk.matchAll(cuts)]
      .map((m) => m.index + m[0].length)
      .reverse()
      .map((cut) => nameInChunk(text, chunkOffset + cut, chunk.slice(cut)))
      .filter((p) => p !== null);
  const candidates = candidatesAfter(NAME_INTRODUCER);
  // An "and" inside the description ("Corporate and Trade Register") cuts later than the one before the name.
  const named = candidates.find((p) => CORPORATE_SUFFIX.test(p.name)) ?? candidates[0];
  if (named) return named;
  // "…, a newly formed Maryland corporation, Hyde Park Bancorp, MHC, a …": only a company name after a bare comma.
  const commaCandidates = candidatesAfter(COMMA_BEFORE_CAPITAL).filter((p) => CORPORATE_SUFFIX.test(p.name) && !startsWithAddressTail(p.name));
  // Past "with an address at", commas separate the address's lines and the name follows the last of them ("at No. 4
  // Kogyo Danchi, Fukushima, Japan, Fujitsu Semiconductor Limited"): the shortest name that is no line of the address
  // ("Near HDFC Bank" is a landmark).
  const addressFrom = lastAddressStart(chunk);
  if (addressFrom >= 0) return commaCandidates.find((p) => p.evidence.start - chunkOffset >= addressFrom && !LANDMARK.test(p.name)) ?? null;
  return commaCandidates.at(-1) ?? null;
}

/** A landmark an address gives its place by: "Near HDFC Bank", "Opposite City Mall". */
const LANDMARK = /^(?:Near|Opp\.|Opposite|Behind|Next\s+to|Adjacent\s+to)\s/;

/** Words that introduce a party's address: "with an address at", "having its registered office at", "located at". */
const ADDRESS_INTRODUCER = /\b(?:address|office|offices|place\s+of\s+business|located|residing|domiciled|situated|headquartered)\s+(?:is\s+)?(?:at|in)\s/gi;

/** Where the last address of a chunk begins, when no list separator follows it (the address runs to the chunk's end); else -1. */
function lastAddressStart(chunk: string): number {
  const last = [...chunk.matchAll(ADDRESS_INTRODUCER)].at(-1);
  if (!last) return -1;
  const from = last.index + last[0].length;
  return [...chunk.slice(from).matchAll(NAME_INTRODUCER)].length > 0 ? -1 : from;
}

/** "Dover, Delaware, BETA SYSTEMS LLC": a place in ordinary case before a name in capitals is the end of an address. */
function startsWithAddressTail(name: string): boolean {
  const segments = name.split(/,\s+/);
  const capitalsAt = segments.findIndex((segment) => /^[^a-z]*[A-Z]{2}[^a-z]*\s[^a-z]*[A-Z]/.test(segment) && !/[a-z]/.test(segment));
  return capitalsAt > 0 && segments.slice(0, capitalsAt).every((segment) => /[a-z]/.test(segment));
}

/** What can stand before a name inside one alias chunk: a list separator, "together with", "(their) agreement with". */
const NAME_INTRODUCER = new RegExp(`${SEPARATOR.source}|,?\\s+together\\s+with\\s+|\\bagreement\\s+with\\s+|\\b(?:under|by|pursuant\\s+to)\\s+which\\s+|\\bwhereby\\s+`, 'g');
const COMMA_BEFORE_CAPITAL = /,\s+(?=[A-Z])/g;

const LINE_SEPARATOR = /\n[ \t]*(?:and|AND|And|&|-+\s*AND\s*-+)[ \t]*:?[ \t]*\n/;
const LINE_SEPARATOR_ALL = new RegExp(LINE_SEPARATOR.source, 'g');

/** "between Acme Corp. and Beta LLC." or a title block "between / X / and / Y": names joined by "and". */
function partiesJoinedByAnd(text: string, listStart: number, listEnd: number): PartyMention[] {
  const region = text.slice(listStart, Math.min(listEnd, listStart + 500));
  // Abbreviations ("Prof.", "Inc.") make ". X" a poor sentence end here; recitals or a blank line after a stop are safer.
  const sentenceEnd = region.search(/\.\s*\n\s*\n(?!\s*(?:and|AND|&|-+\s*AND)\b)|\.\s+(?:WHEREAS|RECITALS?|NOW|The|This|In|Each|Both)\b/);
  const list = sentenceEnd > 0 ? region.slice(0, sentenceEnd + 1) : region;
  const parties: PartyMention[] = [];
  let pieceStart = 0;
  const pieces: [number, number][] = [];
  // A title block puts "and" on a line of its own; then an "and" inside a line belongs to a name
  // ("Institute of Grassland and Environmental Research").
  const separator = LINE_SEPARATOR.test(list) ? LINE_SEPARATOR_ALL : SEPARATOR;
  for (const m of list.matchAll(separator)) {
    pieces.push([pieceStart, m.index]);
    pieceStart = m.index + m[0].length;
  }
  pieces.push([pieceStart, list.length]);
  for (let i = 0; i < pieces.length; i++) {
    const [start, end] = pieces[i]!;
    const piece = list.slice(start, end);
    if (piece.trim() === '') continue;
    // Past two names, a blank line ends the title block rather than adding a party.
    if (parties.length >= 2 && /\n\s*\n\s*$/.test(list.slice(0, start))) break;
    const joined = nameJoinedByAnd(text, listStart, list, start, pieces[i + 1]);
    if (joined) i++;
    const party = joined ?? nameInChunk(text, listStart + start, piece.split('(')[0]!);
    if (!party) break;
    if (!parties.some((p) => sameName(p.name, party.name))) parties.push(party);
  }
  return parties;
}

/**
 * "THE HENRY FILM AND ENTERTAINMENT CORPORATION, located at …": an "and" inside one name, which reaches its
 * company suffix only past the "and", before any comma.
 */
function nameJoinedByAnd(text: string, listStart: number, list: string, start: number, next: [number, number] | undefined): PartyMention | null {
  if (!next) return null;
  const first = list.slice(start, next[0]);
  if (!/^[^,\n(]*\s(?:and|AND|&)\s+$/.test(first) || CORPORATE_SUFFIX.test(first)) return null;
  const joined = nameInChunk(text, listStart + start, list.slice(start, next[1]).split(/[(,]/)[0]!);
  return joined && joined.evidence.end > listStart + next[0] && CORPORATE_SUFFIX.test(joined.name) ? joined : null;
}

/**
 * What comes before a name in its chunk: a separator, an item number, "BETWEEN:", a "Name:" label, a role alone on
 * the line above ("Customer\nAcme Widgets Inc." in a cover table converted line by line), or the "M/s." (Messrs) an
 * Indian contract puts before a firm's name.
 */
const NAME_LEAD = new RegExp(String.raw`^[\s,;:.\-–—]*(?:(?:and|AND|&)[\s,:]+)?(?:\(?\d\)|\(?[a-z]\)|\d{1,2}(?:\.\d{1,2})+\.?(?=\s)|\d\.)?[\s,;:]*(?:-+\s*AND\s*-+)?[\s,;:]*(?:BETWEEN:?|AMONG:?)?\s*(?:the\s+following\s+(?:parties|persons|entities)\s*:\s*)?(?:Party\s+[A-Z]\s*:\s*)?(?:(?:Company\s+|Legal\s+|Full\s+)?Name\s*:[ \t]*)?(?:(?i:${LABEL_ROLES})[ \t]*:?[ \t]*\n[ \t]*)?(?:(?:its|their)\s+[A-Za-z]+,\s*)?(?:the\s+(?=[A-Z]))?(?:(?:M\/[sS]|Messrs)\.?\s*(?=\p{Lu}))?`, 'u');

/** The legal name at the start of `chunk` (which begins at `chunkStart` in `text`), or null. */
function nameInChunk(text: string, chunkStart: number, chunk: string): PartyMention | null {
  const lead = NAME_LEAD.exec(chunk)!;
  let start = lead[0].length;
  // "LICENSE   Orion Software Ltd. (…": a document title in capitals on the name's line when the line breaks were lost.
  start += TITLE_BEFORE_NAME.exec(chunk.slice(start))?.[0].length ?? 0;
  let body = chunk.slice(start);
  const suffix = CORPORATE_SUFFIX.exec(body);
  const descriptor = firstOf(DESCRIPTOR_START.exec(body), CITY_AND_STATE.exec(body));
  let end = body.length;
  // A number inside the name ("Sphere 3D Corp.", "NETWORK 1 FINANCIAL, INC.") is not an address.
  const isNumberInName = descriptor !== null && suffix !== null && /^\s*\d/.test(descriptor[0]) && !/[,\n]/.test(body.slice(descriptor.index, suffix.index));
  if (suffix && (!descriptor || suffix.index <= descriptor.index + 1 || isNumberInName)) end = suffixEnd(body, suffix);
  else if (descriptor) end = descriptor.index;
  const newline = body.slice(0, end).search(/\n\s*\n/);
  if (newline > 0) end = newline;
  // "MODUS MEDIA INTERNATIONAL      LANDDROSTLAAN 51": past a column gap or a line break, a street address is the next
  // line of the block.
  const addressColumn = body.search(/\S(?:[ \t]{3,}|[ \t]*\n[ \t]*)(?:\d|[\p{L}'’.-]+(?:[ \t][\p{L}'’.-]+)?[ \t]+\d)/u);
  if (addressColumn >= 0 && addressColumn < end) end = addressColumn + 1;
  body = body.slice(0, end);
  const trimmed = body.replace(/[\s,;:]+$/, '');
  const leadingQuote = /^["“”'‘’]+/.exec(trimmed);
  if (leadingQuote) {
    start += leadingQuote[0].length;
  }
  let name = trimmed
    .slice(leadingQuote ? leadingQuote[0].length : 0)
    .replace(/["“”]+$/, '')
    .replace(/\s+(?:of|and|or)$/i, '')
    // "ACME LIMITED incorporated and registered in England" (or "ACME LIMITED, incorporated …"): the suffix pattern
    // ignores case, the verb is lower-case; the comma before it is no part of the name.
    .replace(/,?\s+incorporated$/, '');
  // "Jane Roe, director of Acme PLC": the person signs for the party, the company.
  const representative = REPRESENTATIVE_OF.exec(name);
  if (representative) {
    start += representative[0].length;
    name = name.slice(representative[0].length);
  }
  if (!looksLikeName(name)) return null;
  const absStart = chunkStart + start;
  return { name: name.replace(/\s+/g, ' '), evidence: { start: absStart, end: absStart + name.length, quote: text.slice(absStart, absStart + name.length) } };
}

const TITLE_BEFORE_NAME = /^(?:[A-Z][A-Z-]+ ){0,4}(?:AGREEMENT|CONTRACT|LICEN[CS]E|GUARANTY|AMENDMENT|ADDENDUM|INTENT|MEMORANDUM|UNDERSTANDING)[ \t]{2,}(?=\p{Lu}\p{Ll})/u;

const REPRESENTATIVE_OF = /^\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){1,3},\s+(?:its\s+|the\s+)?(?:director|president|chairman|chief\s+executive\s+officer|CEO|managing\s+director|general\s+manager|owner|founder|manager|managing\s+partner|authori[sz]ed\s+representative|representative)\s+(?:of|for)\s+(?=\p{Lu})/u;

/**
 * "First National Bank of Omaha", "Insurance Company of North America", "NATIONAL CITY BANK OF KENTUCKY", "RGA Capital
 * Trust I", "Deutsche Bank Trust Company Americas": a series number, or after a suffix word that is also a name word,
 * "of" and up to three capitalised words or a bank's region (then any real suffix) are part of the name; returns
 * `end` when nothing follows.
 */
function placeAfterSuffixEnd(body: string, end: number): number {
  // "RGA Capital Trust I", "Capital Trust IV": a series number after the suffix word is part of the name; past a tab
  // or a wider gap, a number is the next column's ("Trust<tab>1,397,705").
  const series = /^ {1,2}(?:(?:[IVX]{2,4}|V|X|\d{1,2})(?=[\s,;()"“]|$)|I(?=[\n,;()"“]|$))/.exec(body.slice(end, end + 8));
  if (series) return end + series[0].length;
  const of = /^\s+(?:[Oo][Ff]|[Ff][Oo][Rr])\s+(?:[Tt][Hh][Ee]\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,2}(?=\s*(?:[,;(]|\n|$|\s{2,}|\s+(?:a|an|and|with|having|located|By)\b))/.exec(body.slice(end, end + 80));
  // "Co" is also a county ("Stanley, Co Durham"): only a bank or trust company takes a region after it.
  const qualifier = of || !/(?:Bank|Trust|Company)$/i.test(body.slice(0, end)) ? null : QUALIFIER_AFTER_NAME_WORD.exec(body.slice(end, end + 40));
  const isQualifier = qualifier !== null && !ROLE_WORD.test(qualifier[1]!) && !SIGNATURE_FIELD_WORD.test(qualifier[1]!);
  if (!of && !isQualifier) return end;
  const after = end + (of ?? qualifier!)[0].length;
  const later = CORPORATE_SUFFIX.exec(body.slice(after, after + 40));
  return later && later.index === 0 ? after + later[0].length : after;
}

/**
 * Suffix words that are also ordinary name words: "Deutsche Bank Securities Inc." goes on past "Bank",
 * "Mutual Insurance Corporation of America" past "Corporation".
 */
const NAME_WORD_SUFFIX = /^(?:,?\s+(?:Bank|Trust|Company|Co|Corporation|Corp)\.?)+$/i;
/**
 * "Deutsche Bank Trust Company Americas", "Wells Fargo Bank Northwest": one capitalised word for a region after a
 * suffix word that is also a name word, where the name ends (a comma, a bracket, the line's end, "as …").
 */
const QUALIFIER_AFTER_NAME_WORD = /^[ \t]+(\p{Lu}[\p{L}'’-]+)(?=[ \t]*(?:[,;()"“]|\n|$)|[ \t]+(?:a|an|and|as|with|having|located|By)\b)/u;
/** Words that follow a name in a signature block or a notice, not part of it. */
const SIGNATURE_FIELD_WORD = /^(?:By|Name|Title|Its|Date|Dated|Address|Attention|Attn|Signature|Trustee|Agent|Witness|Seal)$/i;
/** A few capitalised words in one column: a gap of three spaces or a tab starts the next column's name. */
const CAPITALISED_WORDS = /^(?: {1,2}[A-Z][\w&'’-]*){1,3}$/;

/** "Falcon Partners Lux S.à r.l. II": a second fund's series number after the suffix, where the name's line or list item ends. */
const SERIES_AFTER_SUFFIX = /^[ \t]+[IVX]{2,4}(?=[ \t]*(?:\n|$|[,;()"“]|\/s\/|By\s*:))/;

/** Where the name that reaches `suffix` ends: at the suffix, or at a later one a few capitalised words on. */
function suffixEnd(body: string, suffix: RegExpExecArray): number {
  const end = suffix.index + suffix[0].length;
  if (!NAME_WORD_SUFFIX.test(suffix[0])) return end + (SERIES_AFTER_SUFFIX.exec(body.slice(end, end + 8))?.[0].length ?? 0);
  const place = placeAfterSuffixEnd(body, end);
  if (place > end) return place;
  const rest = body.slice(end, end + 80);
  const later = CORPORATE_SUFFIX.exec(rest);
  return later && CAPITALISED_WORDS.test(rest.slice(0, later.index)) ? end + later.index + later[0].length : end;
}

/** A role alone ("Company", "Licensee") is an alias, not a legal name. */
const ROLE_WORD = /^(?:the\s+)?(?:company|consultant|licensor|licensee|franchisor|franchisee|distributor|customer|supplier|client|seller|buyer|purchaser|vendor|contractor|provider|agent|employee|executive|manufacturer|sponsor|reseller|developer|landlord|tenant|lessor|lessee|party|parties|accepted|agreed)s?\b[\s.]*$/i;
const NOT_A_NAME = /[:<>]|\b(?:agreement|contract|article|section|table|contents|exhibit|schedule|source|recitals?|introduction|whereas|page|confidential|proprietary|accepted|agreed|statement|means|suite|witness|terms|conditions|version|cover\s+page|order\s+form|effective\s+date|print\s+name|debentures?|tranche|industrial\s+estate|business\s+park|the\s+parties)\b|\bdate$|\s--\s|\.{3}|\/date\b|\[[^\]]*[a-z][^\]]*\]/i;
/** A name with a company suffix whose "Contract" comes after a first word and before a trade ("Pharma", "Manufacturing"). */
const CONTRACT_TRADE_NAME = new RegExp(`^\\p{Lu}[\\p{L}&'’-]*\\s+(?:[\\p{Lu}][\\p{L}&'’-]*\\s+){0,2}Contract\\s+(?:[\\p{Lu}][\\p{L}&'’-]*\\s*){1,3}${CORPORATE_SUFFIX.source}$`, 'u');
/** Filing form codes from page footers ("10-K", "S-1/A"), single coded tokens ("C218") and "City, ST" addresses. */
const CODE_OR_PLACE = /^(?:[A-Z]{0,2}-?\d+[-\/]?[A-Z]?(?:\/A)?|[A-Z]+\d+\w*|[A-Z][a-z]+,\s+[A-Z]{2})$/;
/** Section headings that a list split can leave behind ("PURPOSE", "Products"); real names have more words. */
const HEADING_ONLY = /^(?:chapter|part|date|base\s+terms|purpose|exclusivity|termination|products?|services?|territor(?:y|ies)|definitions?|background|term|fees?|payment|racing|licen[cs]e|reselling|(?:lease\s+|the\s+)?particulars)[\s.]*$/i;
const MONTH_ONLY = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

function looksLikeName(name: string): boolean {
  if (name.length < 2 || name.length > 100) return false;
  // Lower-case starts only for brand-style names that carry a company suffix ("e-centives, Inc.", "iMine Corporation", "i3 …, LLC").
  if (!/^[A-Z0-9]|^[a-z][A-Z]/.test(name) && !(/^[a-z]\w*[A-Z@.\d-]/.test(name) && CORPORATE_SUFFIX.test(name))) return false;
  if (/\/s\/|\bname\b.*\btitle\b/i.test(name)) return false;
  // "A. Definitions" is a heading; "F. Hoffmann-La Roche Ltd" a name.
  // "FDMS and Bank", "Consultant and Company": short names joined, not a legal name.
  if (name.split(/\s+and(?:\/or)?\s+/i).some((side, _, sides) => sides.length > 1 && (ROLE_WORD.test(side) || /^(?:the\s+)?(?:bank|trust)$/i.test(side)))) return false;
  if (ROLE_WORD.test(name) || (/^[A-Z]\.\s/.test(name) && !CORPORATE_SUFFIX.test(name))) return false;
  // "The Bank", "Trust": a kind of entity, defined as a short name elsewhere.
  if (/^(?:the\s+)?(?:bank|trust|fund|partnership|corporation|trustee|issuer|guarantor|lender|borrower)$/i.test(name)) return false;
  // "R E C I T A L S": letter-spaced headings.
  if (/(?:\b[A-Za-z]\s){3,}/.test(name)) return false;
  // "In addition, …" opens a sentence; "At Home Corporation" is a name.
  const [first = '', second = ''] = name.split(/\s+/);
  if (/^(?:in|on|at|for|with|from|to|as|if|upon|under|pursuant)$/i.test(first) && /^[a-z]/.test(second)) return false;
  if (/exchange\s+commission/i.test(name)) return false;
  // "1 Main St., Boston, MA": a street address, not a name that starts with a number ("3M Company").
  if (STREET_ADDRESS.test(name) || isAddressLine(name)) return false;
  // "Delaware corporation", "Texas limited liability company": a description's jurisdiction and kind of entity, which a
  // legal name would capitalise.
  if (/^(?:\p{Lu}[\p{L}.'’-]*\s+){1,3}(?:corporation|company|(?:limited\s+liability\s+|public\s+limited\s+)?company|(?:general\s+|limited\s+)?partnership|banking\s+association)$/u.test(name)) return false;
  if (/^(?:the|this|that|each|such|said|all|any)\b/i.test(name) && !/^the\s+\p{Lu}/iu.test(name)) return false;
  if (/^(?:and|or|between|among|by|dated|recitals?|whereas)\b/i.test(name)) return false;
  // A letter's salutation or addressee line ("Dear Mr. Smith", "Attention: …") names a person, not a party.
  if (/^(?:dear|gentlemen|ladies|sirs?|attention|attn|re)\b/i.test(name) || /^(?:Mr|Mrs|Ms|Dr)\.?\s[^\n]*\n/.test(name)) return false;
  // "Brightwater Contract Pharma LLC", "Contract Research Services Ltd": a trade word ("contract" manufacturing or research)
  // inside a legal name that ends in a company suffix is part of the name, not a heading or the agreement's title.
  const nameWords = CONTRACT_TRADE_NAME.test(name) ? name.replace(/\bcontract\b/gi, ' ') : name;
  if (NOT_A_NAME.test(nameWords) || MONTH_ONLY.test(name) || HEADING_ONLY.test(name) || CODE_OR_PLACE.test(name)) return false;
  // "Wales (Registered Company": a parenthetical cut open is a description running on, not a name.
  if ((name.match(/\(/g) ?? []).length !== (name.match(/\)/g) ?? []).length) return false;
  // "GP LLC", "LP Inc.": a company suffix after a bare partnership role names no one.
  if (/^(?:GP|LP|General\s+Partner)$/i.test(name.replace(new RegExp(`${CORPORATE_SUFFIX.source}$`, 'i'), '').trim())) return false;
  // "Job Title", "General Provisions", "Franchisor has", "Content to be provided": headings, labels and prose, not
  // names. Only names without a company suffix are judged; "Deutsche Bank Securities Inc." keeps its generic words.
  if (!CORPORATE_SUFFIX.test(name) && isGenericPhrase(name)) return false;
  // "Sales, Marketing, Distribution": single words in a comma list are a heading; a legal name with commas
  // carries a company suffix ("Skadden, Arps, Slate, Meagher & Flom LLP", "Acme, Inc.").
  if (/,/.test(name) && !CORPORATE_SUFFIX.test(name) && name.split(/\s*,\s*(?:and\s+|&\s+)?/).every((piece) => /^\p{Lu}[\p{Ll}-]+$/u.test(piece))) return false;
  // A name is mostly capitalised words; long lowercase prose is a sentence, not a party.
  const words = name.split(/\s+/);
  // A brand-style name in lower case ("drkoop.com, inc.") is not prose for its first word and its suffix.
  const brand = /^[a-z]/.test(name);
  const lower = (brand ? name.replace(new RegExp(`${CORPORATE_SUFFIX.source}$`, 'i'), '') : name)
    .split(/\s+/)
    .filter((w, i) => /^[a-z]/.test(w) && !(brand && i === 0) && !/^(?:of|and|de|du|la|le|for|the|van|von|der|y|e|di|&)$/.test(w));
  return lower.length <= (brand ? 0 : 1) && words.length <= 12;
}

const STREET_ADDRESS = /^\d[\d-]*\s+(?:[NSEW]\.?\s+)?(?:\p{Lu}[\p{L}'’.-]*\s+){1,4}(?:St|Street|Ave|Avenue|Road|Rd|Blvd|Boulevard|Drive|Dr|Lane|Ln|Way|Court|Ct|Place|Pl|Parkway|Pkwy|Highway|Hwy|Square|Plaza)\b/u;

/**
 * Parts of a postal address that no legal name contains: a numbered unit of a building or plot ("Pole No.-3",
 * "Plot 12", "Building RZ-2", "Room 1110-046", "Suite 400", "Sector 18", "3rd Floor", "G/F"), a numbered street
 * ("No.18 East Road", "12 Main Street", "Road No. 4"), a post-office box, a landmark the address is near (", Near
 * HDFC Bank") or a postal code (a ZIP code after its state, a UK postcode, a PIN code at the end).
 */
const ADDRESS_PART = new RegExp(
  [
    String.raw`\b(?:Pole|Plot|House|Door|Flat|Shop|Khasra|Survey|Gate|Unit|Room|Rm|Suite|Ste|Apt|Apartment|Floor|Fl|Block|Blk|Sector|Building|Bldg|Lot|Tower|Wing|Phase|Street|St|Road|Rd|Lane|Marg|Avenue|Ave)\.?\s*(?:No\.?|Number|#)?\s*[-–.:]?\s*[A-Z]{0,3}-?\d`,
    String.raw`\b\d+(?:st|nd|rd|th)?\s+(?:Floor|Fl)\b|\b(?:Ground|First|Second|Third|Upper|Lower)\s+Floor\b|(?<![\w/])[GBLU1-9]\d?\/F\b`,
    String.raw`\bNo\.?\s*[-–]?\s*\d+[A-Z]?,?\s+(?:\p{Lu}[\p{L}'’.-]*\s+){0,3}(?:Street|St|Road|Rd|Lane|Avenue|Ave|Building|Bldg|Tower|Block|Floor|Marg)\b`,
    String.raw`\b\d+[A-Z]?(?:-\d+)?,?\s+(?:[NSEW]\.?\s+)?(?:\p{Lu}[\p{L}'’.-]*\s+){1,4}(?:Street|Road|Avenue|Boulevard|Blvd|Lane|Drive|Parkway|Highway|Marg)\b`,
    String.raw`\bP\.?\s?O\.?\s+Box\b|\bPost\s+(?:Office\s+)?Box\b`,
    String.raw`,\s*(?:Near|Opp\.|Opposite|Behind)\s+\p{Lu}`,
    String.raw`\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b|[\s-]\d{6}$`,
  ].join('|'),
  'u',
);

/** An address line, or a name that runs into its address: no party name. */
function isAddressLine(name: string): boolean {
  return ADDRESS_PART.test(name);
}

/** Words of contract headings, labels and subject matter; a name made only of them names no one. */
const GENERIC_WORD = new RegExp(
  `^(?:${[
    'job', 'title', 'name', 'personnel', 'project', 'provisions?', 'general', 'content', 'services?', 'products?', 'trade', 'export',
    'import', 'foreign', 'investments?', 'securities', 'units?', 'common', 'termination', 'term', 'warehouse', 'ex', 'proprietary',
    'gp', 'lp', 'follows', 'information', 'payments?', 'fees?', 'price', 'pricing', 'notices?', 'delivery', 'marketing', 'sales',
    'distribution', 'standard', 'licen[cs]es?', 'end', 'users?', 'discounts?', 'appointment', 'protection', 'trademarks?', 'warranty', 'limitation', 'liability', 'royalt(?:y|ies)', 'territory', 'definitions?', 'obligations?', 'representations?',
    'warranties', 'indemnification', 'miscellaneous', 'governing', 'law', 'insurance', 'audit', 'records', 'reports?', 'quantity',
    'quality', 'specifications?', 'purchase', 'supply', 'support', 'maintenance', 'training', 'confidentiality', 'intellectual',
    'property', 'rights', 'scope', 'work', 'duties', 'responsibilities', 'compensation', 'expenses', 'taxes', 'exclusivity',
    'assignment', 'dispute', 'resolution', 'force', 'majeure', 'entire', 'amendments?', 'counterparts', 'severability', 'waiver',
    'video', 'wireless', 'effective', 'date', 'signature', 'print', 'authorized', 'signatory', 'officer', 'witness', 'registered', 'office',
    'address', 'telephone', 'fax', 'email', 'subscription', 'order', 'billing', 'renewal', 'plan',
  ].join('|')})$`,
  'i',
);
/** Verbs that make a run of capitalised words the subject of a sentence ("Sublicensor holds a license …"). */
const PROSE_WORD =
  /^(?:has|have|is|are|was|shall|will|may|must|agrees?|provided|hereby|herein|hereto|holds|owns|operates|wishes|desires|intends|acknowledges|represents|warrants|grants|provides|sells|manufactures|develops|distributes|seeks|requires|engages|employs|retains|maintains|conducts|possesses|controls)$/i;

function isGenericPhrase(name: string): boolean {
  const words = name.replace(/[.,;:()"“”]/g, ' ').split(/\s+/).filter((w) => w.length > 0 && !/^(?:of|and|the|&|\d+)$/i.test(w));
  if (words.length === 0) return true;
  if (words.some((w) => PROSE_WORD.test(w))) return true;
  return words.every((w) => GENERIC_WORD.test(w) || ROLE_WORD.test(w));
}

/**
 * The same party. The comparison key drops a bracketed part of a legal name, which can tell two group companies
 * apart ("Larkspur Advisers (Europe) Limited" and "Larkspur Advisers, L.P."), while a signature often leaves it out
 * ("Heron Cloud Network Technology Co., Ltd." for "Heron Cloud (Shenzhen) Network Technology Co., Ltd."): names
 * with different brackets are different, and so is a name with brackets from one without them in another legal form.
 */
function sameName(a: string, b: string): boolean {
  if (normalizePartyName(a) !== normalizePartyName(b)) return false;
  const [qualifiersA, qualifiersB] = [nameQualifiers(a), nameQualifiers(b)];
  if (qualifiersA === qualifiersB) return true;
  if (qualifiersA !== '' && qualifiersB !== '') return false;
  return legalForm(a) === legalForm(b);
}

/** "l.p." and "LP" alike: the company suffix's letters. */
function legalForm(name: string): string {
  return (CORPORATE_SUFFIX.exec(name)?.[0] ?? '').toLowerCase().replace(/[^a-z]/g, '');
}

/** "(Europe)", "(BVI)", "(Offshore) Master": capitalised words in brackets inside a name; a role in brackets is no part of it. */
function nameQualifiers(name: string): string {
  return [...name.matchAll(/\((\p{Lu}[\p{L}.&' -]{0,40})\)/gu)]
    .map((m) => m[1]!.trim().toLowerCase())
    .filter((qualifier) => !ROLE_WORD.test(qualifier))
    .join(' ');
}

/** Case-, accent-, punctuation- and corporate-suffix-insensitive key for comparing party names ("&" = "and"). */
export function normalizePartyName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(?:d\/?b\/?a|doing\s+business\s+as|f\/?k\/?a|formerly\s+known\s+as|operating\s+(?:with|under)\s+the)\b.*$/, '')
    .replace(/,?\s+(?:(?:together\s+with|and)\s+(?:all\s+of\s+)?its\s+|on\s+behalf\s+of\s+|a\s+subsidiary\s+of\s+|or\s+its\s+(?:subsidiaries|affiliates)\b).*$/, '')
    .replace(/[^a-z0-9& ]+/g, ' ')
    .replace(/\band\b/g, '&')
    .replace(/\b(?:the|inc|incorporated|corp|corporation|co|company|llc|l l c|ltd|limited|llp|lp|l p|plc|gmbh|ag|sas|s a s|sa|s a|nv|n v|bv|b v|pty|spa|s p a|g i e|a s|ab|oy|k k|pte|kg|sarl|s a r l|srl|s r l|spa)\b/g, ' ')
    .replace(/(?:\s&)+\s*$/, '')
    .replace(/^\s*&\s+/, '')
    // "U.S." and "U S" alike: runs of single letters are one token.
    .replace(/\b([a-z0-9]) (?=[a-z0-9]\b)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
