// Governing law: the jurisdiction named in the choice-of-law sentence ("governed by the laws of the State of
// New York" → "New York"). Names come from a closed list so stray capitalised words never become a "law".

import type { Evidence } from '../../../types.ts';
import { escapeRegExp } from '../../../../analysis/regexp.ts';

export const US_STATES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia',
  'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
  'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada',
  'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma',
  'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont',
  'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming', 'District of Columbia', 'Puerto Rico',
];
const CANADIAN_PROVINCES = [
  'Ontario', 'Quebec', 'British Columbia', 'Alberta', 'Manitoba', 'Saskatchewan', 'Nova Scotia', 'New Brunswick',
  'Newfoundland and Labrador', 'Prince Edward Island',
];
const AUSTRALIAN_STATES = ['New South Wales', 'Victoria', 'Queensland', 'Western Australia', 'South Australia', 'Tasmania'];
/** Countries and other jurisdictions, with the spellings contracts use mapped to one name. */
const OTHER_JURISDICTIONS: Record<string, string> = {
  'England and Wales': 'England and Wales',
  'England & Wales': 'England and Wales',
  England: 'England',
  Scotland: 'Scotland',
  'Northern Ireland': 'Northern Ireland',
  'United Kingdom': 'United Kingdom',
  Ireland: 'Ireland',
  "People's Republic of China": "People's Republic of China",
  'PRC': "People's Republic of China",
  China: "People's Republic of China",
  'Hong Kong': 'Hong Kong',
  Singapore: 'Singapore',
  Japan: 'Japan',
  Korea: 'Korea',
  Taiwan: 'Taiwan',
  India: 'India',
  Israel: 'Israel',
  Germany: 'Germany',
  'Federal Republic of Germany': 'Germany',
  France: 'France',
  Switzerland: 'Switzerland',
  Netherlands: 'Netherlands',
  Belgium: 'Belgium',
  Luxembourg: 'Luxembourg',
  Sweden: 'Sweden',
  Denmark: 'Denmark',
  Norway: 'Norway',
  Finland: 'Finland',
  Spain: 'Spain',
  Italy: 'Italy',
  Austria: 'Austria',
  Canada: 'Canada',
  Mexico: 'Mexico',
  Brazil: 'Brazil',
  Colombia: 'Colombia',
  Australia: 'Australia',
  'New Zealand': 'New Zealand',
  'Cayman Islands': 'Cayman Islands',
  Bermuda: 'Bermuda',
  'British Virgin Islands': 'British Virgin Islands',
  Kazakhstan: 'Kazakhstan',
  'Republic of Kazakhstan': 'Kazakhstan',
  'United States': 'United States',
};

interface JurisdictionName {
  pattern: string;
  canonical: string;
}

// Longest names first, so "West Virginia" wins over "Virginia" and "England and Wales" over "England".
const NAMES: JurisdictionName[] = [
  ...US_STATES.map((s) => ({ pattern: s, canonical: s })),
  ...CANADIAN_PROVINCES.map((p) => ({ pattern: p, canonical: `${p}, Canada` })),
  ...AUSTRALIAN_STATES.map((s) => ({ pattern: s, canonical: `${s}, Australia` })),
  ...Object.entries(OTHER_JURISDICTIONS).map(([pattern, canonical]) => ({ pattern, canonical })),
].sort((a, b) => b.pattern.length - a.pattern.length);

const NAME_ALTERNATION = NAMES.map((n) => escapeRegExp(n.pattern).replace(/ /g, '\\s+')).join('|');

/** Adjectives that name a law: "English law", "Swiss law", "PRC Laws". */
const LAW_ADJECTIVES: Record<string, string> = {
  English: 'England', Swiss: 'Switzerland', German: 'Germany', French: 'France', Dutch: 'Netherlands', Israeli: 'Israel',
  Japanese: 'Japan', Chinese: "People's Republic of China", PRC: "People's Republic of China", Irish: 'Ireland',
  Scottish: 'Scotland', Italian: 'Italy', Spanish: 'Spain', Korean: 'Korea', Indian: 'India', Singapore: 'Singapore',
  Singaporean: 'Singapore', Canadian: 'Canada', Swedish: 'Sweden', Danish: 'Denmark', Belgian: 'Belgium',
};

