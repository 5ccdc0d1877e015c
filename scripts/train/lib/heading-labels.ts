// Labels from how contracts are written (issue #9): a provision under the heading "12. Indemnification." or
// "ARTICLE 9 CONFIDENTIALITY" is about that subject. These labels train the general clause-type model, which
// never sees the heading itself, and score it on held-out contracts with the headings removed.
//
// Only headings whose wording names one subject are used. Section-wide or mixed headings ("Term and
// Termination", "Miscellaneous", "Termination", "Representations, Warranties and Indemnities" …) are left
// out: a provision under them may be about anything in the section. A heading that names a subject outside the
// general types ("Headings", "Taxes", "Publicity") labels its provision as another kind ('Other'), the
// negatives a lawyer would not want typed. The effects of termination are left out: such a section often says what
// survives, which is a type of its own.

import type { ClauseType } from '../../../src/domain/taxonomy.ts';
import { GENERAL_MODEL_TYPES } from '../../../src/engines/local/analysis/clauses/general.ts';

export type HeadingLabel = ClauseType | 'Other';

/** Headings (normalised: lower case, letters and spaces) that name one general type. First match wins. */
const TYPE_HEADINGS: [ClauseType, RegExp][] = [
  ['Confidentiality', /^(?:mutual )?(?:confidential(?:ity)?(?: information)?|confidentiality (?:obligations?|undertakings?|and non ?disclosure|of information)|non ?disclosure(?: of confidential information)?|nondisclosure|proprietary information|protection of confidential information|trade secrets|secrecy|non use and non disclosure|obligations of confidentiality)$/],
  ['Indemnification', /^(?:mutual )?(?:indemnif(?:ication|ications|y)|indemnit(?:y|ies)|indemnification (?:by|of) [a-z ]{1,40}|[a-z]{2,30} s indemnification(?: obligations)?|indemnification obligations|general indemnity|hold harmless|indemnification and hold harmless)$/],
  ['Termination for Cause', /^(?:termination (?:for|upon|on|due to|by reason of) (?:cause|breach|material breach|default|insolvency|bankruptcy|change of control)|termination for cause(?: by [a-z ]{1,30})?|events? of default|default|defaults|material breach|breach|bankruptcy|insolvency|termination upon (?:default|breach|insolvency)|termination on default|right to terminate for breach)$/],
  ['Payment Terms', /^(?:payments?|payment terms|terms of payment|method of payment|manner of payment|timing of payments?|payment schedule|invoic(?:e|es|ing)(?: and payment)?|payment and invoicing|billing(?: and payment)?|fees and payment(?: terms)?|payment of fees|late payments?|compensation and payment)$/],
  ['Warranty', /^(?:warrant(?:y|ies)|limited warrant(?:y|ies)|product warrant(?:y|ies)|warranties and disclaimers?|(?:mutual )?representations(?: and|,)? warranties(?: and covenants)?|(?:mutual )?representations and warranties of [a-z ]{1,40}|[a-z]{2,30} s (?:representations and )?warranties|performance warranty|service warranty)$/],
  ['Warranty Disclaimer', /^(?:warranties and disclaimers?|disclaimers? of (?:other |implied )?warrant(?:y|ies)|warranty disclaimers?|no other warrant(?:y|ies)|disclaimers?|exclusion of (?:implied )?warrant(?:y|ies)|no implied warrant(?:y|ies)|as is)$/],
  ['Waiver', /^(?:waivers?|no waiver|non ?waiver|waiver of rights|no implied waiver|waiver of breach|amendments? and waivers?|modification and waiver)$/],
  ['Survival', /^(?:survival|survival of (?:terms|obligations|provisions|rights|certain (?:terms|provisions|obligations))|surviving (?:provisions|obligations))$/],
  ['Counterparts', /^(?:counterparts?|execution in counterparts|counterparts and (?:facsimile|electronic) signatures?|counterparts facsimile signatures?|facsimile signatures?|electronic signatures?|counterparts and electronic delivery)$/],
  ['Force Majeure', /^(?:force majeure(?: events?)?|excused performance|acts of god)$/],
  ['Dispute Resolution', /^(?:disputes?|dispute resolution(?: procedures?)?|resolution of disputes|arbitration|binding arbitration|mediation|jurisdiction|venue|jurisdiction and venue|consent to jurisdiction|submission to jurisdiction|forum|choice of forum|waiver of jury trial|jury trial waiver|waiver of trial by jury|dispute settlement|settlement of disputes|escalation)$/],
  ['Data Protection', /^(?:data protection|privacy|data privacy|personal data|personal information|data security|protection of personal (?:data|information)|privacy and data (?:protection|security)|hipaa(?: compliance)?)$/],
  ['Limitation of Liability', /^(?:limitations? (?:of|on) liability|limited liability|liability limitations?|limitation of damages|exclusion of (?:certain )?damages|no consequential damages|consequential damages|limitations? of remed(?:y|ies)|disclaimer of (?:consequential )?damages|exclusions? and limitations? of liability)$/],
  ['Notices', /^(?:notices?|notification|notices and communications|communications|addresses for notices|notice addresses|manner of giving notice|method of notice)$/],
  ['Assignment', /^(?:assignments?|assignment and delegation|assignment and subcontracting|no assignment|non ?assignment|assignability|restrictions? on assignment|transfer|transfers|assignment and transfer|successors and assigns|binding effect and assignment|assignment successors and assigns)$/],
  ['Entire Agreement', /^(?:entire agreement|entire understanding|integration|merger|integration clause|complete agreement|whole agreement|entire agreement and amendments?)$/],
  ['Severability', /^(?:severability|severance|partial invalidity|invalidity|invalid provisions|enforceability|separability|severability of provisions)$/],
  ['Amendment', /^(?:amendments?|modifications?|amendment(?:s)? (?:and|or) modifications?|modification and amendment|changes|variation|variations|amendments? and waivers?|modification and waiver)$/],
  ['Term', /^(?:term|term of (?:the )?agreement|term of this agreement|initial term|duration|duration of (?:the )?agreement|effective date and term|period of agreement|contract term|agreement term|commencement and term)$/],
  ['Governing Law', /^(?:governing laws?|applicable laws?|choice of laws?|governing law and jurisdiction|law|controlling law|governing law and venue|governing law and dispute resolution|construction and governing law|applicable law and jurisdiction)$/],
  ['Insurance', /^(?:insurance|insurance coverage|insurance requirements|certificates? of insurance|product liability insurance|liability insurance|insurance and indemnity)$/],
  ['Non-Disparagement', /^(?:non ?disparagement|no disparagement|mutual non ?disparagement|disparagement)$/],
];

