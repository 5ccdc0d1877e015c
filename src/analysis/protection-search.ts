// "Missing means absent" (issue #9): before a required protection is reported missing, the whole contract text
// is searched for the wording that provides it, whatever the clause segmentation or typing made of it. A
// termination right for material breach with a cure period sits in a "Term" section; a warranty disclaimer in
// capitals at the end of a "Warranties" clause; an indemnity inside "Insurance". Pure and engine-independent.

import type { ClauseType } from '../domain/taxonomy.ts';
import { INDEMNITIES_LEFT_ALONE, isNonOperativeText, REJECTION_IN_BANKRUPTCY, TERMINATION_RIGHT, TERMINATION_RIGHT_WAIVED } from './clause-wording.ts';
import { WARRANTY_DISCLAIMER } from './regexp.ts';
import { sentenceSpansOf, type Sentence } from './sentences.ts';
import { ENDS_WITH_COLON, LIST_ITEM_START, MAX_LIST_CHARS, MAX_LIST_ITEMS } from './list-items.ts';

export interface ProtectionEvidence {
  start: number;
  end: number;
  /** `fullText.slice(start, end)`: the sentence (or two) that provides the protection. */
  quote: string;
}

/** The protections this module can find, by the clause type a playbook requires. */
export const SEARCHABLE_PROTECTIONS = [
  'Termination for Cause',
  'Confidentiality',
  'Limitation of Liability',
  'Cap on Liability',
  'Warranty',
  'Warranty Disclaimer',
  'Indemnification',
  'Force Majeure',
] as const satisfies readonly ClauseType[];
export type SearchableProtection = (typeof SEARCHABLE_PROTECTIONS)[number];

/** A lease ends for cause by forfeiture: the landlord "may re-enter the Property, and this Lease shall then end" (or
 *  "determine") on unpaid rent, a breach of covenant or the tenant's insolvency. */
const FORFEITURE =
  /\bmay\s+(?:\w+\s+){0,3}?re-?enter\b|\bright\s+of\s+re-?entry\b|\bforfeit\w*\s+(?:this|the)\s+(?:lease|tenancy)\b|\b(?:this|the)\s+(?:lease|tenancy)\s+(?:shall|will)\s+(?:then\s+|immediately\s+|thereupon\s+|forthwith\s+)?(?:end|determine|cease|be\s+forfeited)\b/i;
const TERMINATE = new RegExp(String.raw`\bterminat\w*|\bcancel\w*|\brescind\w*|\bend (?:this|the) (?:agreement|contract)\b|${FORFEITURE.source}`, 'i');
/** The ending as a right (or the agreement ending by itself), not the word alone: "termination shall not affect any
 *  rights accrued" after a list that ends "(c) the winding-up of the Company" ends nothing for cause. */
const ENDS_THE_AGREEMENT = new RegExp(String.raw`${TERMINATION_RIGHT.source}|\bend (?:this|the) (?:agreement|contract)\b|${FORFEITURE.source}`, 'i');
// A breach the other side was told of and "does not cure … within thirty (30) days" (a public contract's "If the
// Contractor does not cure the breach within thirty (30) days after that notice, the State may terminate") is cause too,
// though the sentence never calls the breach material.
const BREACH_WITH_CURE =
  /\b(?:material(?:ly)?\s+breach\w*|breach\w*\s+(?:of\s+)?(?:any\s+)?(?:material|this agreement|its obligations|any (?:of its )?(?:obligations|provisions|terms))|default\w*|fail\w*\s+to\s+perform)\b[\s\S]*?\b(?:cure[ds]?|curing|remed(?:y|ied|ies)|correct(?:ed)?|within\s+(?:\w+\s+)?(?:\(\d+\)\s+)?(?:days|business days)|after (?:receipt of )?(?:written )?notice)\b|\b(?:cure[ds]?|remed(?:y|ied))\b[\s\S]*?\bmaterial(?:ly)?\s+breach|\b(?:not|fails?\s+to|failure\s+to)\s+(?:\w+\s+){0,2}?(?:cure|remedy|correct)\w*\s+(?:the|such|that|any|its|a|each)\s+(?:breach|default|failure)\b/i;
/** A breach of a provision the sentence names ("may terminate this Agreement immediately by notice if Affiliate
 *  breaches paragraph 5, 9 or 10"): the parties chose which breaches are cause, with no cure and no "material". */
const NAMED_PROVISION_BREACHED =
  /\b(?:breach(?:es|ed)?|violat(?:es|ed))\s+(?:any\s+of\s+|its\s+obligations\s+under\s+)?(?:sections?|paragraphs?|clauses?|articles?)\s+\d/i;
/** A material breach or default ("has breached a material provision"), or a termination "for cause" (employment,
 *  services): cause is the breach. */