/** Sentences that choose a law; the strongest cue first. */
const STRONG_CHOICE_OF_LAW_CUES = [
  /\bgoverned\b/i,
  /\b(?:construed|interpreted|enforced)\b[^.]{0,120}\blaws?\b/i,
  // "Colorado law, and rules and regulations issued pursuant thereto, shall be applied in the interpretation …".
  /\blaws?\b[^.]{0,80}\b(?:shall|will)\s+(?:govern|apply|control|be\s+applied)\b/i,
  // "The laws of the State of New York (excluding …) govern all matters arising out of this Agreement".
  /\blaws?\b[^.]{0,140}\bgovern(?:s)?\s+(?:all|any|this|the)\b/i,
  // "its interpretation, construction and enforcement are to be applied … in accordance with the laws of …",
  // "any controversy … shall be determined in accordance with the laws of …".
  /\b(?:interpretation|construction|enforcement|validity|performance|determined|decided|resolved|settled|applied)\b[^.]{0,160}\b(?:in\s+accordance\s+with|under|pursuant\s+to)\s+(?:the\s+)?(?:\w+\s+)?laws?\s+of\b/i,
  // "THE INTERPRETATION AND PERFORMANCE OF THIS CONTRACT SHALL BE … CONTROLLED BY THE LAWS OF THE STATE OF TEXAS".
  /\b(?:controlled|regulated)\s+by\s+(?:the\s+)?(?:\w+\s+)?laws?\s+of\b/i,
  // A franchise disclosure addendum: "The Franchise Agreement requires application of the laws of New York".
  /\brequires?\s+(?:the\s+)?application\s+of\s+the\s+laws?\s+of\b/i,
];
/** Weaker cues, read only where no sentence has a strong one. */
const CHOICE_OF_LAW_CUES = [
  ...STRONG_CHOICE_OF_LAW_CUES,
  // "subject to the application of the Italian Law".
  /\b(?:subject\s+to|under|application\s+of)\s+(?:the\s+)?(?:application\s+of\s+the\s+)?[A-Z][a-z]+\s+[Ll]aw\b/,
  /\bgoverning\s+law\b/i,
  /\b(?:subject\s+to|under)\s+the\s+(?:\w+\s+)?laws?\s+of\b/i,
  // "subject to the legislation of the Republic of Kazakhstan" chooses a law; "comply with the export regulations
  // of the United States Department of Commerce" only names a regulator, so the bare phrase is no cue.
  /\b(?:(?:subject\s+to|under|in\s+accordance\s+with)\s+the|applicable)\s+(?:legislation|regulations)\s+of\s+the\b/i,
];
/** Sentences about compliance, export control or tax that name a country without choosing its law. Nor does a definition
 *  of what rights are ("\"Intellectual Property\" means all patents … whether arising under the Laws of the United States
 *  or of any other jurisdiction"). */
const NOT_CHOICE_OF_LAW = /\b(?:(?:may|might)\s+not\s+be\s+enforceable|(?:organized|organised|incorporated|existing|formed|registered|arising|protected|recogni[sz]ed|issued|granted)\s+under\s+the\s+laws?\s+of|export|import|re-?export|sanctions?|embargo|customs|Department\s+of\s+Commerce|Foreign\s+Corrupt|anti-?bribery|comply|compliance|tax(?:es|ation)?|withholding)\b/i;
/** A cover-page variable chosen instead of a jurisdiction: "governed by the Governing Law". */
const CHOOSES_VARIABLE = /\b(?:governed\s+by|construed\s+(?:in\s+accordance\s+with|under)|laws?\s+of)\s+the\s+Governing\s+Law\b/i;

// Case-insensitive: all-caps governing-law sentences are common; a name only counts next to "law".
// "the laws ofthe State ofTexas": text extraction sometimes glues "of" to the name.
const NAME_REGEX = new RegExp(`(?:\\b|(?<=\\bof))(${NAME_ALTERNATION})\\b`, 'gi');
const ADJECTIVE_REGEX = new RegExp(`\\b(${Object.keys(LAW_ADJECTIVES).join('|')})\\s+(?:\\w+\\s+)?[Ll]aws?\\b`, 'g');
const LAW_BEFORE = /\b(?:laws?|legislation|regulations)\b[^.;]{0,110}$/i;
const COURT_BEFORE = /\b(?:courts?|arbitration|venue|seated|sitting|located|county|city)\b[^.;]{0,40}$/i;
const REFERENCE_BACK = /\blaws?\s+(?:thereof|of\s+(?:such|that|said|this)\s+(?:state|jurisdiction|country|province))\b/i;

export interface GoverningLaw {
  jurisdiction: string;
  evidence: Evidence;
}

/** Finds the governing-law jurisdiction; null when the contract names none. */
export function extractGoverningLaw(text: string): GoverningLaw | null {
  // A sentence about this agreement first: "matters governed by the laws of Tennessee" in a legal opinion, or a state
  // addendum's "Illinois law will apply to Illinois franchisees", comes before the agreement's own choice in many texts.
  return choiceOfLaw(text, STRONG_CHOICE_OF_LAW_CUES, true) ?? choiceOfLaw(text, CHOICE_OF_LAW_CUES, false);
}

/** "this Agreement", "this Contract", "this JSMA", "hereunder": the sentence is about the agreement itself. */
const ABOUT_THIS_AGREEMENT = /\b(?:this|the\s+within)\s+(?:[A-Z][\w-]*\s+){0,4}(?:agreement|contract)\b|\bhere(?:of|under|in|to)\b/i;
/** "this JSMA", "This OMA": an abbreviation of the agreement's title (case matters here). */
const THIS_ABBREVIATION = /\b(?:THIS|This|this)\s+[A-Z]{2,}\b/;