/** Headings that name a subject outside the general types: their provisions are of another kind. */
const OTHER_HEADINGS =
  /^(?:headings?|captions?|titles|expenses|costs|costs and expenses|payment of expenses|taxes|tax(?:es)? matters|publicity|press releases?|public announcements?|announcements|further assurances?|further actions|relationship of (?:the )?parties|relationship between the parties|independent contractors?|no agency|no partnership|no joint venture|relationship|compliance with (?:laws?|applicable laws?)|compliance|rules of construction|remedies|cumulative remedies|equitable relief|injunctive relief|specific performance|records|books and records|maintenance of records|reports|reporting|delivery|shipment|shipping|packaging|audits?|audit rights|inspections?|trademarks?|use of (?:names?|trademarks)|intellectual property(?: rights)?|ownership|title|license|license grant|grant of license|licenses|sublicens(?:es|ing)|exclusivity|territory|appointment|services|scope of services|training|marketing|advertising|promotion|forecasts?|purchase orders?|orders|product specifications|quality control|recalls?|debarment|no debarment|litigation|attorneys? s? fees|attorneys fees and costs|binding effect|successors|third party beneficiar(?:y|ies)|no third party beneficiar(?:y|ies)|third party rights|language|english language|set off|cooperation|good faith|non solicitation|non ?competition|non ?compete|right of first refusal|personnel|subcontracting|facilities|inventory|acceptance|rejection|installation|maintenance|support|technical support|customer support|documentation|updates|meetings|steering committee|joint steering committee|alliance managers|governance|diligence|regulatory matters|permits|export control|notice of claims|obligations upon termination|rights upon termination|return of materials|return of confidential information|cumulative rights|no implied rights|reservation of rights|retention of rights|no other rights|order of precedence|entire agreement with exhibits|time of the essence|time is of the essence|performance|non exclusivity|nonexclusivity|records and audit|minimum purchase|minimum purchases|volume|exclusive dealing|covenant not to sue|goodwill|change of control)$/;