const MATERIAL_BREACH = /\bmaterial(?:ly)?\s+(?:breach|default)\w*|\b(?:breach|default)\w*\s+(?:(?:a|any|one or more|in the performance of any)\s+)?material\b|\bevent of default\b|\bfor cause\b/i;
const INSOLVENCY =
  /\binsolven\w*|\bbankrupt\w*|\breceiver\w*|\bliquidat\w*|\bwinding[- ]up\b|\bwound up\b|\bassignment for the benefit of (?:its )?creditors\b|\b(?:voluntary|involuntary) petition\b|\bcease[sd]? to (?:do|carry on) business\b|\bunable to pay (?:its|their) debts\b|\bsuspends?\b[^.;]{0,40}\bpayment of (?:its|their|all) debts\b|\badministrat(?:or|ion) (?:is |has been )?appointed\b|\bappointment of an? administrator\b/i;

const CONFIDENTIAL_SUBJECT = /\bconfiden\w*|\bproprietary information\b|\btrade secrets?\b|\bnon-?public information\b/i;
const CONFIDENTIAL_DUTY =
  /\b(?:shall|will|must|agrees? to|undertakes? to|covenants? to)\b[^.;]{0,120}\b(?:not\s+(?:\w+\s+){0,4}(?:disclose|divulge|reveal|publish|make available|use)|keep\b[^.;]{0,80}\b(?:confidential|secret|in confidence)|hold\b[^.;]{0,80}\b(?:in (?:strict(?:est)? )?confidence|confidential|in trust)|maintain\b[^.;]{0,80}\b(?:confidential|in confidence|secrecy|confidentiality)|treat\b[^.;]{0,80}\bas (?:strictly )?confidential|protect\b[^.;]{0,80}\bconfiden)|\bshall (?:be )?(?:kept|held|maintained|treated) (?:as )?(?:strictly )?(?:confidential|in (?:strict )?confidence)|\b(?:neither|no)\b[^.;]{0,60}\b(?:shall|will|may)\s+(?:\w+\s+){0,3}(?:disclose|divulge|reveal)\b|\b(?:shall|will|may)\s+(?:be\s+)?used?\b[^.;]{0,80}\b(?:only|solely|exclusively) (?:for|in connection with)\b|\bconfidentiality obligations?\b[^.;]{0,80}\b(?:shall|will) (?:survive|apply|continue)|\bnon-?disclosure (?:agreement|obligations?)\b[^.;]{0,80}\b(?:shall|will|remain)/i;
/** SEC filing banners are no confidentiality undertaking. */
const CONFIDENTIAL_BANNER = /confidential treatment|has been omitted|filed separately with the (?:securities and exchange )?commission|\[\*+\]\s*=|marked by (?:brackets|asterisks)/i;

const LIABILITY_LIMIT =
  /\b(?:neither|no)\b[^.;]{0,80}\b(?:shall|will|is|be) (?:be )?liable\b[^.;]{0,200}\b(?:indirect|consequential|special|incidental|punitive|exemplary|lost profits|loss of profits|damages)|\bin no event\b[^.;]{0,200}\bliab\w*|\b(?:shall|will) (?:not|in no event) be liable\b|\bnot be (?:held )?liable\b[^.;]{0,200}\b(?:indirect|consequential|special|incidental|punitive|exemplary|lost profits|loss of profits|damages)|\b(?:aggregate|total|maximum|cumulative|entire) (?:aggregate )?liability\b[^.;]{0,200}\b(?:shall not|will not|not to|limited|exceed|cap)|\bliability\b[^.;]{0,120}\b(?:shall not exceed|will not exceed|not exceed|(?:is |be |shall be |will be )?limited to|capped at|will not be more than|shall not be more than)|\bexclud\w* (?:all )?liability\b|\bliability cap\b|\bcap on liability\b|\b(?:aggregate|total|maximum|cumulative|entire) (?:aggregate )?liability\b[^.;]{0,80}\b(?:shall|will|is) (?:be )?(?:the (?:amount|sum|lesser|greater)|an amount|equal to|limited)\b/i;
const LIABILITY_CAP =
  /\b(?:aggregate|total|maximum|cumulative|entire) (?:aggregate )?liability\b[^.;]{0,200}\b(?:shall not|will not|not to|limited|exceed|cap)|\bliability\b[^.;]{0,120}\b(?:shall not exceed|will not exceed|not exceed|(?:is |be |shall be |will be )?limited to|capped at|will not be more than|shall not be more than)|\bliability cap\b|\bcap on liability\b|\b(?:aggregate|total|maximum|cumulative|entire) (?:aggregate )?liability\b[^.;]{0,80}\b(?:shall|will|is) (?:be )?(?:the (?:amount|sum|lesser|greater)|an amount|equal to|limited)\b|\bin no event\b[^.;]{0,200}\bliab\w*[^.;]{0,200}\b(?:exceed|in excess of|more than)/i;


