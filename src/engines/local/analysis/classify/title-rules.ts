// Rules on the document title for the contract types whose titles are unambiguous ("NON-DISCLOSURE AGREEMENT",
// "MASTER SERVICES AGREEMENT"), including the types CUAD lacks. When no rule or several rules fire, the
// trained classifier decides.

import type { ContractType } from '../../../../domain/taxonomy.ts';
import { TITLE_SMALL_WORDS } from '../../../../analysis/titles.ts';

const TITLE_SEARCH_CHARS = 2500;

/** Types whose title wording is unambiguous; the first match wins over everything else. */
const SURE_RULES: [RegExp, ContractType][] = [
  [/\b(?:non-?\s?disclosure|confidentiality(?:\s+and\s+non-?\s?disclosure)?|secrecy)\s+agreement\b|\bNDA\b/i, 'Non-Disclosure Agreement'],
  [/\bstatement\s+of\s+work\b/i, 'Statement of Work'],
  [/\bSOW\b/, 'Statement of Work'],
  [/\bmaster\s+(?:professional\s+)?services?\s+agreement\b|\b(?:professional\s+)?services?\s+master\s+agreement\b|\bMSA\b/i, 'Master Services Agreement'],
  [/\bemployment\s+agreement\b|\boffer\s+letter\b/i, 'Employment Agreement'],
  // English property drafting titles the document by what is let: "LEASE OF UNIT 4, MERIDIAN BUSINESS PARK",
  // "Underlease relating to Unit 4", "Deed of Sub-Lease", "Counterpart Lease", "Tenancy Agreement".
  [/\b(?:sub-?)?lease\s+agreement\b|\b(?:office|commercial|equipment|ground)\s+lease\b|^(?:(?:this|the|counterpart)\s+)?(?:deed\s+of\s+)?(?:(?:sub-?|under)?lease\b(?!\s+(?:purchase|financ))|tenancy\s+agreement\b)/i, 'Lease Agreement'],
  [/\b(?:loan|credit|term\s+loan|note\s+purchase)\s+agreement\b|\bpromissory\s+note\b/i, 'Loan Agreement'],
  // The owners' agreement on running their company ("Stockholders' Agreement", "Investors' Rights Agreement"), or an
  // LLC's or a partnership's ("Operating Agreement of Acme LLC"): never an agency, whatever the share vocabulary says.
  [/\b(?:share|stock|unit)holders?['’]?\s+agreement\b|\binvestors?['’]?\s+rights\s+agreement\b|\bvoting\s+(?:trust\s+)?agreement\b|\bco-?\s?sale\s+agreement\b/i, 'Shareholders Agreement'],
  // "Joint Operating Agreement" (oil and gas) and "Facility Operating Agreement" run an asset, not an entity: only an
  // operating agreement the title opens with, or an LLC's.
  [/^(?:(?:(?:second|third|fourth)\s+)?amended\s+and\s+restated\s+)?(?:limited\s+liability\s+company\s+)?operating\s+agreement\b|\b(?:LLC|L\.L\.C\.|company)\s+operating\s+agreement\b|\blimited\s+liability\s+company\s+agreement\b|\b(?:limited|general)\s+partnership\s+agreement\b|\bagreement\s+of\s+(?:limited\s+)?partnership\b|^(?:amended\s+and\s+restated\s+)?partnership\s+agreement\b|\bmembers['’]\s+agreement\b/i, 'Operating Agreement'],
  [/\b(?:asset|stock|share|equity|unit|membership\s+interest)\s+purchase\s+agreement\b|\bpurchase\s+and\s+sale\s+agreement\b/i, 'Purchase Agreement'],
];

/**
 * Subject keywords of the CUAD types. Titles name several subjects ("Consulting and Product Development
 * Agreement"); the last one, nearest "Agreement", is the head of the phrase and wins.
 */
const SUBJECT_RULES: [RegExp, ContractType][] = [
  [/\bfranchise\b/i, 'Franchise Agreement'],
  [/\bsponsorship\b/i, 'Sponsorship Agreement'],
  [/\bendorsement\b/i, 'Endorsement Agreement'],
  [/\bco-?\s?branding\b|\bco-?\s?branded\b/i, 'Co-Branding Agreement'],
  [/\bjoint\s+venture\b|\bjoint\s+filing\b/i, 'Joint Venture Agreement'],
  [/\bstrategic\s+alliance\b/i, 'Strategic Alliance Agreement'],
  [/\bhosting\b/i, 'Hosting Agreement'],
  // Software run by the provider for the customer: CUAD's nearest type is hosting. ("Subscription" alone is no cue:
  // a subscription agreement is as often a purchase of shares.)
  [/\bsoftware[-\s]+as[-\s]+a[-\s]+service\b|\bSaaS\b|\bapplication\s+service\s+provider\b/i, 'Hosting Agreement'],
  [/\breseller\b|\bresale\b|\bVAR\s+agreement\b/i, 'Reseller Agreement'],
  [/\bdistribut(?:or|ion|orship)\b/i, 'Distributor Agreement'],
  [/\boutsourcing\b/i, 'Outsourcing Agreement'],
  [/\btransportation\b|\bfreight\b|\blogistics\b|\bshipping\s+agreement\b|\bcarrier\s+agreement\b/i, 'Transportation Agreement'],
  [/\bnon-?\s?compet(?:e|ition)\b/i, 'Non-Compete Agreement'],
  // "Software Licence and Maintenance Agreement": the maintenance serves the licence, which is the lead subject.
  [/(?<!\blicen[cs]e\s+and\s+)\bmaintenance\b|(?<!\blicen[cs]e\s+and\s+)\bsupport\s+agreement\b/i, 'Maintenance Agreement'],
  [/\bmanufactur(?:ing|e)\b/i, 'Manufacturing Agreement'],
  // Building works let to a contractor ("Subcontract Agreement (Engineering, Procurement and Construction)", "Design
  // and Build Contract"): work done for the other side, which the taxonomy calls a service.
  [/\bconstruction\b|\bengineering,?\s+procurement\b|\bEPC\b|\bdesign[-\s]+and[-\s]+build\b|\bbuilding\s+contract\b|^subcontract(?:\s+agreement)?\b/i, 'Service Agreement'],
  // Electricity or gas bought from a producer is supplied to the buyer ("Power Purchase Agreement", "Offtake Agreement").
  [/\bsupply\b|\b(?:power|energy|electricity|gas)\s+(?:purchase|sales?)\b|\boff-?take\b/i, 'Supply Agreement'],
  [/\bcollaborat(?:ion|ive)\b|\bcooperation\b/i, 'Collaboration Agreement'],
  // A university's or institute's research funded by a sponsor ("Sponsored Research Agreement", "Research Agreement"):
  // a research plan, progress reports, publication and an option on the results, which CUAD files with the research
  // collaborations. ("Sponsored Research and License Agreement" names the licence last, and stays a licence.)
  [/\b(?:sponsored\s+)?research\s+(?:(?:and\s+)?(?:funding\s+)?agreement|contract)\b/i, 'Collaboration Agreement'],
  [/\bconsult(?:ing|ancy|ant)\b/i, 'Consulting Agreement'],
  // A sales representative solicits orders for its principal and buys nothing: an agency, not a distributorship.
  [/\bagency\s+agreement\b|\bsales\s+(?:representative|representation|agen(?:t|cy))\b|\bmanufacturer['’]?s\s+representative\b|\bcommission(?:ed)?\s+(?:sales\s+)?agent\b/i, 'Agency Agreement'],
  [/\baffiliate\b/i, 'Affiliate Agreement'],
  [/\bpromotion(?:al)?\b/i, 'Promotion Agreement'],
  [/\bmarketing\b/i, 'Marketing Agreement'],
  [/\bintellectual\s+property\b|\b(?:patent|trademark)\s+(?:assignment|purchase)\b/i, 'IP Agreement'],
  [/\bdevelopment\b/i, 'Development Agreement'],
  [/\blicen[cs]e\b/i, 'License Agreement'],
  [/\bservices?\s+agreement\b/i, 'Service Agreement'],
  // A public body's titles: "Contract for Information Technology Services", "Professional Services Contract".
  [/\bcontract\s+for\s+(?:(?:the\s+)?(?:provision|supply|performance)\s+of\s+)?(?:[\w-]+\s+){0,4}services\b|\bservices?\s+contract\b/i, 'Service Agreement'],
];

/**
 * A title line names something and is set as a title: text extracted from a PDF keeps the page's line breaks, so a
 * wrapped line of a sentence ("Certain information has been excluded from this agreement (indicated by") is as
 * short as a title, and a defined term on its own line ("“Agreement”") names nothing.
 */
function readsAsTitle(line: string): boolean {
  // A sentence's line defines terms in brackets ("(the “OP Agreement”), as") or breaks off mid-phrase.
  if (/\((?:the|each|collectively|together)\b[^)]{0,40}["“]/i.test(line) || /(?:[,;(]|\b(?:a|an|and|as|by|for|in|of|or|the|to|with))$/i.test(line)) return false;
  const words = line.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  if (!words.some((w) => !/^(?:agreement|contract|the|this)$/i.test(w))) return false;
  return words.filter((w) => /^\p{Ll}/u.test(w) && !TITLE_SMALL_WORDS.has(w)).length <= 2;
}

/** The title: the first short line of the opening that names an agreement, else an all-caps agreement name. */
export function findTitle(text: string): string | null {
  const head = text.slice(0, TITLE_SEARCH_CHARS);
  for (const line of head.split(/\n/)) {
    // A PDF's text layer can run a title's words together ("AGENCYAGREEMENT").
    const trimmed = line.trim().replace(/\b([A-Z]{3,})(AGREEMENT|CONTRACT)\b/g, '$1 $2');
    if (trimmed.length === 0 || trimmed.length > 160) continue;
    if (/\b(?:agreement|contract|statement\s+of\s+work|lease|note)\b/i.test(trimmed) && !/^(?:exhibit|source|\[|\d+\.)/i.test(trimmed) && readsAsTitle(trimmed)) return trimmed;
  }
  // Texts that keep the opening on one line: "… AGENCY AGREEMENT This Agreement …".
  const capitals = /\b((?:[A-Z][A-Z0-9&'\-\/,]*[ \t]+){1,8}(?:AGREEMENT|CONTRACT))\b/.exec(head);
  if (capitals) return capitals[1]!.trim();
  const sentence = /\bthis\s+([^.()"“]{3,120}?\b(?:agreement|contract))\b/i.exec(head);
  return sentence ? sentence[1]! : null;
}

/** A subscription agreement is for software run as a service when its opening grants access to a service,
 *  platform or software and sells no shares (a "Subscription Agreement" is as often an investment). */
const SUBSCRIPTION_TITLE = /\bsubscription\s+(?:services?\s+)?agreement\b|\bcloud\s+services?\s+agreement\b/i;
const ACCESS_TO_A_SERVICE = /\b(?:access|use)\b[^.;]{0,60}\b(?:the\s+)?(?:services?|platform|software|application|portal|solution)\b/i;
const SECURITIES = /\b(?:shares?|securities|stock|units?\s+of\s+(?:membership|limited\s+partnership)|subscription\s+price|investors?)\b/i;

/** The contract type the title states, or null when the title is missing or names no sure type. `opening` is
 *  the start of the text, for titles whose meaning depends on what follows. */
export function contractTypeFromTitle(title: string | null, opening = ''): ContractType | null {
  if (title === null) return null;
  for (const [pattern, type] of SURE_RULES) if (pattern.test(title)) return type;
  if (SUBSCRIPTION_TITLE.test(title) && ACCESS_TO_A_SERVICE.test(opening) && !SECURITIES.test(opening)) return 'Hosting Agreement';
  let best: { type: ContractType; at: number } | null = null;
  const subjects: { type: ContractType; at: number; end: number }[] = [];
  for (const [pattern, type] of SUBJECT_RULES) {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (const m of title.matchAll(global)) subjects.push({ type, at: m.index, end: m.index + m[0].length });
  }
  for (const subject of subjects) {
    // "Transportation Services Agreement", "Logistics Services Agreement": the subject right before "services" says
    // what the services are, and it is the type ("Distribution and Services Agreement" names two subjects).
    if (subject.type === 'Service Agreement' && subjects.some((other) => other.type !== 'Service Agreement' && /^\s+$/.test(title.slice(other.end, subject.at)))) continue;
    if (best === null || subject.at > best.at) best = subject;
  }
  return best?.type ?? null;
}

/** Parties defined as the company's owners: "(together the "Shareholders")", ""Stockholders" means …". */
const OWNERS_DEFINED = /\((?:each\s+an?\s+|together(?:\s+with\s+[^)]{0,40})?\s+|collectively\s+|jointly\s+)?(?:the\s+)?["“](?:Shareholders?|Stockholders?|Members?|Partners?)["”]\)|["“](?:Shareholders|Stockholders|Members|Partners)["”]\s+(?:shall\s+)?means?\b/i;
/** What the owners agree on: how the company is run and who may hold its shares. */
const RUNS_THE_COMPANY = /\b(?:regulat|govern)\w*\s+(?:the\s+)?(?:management|affairs|conduct|operation|relationship)\b|\bmanagement\s+of\s+the\s+(?:Company|Partnership)\b|\b(?:transfer|issue|allotment)\s+of\s+(?:any\s+)?(?:shares|units|membership\s+interests|partnership\s+interests)\b/i;
const SHARES = /\b(?:shares?|stock)\b/i;
/** A joint venture's company is run by a shareholders' agreement too; the joint venture is what a reader files it as. */
const JOINT_VENTURE = /\bjoint\s+venture\b/i;

/**
 * An untitled agreement (or one whose title names no type) among a company's owners that regulates how the company
 * is run: a shareholders' agreement, or for an entity without shares (members, partners) an operating agreement.
 * The trained classifier knows neither and files the share vocabulary under the agency agreements of stock offerings.
 */
export function ownersAgreementFromOpening(opening: string): ContractType | null {
  const owners = OWNERS_DEFINED.exec(opening);
  if (owners === null || !RUNS_THE_COMPANY.test(opening) || JOINT_VENTURE.test(opening)) return null;
  return /Shareholders?|Stockholders?/i.test(owners[0]) || (SHARES.test(opening) && !/\b(?:membership|partnership)\s+interests?\b/i.test(opening)) ? 'Shareholders Agreement' : 'Operating Agreement';
}

/** An untitled agreement whose recitals say one party wants something developed for it ("The Customer wishes to have a
 *  bespoke system developed for it", "the Supplier has agreed to design, develop and deliver"): a development agreement. */
const TO_BE_DEVELOPED = /\b(?:wish(?:es)?|desires?|wants?)\s+to\s+have\b[^.;]{0,120}\bdeveloped\b|\b(?:has|have)\s+agreed\s+to\s+(?:design,?\s+(?:and\s+)?)?develop\b/i;
export function developmentFromOpening(opening: string): ContractType | null {
  const recitals = /\bWHEREAS\b|\n\s*(?:RECITALS|Recitals|BACKGROUND|Background)\b/.exec(opening);
  if (!recitals) return null;
  return TO_BE_DEVELOPED.test(opening.slice(recitals.index, recitals.index + 1500)) ? 'Development Agreement' : null;
}