/** A heading normalised for matching: lower case, letters and spaces, without "Article 9" or "12.1". */
export function normaliseHeading(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/^(?:article|section|schedule|exhibit|clause)\s+[ivxlc\d.]+\s*/, '')
    .replace(/^[ivxlc\d.()]+\s+/, '')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The labels a heading gives its provision, 'Other' for a known other subject, or null when it is left out. */
export function headingLabels(heading: string | null): HeadingLabel[] | null {
  if (heading === null) return null;
  // "Entire Agreement; Amendment" names two subjects: the provision is about each that is known; one unknown
  // part ("Assignment; Benefit of Agreement") makes the whole uncertain.
  const parts = heading.split(';').map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length > 1) {
    const labels = parts.map((p) => singleHeadingLabels(p));
    if (labels.some((l) => l === null)) return null;
    const types = [...new Set(labels.flatMap((l) => l!.filter((t) => t !== 'Other')))];
    return types.length > 0 ? types : ['Other'];
  }
  return singleHeadingLabels(heading);
}

function singleHeadingLabels(heading: string): HeadingLabel[] | null {
  const h = normaliseHeading(heading);
  if (h === '' || h.split(' ').length > 8) return null;
  const types = TYPE_HEADINGS.filter(([, pattern]) => pattern.test(h)).map(([type]) => type);
  // "Governing Law and Jurisdiction": both subjects.
  if (/^governing law and (?:jurisdiction|venue|dispute resolution)$|^applicable law and jurisdiction$/.test(h)) types.push('Dispute Resolution');
  if (/^insurance and indemnity$/.test(h)) types.push('Indemnification');
  if (types.length > 0) return [...new Set(types)].filter((t) => (GENERAL_MODEL_TYPES as readonly string[]).includes(t));
  if (OTHER_HEADINGS.test(h)) return ['Other'];
  return null;
}

/** A section heading line stays in force until the next one, so a long run of clauses under it may have moved
 *  on to other subjects. A run counts when its first clause carries the heading itself ("12. Indemnification.
 *  …", its sub-clauses following) or when it is short. */
export const MAX_RUN_WITHOUT_INLINE_HEADING = 4;

/** Runs [start, end) of consecutive segments under one heading, with that heading's labels; runs whose labels
 *  are uncertain (ambiguous heading, or a long run without the heading in its first clause) are left out. */
export function headingRuns(segments: readonly { text: string; heading: string | null }[]): { start: number; end: number; labels: HeadingLabel[] }[] {
  const runs: { start: number; end: number; labels: HeadingLabel[] }[] = [];
  for (let i = 0; i < segments.length; ) {
    let j = i + 1;
    while (j < segments.length && segments[j]!.heading === segments[i]!.heading) j++;
    const heading = segments[i]!.heading;
    const labels = headingLabels(heading);
    const inline = heading !== null && segments[i]!.text.slice(0, heading.length + 40).toLowerCase().includes(heading.toLowerCase());
    if (labels !== null && labels.length > 0 && (inline || j - i <= MAX_RUN_WITHOUT_INLINE_HEADING)) runs.push({ start: i, end: j, labels });
    i = j;
  }
  return runs;
}