function choiceOfLaw(text: string, cues: readonly RegExp[], aboutThisAgreement: boolean): GoverningLaw | null {
  for (const cue of cues) {
    const regex = new RegExp(cue.source, 'gi');
    for (const m of text.matchAll(regex)) {
      const sentence = text.slice(Math.max(text.lastIndexOf('.', m.index - 1) + 1, m.index - 300), m.index + 300).split(/\.\s/)[0]!;
      if (aboutThisAgreement && !ABOUT_THIS_AGREEMENT.test(sentence) && !THIS_ABBREVIATION.test(sentence)) continue;
      // A form whose law is a cover-page variable chooses none in its text; any other country named is no choice.
      if (CHOOSES_VARIABLE.test(sentence)) return null;
      const found = jurisdictionInSentence(text, m.index, m.index + m[0].length);
      if (found && !(NOT_CHOICE_OF_LAW.test(sentence) && !/\bgovern/i.test(sentence))) return found;
    }
  }
  return null;
}

/** The jurisdiction whose law the sentence holding a cue at [cueStart, cueEnd) chooses. */
function jurisdictionInSentence(text: string, cueStart: number, cueEnd: number): GoverningLaw | null {
  const sentenceStart = Math.max(text.lastIndexOf('.', cueStart - 1) + 1, cueStart - 300);
  const nextStop = text.slice(cueEnd, cueEnd + 400).search(/\.\s/);
  const windowEnd = nextStop >= 0 ? cueEnd + nextStop : Math.min(text.length, cueEnd + 400);
  const window = text.slice(sentenceStart, windowEnd);
  const names = [...window.matchAll(NAME_REGEX)];
  const chosen = names.filter((m) => {
    const before = window.slice(0, m.index);
    const lawAfter = /^\s+laws?\b/i.test(window.slice(m.index + m[0].length));
    return (LAW_BEFORE.test(before) && !COURT_BEFORE.test(before.slice(-45))) || lawAfter;
  });
  // "the laws of the United States and the State of Florida": the state is the choice that matters.
  const best = chosen.find((m) => !/^united\s+states$/i.test(m[0])) ?? chosen[0];
  // "the Italian Law, … take place in Paris, France": the law named first is the choice, not a seat named after it.
  const adjective = new RegExp(ADJECTIVE_REGEX.source, 'g').exec(window);
  if (adjective && (!best || adjective.index < best.index)) {
    const start = sentenceStart + adjective.index;
    const end = start + adjective[1]!.length;
    return { jurisdiction: LAW_ADJECTIVES[adjective[1]!]!, evidence: { start, end, quote: text.slice(start, end) } };
  }
  if (best) return toGoverningLaw(text, sentenceStart + best.index, sentenceStart + best.index + best[0].length);
  // "the laws of such state" after "(currently the State of California)": the name mentioned before.
  const reference = REFERENCE_BACK.exec(window);
  if (reference) {
    const earlier = names.filter((m) => m.index < reference.index);
    const last = earlier[earlier.length - 1];
    if (last) return toGoverningLaw(text, sentenceStart + last.index, sentenceStart + last.index + last[0].length);
  }
  return null;
}

/**
 * The jurisdiction a cover-page row's value names: "the laws of the State of New York", "England and Wales". Only
 * where the row is a cover page's, read by its label: the value states the choice without a verb.
 */
export function jurisdictionInRow(text: string, start: number, end: number): GoverningLaw | null {
  const row = text.slice(start, end);
  const names = [...row.matchAll(new RegExp(NAME_REGEX.source, 'gi'))];
  const best = names.find((m) => !/^united\s+states$/i.test(m[0])) ?? names[0];
  const adjective = new RegExp(ADJECTIVE_REGEX.source, 'g').exec(row);
  if (adjective && (!best || adjective.index < best.index)) {
    const at = start + adjective.index;
    return { jurisdiction: LAW_ADJECTIVES[adjective[1]!]!, evidence: { start: at, end: at + adjective[1]!.length, quote: text.slice(at, at + adjective[1]!.length) } };
  }
  return best ? toGoverningLaw(text, start + best.index, start + best.index + best[0].length) : null;
}

function toGoverningLaw(text: string, start: number, end: number): GoverningLaw {
  const key = text.slice(start, end).replace(/\s+/g, ' ').toLowerCase();
  const name = NAMES.find((n) => n.pattern.toLowerCase() === key)!;
  let jurisdiction = name.canonical;
  // "the laws of England and Wales" is the usual English choice; keep "England" only when Wales is absent.
  if (jurisdiction === 'England' && /^\s*(?:and|&)\s+Wales/i.test(text.slice(end, end + 12))) jurisdiction = 'England and Wales';
  return { jurisdiction, evidence: { start, end, quote: text.slice(start, end) } };
}

export const JURISDICTION_NAMES: readonly string[] = [...new Set(NAMES.map((n) => n.canonical))];