/** A warranty given: "warrants that the Products will conform", "hereby warrants", a limited warranty. */
const WARRANTY_GIVEN = /\b(?:hereby\s+)?(?:represents\s+and\s+)?warrants?\s+(?:to\s+(?:\w+\s+){1,3})?that\b|\bhereby\s+warrants?\b|\blimited\s+warranty\b|\bwarranty\s+period\b/i;

/** A party excused (or relieved) from liability or breach for events beyond its control ("beyond University's control"),
 *  or for force majeure; or a force majeure section of another agreement incorporated by reference ("Sections 8.2
 *  (Limitation of Liability), … 12.2 (Force Majeure) … of the Master Agreement are incorporated herein"): the excuse is the
 *  protection, whatever the section is called ("Things outside our control"). So is performance put off when such an
 *  event prevents it ("If illness, severe weather or another event beyond a party's reasonable control prevents Talent
 *  from posting as scheduled, the deliverable shall be rescheduled"): the delay is excused. */
const FORCE_MAJEURE =
  /\b(?:beyond|outside)\s+(?:\w+['’]?s?\s+){0,2}(?:reasonable\s+)?control\b[^.;]{0,120}\b(?:prevents?|prevented|delays?|delayed|hinders?|hindered|interrupts?|interrupted)\b[^.;]{0,200}\b(?:reschedul\w*|postpon\w*|suspend\w*|excus\w*|deferr?\w*|extended)\b|\b(?:not|no|neither|nor)\b[^.;]{0,80}\b(?:liable|responsible|liability|in breach|in default)\b[^.;]{0,200}\b(?:(?:beyond|outside)\s+(?:the\s+|its\s+|their\s+|our\s+|his\s+|her\s+|your\s+|(?:a|such|the\s+affected)\s+party['’]?s\s+|(?:the\s+)?[A-Z][\w-]*['’]s\s+)?(?:reasonable\s+)?control\b|force majeure\b|acts? of god\b)|\bforce majeure\b[^.;]{0,200}\b(?:not|no)\b[^.;]{0,40}\b(?:liable|responsible|liability|breach|default)\b|\b(?:excused|suspended|relieved|released)\b[^.;]{0,200}\b(?:(?:beyond|outside)\s+(?:\w+\s+){0,2}control|force majeure)\b|\(\s*force\s+majeure\s*\)(?:[^.]|\.(?=\d)){0,300}\bincorporat\w*|\bincorporat\w*\b(?:[^.]|\.(?=\d)){0,300}\(\s*force\s+majeure\s*\)/i;

/** A party bound to indemnify, defend or hold harmless: "agrees to protect, indemnify and hold harmless", "shall be responsible for
 *  and hold the other Party harmless", "… and indemnify Party A for any loss". */
const INDEMNITY =
  /\b(?:shall|will|agrees? to|hereby agrees? to|undertakes? to|covenants? to|must)\s+(?:\w+,?\s+){0,3}(?:indemnif\w*|defend,?\s+(?:and\s+)?(?:indemnify|hold)|hold\b[^.;]{0,60}\bharmless)|\bindemnif\w*,?\s+(?:defend|hold)\b[^.;]{0,60}\bharmless|\bindemnification obligations?\b|\b(?:shall|will|agrees? to|undertakes? to)\s+(?:\w+\s+){0,2}defend\b[^.;]{0,80}\b(?:against|from)\b[^.;]{0,60}\b(?:claims?|suits?|actions?|proceedings?)\b|\bshall (?:be )?indemnified\b|\bagrees? to indemnify\b|\band\s+indemnif(?:y|ies)\s+(?:the\s+)?(?:\w+\s+){0,2}(?:for|from|against)\b|\b(?:shall|will)\s+be\s+responsible\s+for\s+and\s+(?:shall\s+)?(?:indemnify|hold)\b/i;

function evidence(fullText: string, from: Sentence, to: Sentence = from): ProtectionEvidence {
  return { start: from.start, end: to.end, quote: fullText.slice(from.start, to.end) };
}

/** What gives no right to terminate for cause, though it names insolvency or termination: a licence kept through a
 *  trustee's rejection in bankruptcy (Section 365(n)) protects the licensee; a representation that the agreement is
 *  enforceable "except as enforcement may be limited by applicable bankruptcy, insolvency … laws" names insolvency law,
 *  not a ground; a right to terminate waived ("irrevocably waives the right to rescind or terminate") is none. */
const NO_GROUND_OR_RIGHT = new RegExp(
  `${REJECTION_IN_BANKRUPTCY.source}|${TERMINATION_RIGHT_WAIVED.source}|` +
    /\benforce\w*[^.;]{0,120}?\b(?:limited|affected|subject)\b[^.;]*?\b(?:bankruptcy|insolvency)\b[^.;]*/.source,
  'gi',
);

/** Whether one sentence (or a sentence with the next, for `windowed` checks) provides the protection. */
function provides(type: SearchableProtection, text: string): boolean {
  switch (type) {
    case 'Termination for Cause': {
      const rights = text.replace(NO_GROUND_OR_RIGHT, ' ');
      return TERMINATE.test(rights) && ENDS_THE_AGREEMENT.test(rights) && (BREACH_WITH_CURE.test(rights) || MATERIAL_BREACH.test(rights) || INSOLVENCY.test(rights) || NAMED_PROVISION_BREACHED.test(rights));
    }
    case 'Confidentiality':
      return CONFIDENTIAL_SUBJECT.test(text) && CONFIDENTIAL_DUTY.test(text) && !CONFIDENTIAL_BANNER.test(text);
    case 'Limitation of Liability':
      return LIABILITY_LIMIT.test(text);
    case 'Cap on Liability':
      return LIABILITY_CAP.test(text);
    case 'Warranty':
      return WARRANTY_GIVEN.test(text) && !WARRANTY_DISCLAIMER.test(text);
    case 'Warranty Disclaimer':
      return WARRANTY_DISCLAIMER.test(text);
    case 'Indemnification':
      return INDEMNITY.test(text.replace(INDEMNITIES_LEFT_ALONE, ' '));
    case 'Force Majeure':
      return FORCE_MAJEURE.test(text);
  }
}

/**
 * Searches the whole text for a key protection; returns the first sentence that provides it, or null when
 * the contract really does not state it. Definitions, recitals, headings and signature blocks do not count
 * ('"Confidential Information" means …' promises nothing). For termination for cause, a breach sentence and
 * the next one ("… fails to cure within thirty days. The other party may then terminate …") count together.
 */
export function findProtection(type: ClauseType, fullText: string, sentences: Sentence[] = operativeSentencesOf(fullText)): ProtectionEvidence | null {
  if (!(SEARCHABLE_PROTECTIONS as readonly string[]).includes(type)) return null;
  const protection = type as SearchableProtection;
  for (let i = 0; i < sentences.length; i++) {
    const sentence = sentences[i]!;
    if (provides(protection, sentence.text)) return evidence(fullText, sentence);
    // A lead-in reads its items: "either party may … terminate this agreement immediately if:" / "(a) …" / "(b) the
    // other party commits a material breach …" provides the right in its lead-in and one item together.
    if (ENDS_WITH_COLON.test(sentence.text)) {
      let reach = sentence.end;
      for (let j = i + 1; j < sentences.length && j <= i + MAX_LIST_ITEMS && sentences[j]!.start - reach < 40 && sentences[j]!.end - sentence.start <= MAX_LIST_CHARS; j++) {
        const item = sentences[j]!;
        // From where the last piece ended: an item's marker cut off as a sentence of its own ("A." before "You become
        // insolvent.") is no operative sentence, but it leads its item.
        const itemText = LIST_ITEM_START.test(item.text) ? item.text : fullText.slice(reach, item.end).trim();
        if (!LIST_ITEM_START.test(itemText)) break;
        if (provides(protection, `${sentence.text} ${itemText}`)) return evidence(fullText, sentence, item);
        reach = item.end;
      }
    }
    const next = sentences[i + 1];
    if (protection === 'Termination for Cause' && next !== undefined && next.start - sentence.end < 40) {
      const joined = fullText.slice(sentence.start, next.end);
      const grounds = sentence.text.replace(NO_GROUND_OR_RIGHT, ' ');
      if (provides(protection, joined) && (MATERIAL_BREACH.test(grounds) || INSOLVENCY.test(grounds) || BREACH_WITH_CURE.test(grounds)))
        return evidence(fullText, sentence, next);
    }
  }
  return null;
}

/** Every searchable protection found in the text, by type (null where absent). */
export function findProtections(fullText: string): Record<SearchableProtection, ProtectionEvidence | null> {
  const sentences = operativeSentencesOf(fullText);
  return Object.fromEntries(SEARCHABLE_PROTECTIONS.map((t) => [t, findProtection(t, fullText, sentences)])) as Record<SearchableProtection, ProtectionEvidence | null>;
}

/** The sentences a protection can be found in (split once per text when several protections are searched). */
export function operativeSentencesOf(fullText: string): Sentence[] {
  return sentenceSpansOf(fullText).filter((s) => !isNonOperativeText(s.text));
}
