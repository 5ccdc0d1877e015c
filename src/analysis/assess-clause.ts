// Per-clause risk: what this clause says (quoting its cap, notice days, jurisdiction, term), how it measures
// against the playbook rule for its type, and what to ask for instead. Deterministic templates over the facts
// an engine read from the clause: whichever engine ran, the risk is decided here, so a contract's words (or a
// model) can never rate a clause themselves.

import { capStatementOf, capStatementsOf, definedCapAmount, liabilityFollowsAgreement, separateCapFor, type CapStatement } from './cap-statement.ts';
import { areStandardMutualCarveOuts, capCarveOutsOf, carveOutsOf, exclusionCarveOutsOf, liabilityCarveOutsOf, listOf, namesOneParty, quotedList, unlimitedClaimsOf, withSectionHeadings } from './carve-outs.ts';
import { takesLawFromAnotherDocument } from './addendum.ts';
import { dataProtectionFinding } from './data-protection.ts';
import { indemnitiesFinding, indemnitiesOf, isCrossLicence, licenceGrantsOf } from './grants.ts';
import { durationInDays, durationWords, laterOfAnEvent, noticeWords, termFactsOf, termLength, withDurationsOf } from './durations.ts';
import { isNonOperativeText, typeHasItsWords } from './clause-wording.ts';
import { jurisdictionName } from './summary.ts';
import { amountsWithUnits, capCoversPrice, isPaymentPeriod, paymentTermsOf, priceTermsOf } from './money-terms.ts';
import { capMeasureIn, type ContractReadings } from './contract-readings.ts';
import { findProtection, operativeSentencesOf } from './protection-search.ts';
import { escapeRegExp, MONEY_AMOUNT, NUMBER_WORD, PERCENTAGE, WARRANTY_DISCLAIMER } from './regexp.ts';
import { asksForMutualCap, bansOnlyHandingTheWorkOn, continuesUntilTerminated, inspectsWithoutWarranty, curePeriodsOf, leadInPeriod, DURING_TERM_ONLY, extensionOptionOf, MUTUAL, type ExtensionOption, renewalIsByAgreement, renewalIsEvergreen, renewalOptionOf, representationsOf, renewsOnlyByAgreement, reviewPoint, runsUntilNoticeFromStart, terminationIndemnityOf, terminationNoticeOf, type Representation, type ReviewClause } from './review-points.ts';
import type { ClauseFacts, ClauseType, ContractFields, PlaybookRule, RiskLevel, RuleCondition } from './model.ts';
import { capitalised, clauseTypeInProse, indefiniteArticle, possessive, shortened } from './prose.ts';
import { sentenceSpansOf, withoutPageBreaks } from './sentences.ts';

export interface ClauseAssessment {
  risk_level: RiskLevel;
  analysis: string;
  recommendation: string;
  /** True when the clause breaks its playbook rule, false when it meets it, null when there is nothing to check. */
  violatesPlaybook: boolean | null;
}

interface CheckResult {
  violated: boolean | null;
  finding: string;
  /** The playbook's warning does not fit what the finding says (a cap that follows another agreement's limits). */
  quiet?: boolean;
  /** What to check instead of the playbook's fallback, where that fallback does not fit the clause. */
  recommendation?: string;
}

/** The sentence that fixes damages in advance: "as liquidated damages and not as a penalty", "by way of agreed damages". */
const LIQUIDATED_WORDS = /\bliquidated\b|\b(?:as|by\s+way\s+of)\s+(?:agreed|pre-?agreed|pre-?estimated)\s+damages\b|\bas\s+a\s+penalty\b/i;
/** A share of a sum: "twenty-five percent (25%) of the shortfall", "10% of the Contract Price". */
const SHARE_OF_A_SUM = new RegExp(String.raw`(?:\b${NUMBER_WORD}(?:[- ]${NUMBER_WORD}){0,3}\s+)?(?:percent|per\s?cent)\s*\(\d+(?:\.\d+)?\s?%\)\s+of\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}?[\w'’-]+|\b\d+(?:\.\d+)?\s?%\s+of\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}?[\w'’-]+`, 'i');

/** What a clause of each type does, in a reviewer's words, before the quotation shows how. */
const TYPE_GIST: Partial<Record<ClauseType, string>> = {
  Exclusivity: 'Grants exclusive rights or requires exclusive dealing',
  'Non-Compete': 'Restricts a party from competing',
  'Competitive Restriction Exception': 'Carves exceptions out of a competitive restriction',
  'No-Solicit of Customers': 'Bars soliciting the other party’s customers',
  'No-Solicit of Employees': 'Bars soliciting or hiring the other party’s employees',
  'Non-Disparagement': 'Bars disparaging the other party',
  'Most Favored Nation': 'Promises terms at least as good as those given to others',
  'Rofr/Rofo/Rofn': 'Gives a right of first refusal, offer or negotiation',
  'Change of Control': 'Attaches consequences to a change of control',
  'Anti-Assignment': 'Restricts assigning the contract without consent',
  'Revenue/Profit Sharing': 'Shares revenue or profit between the parties',
  'Price Restrictions': 'Restricts price changes',
  'Minimum Commitment': 'Sets a minimum purchase or volume commitment',
  'Volume Restriction': 'Limits volumes or usage',
  'IP Ownership Assignment': 'Assigns ownership of intellectual property',
  'Joint IP Ownership': 'Makes intellectual property jointly owned',
  'License Grant': 'Grants a licence',
  'Non-Transferable License': 'Makes the licence non-transferable',
  'Affiliate License-Licensor': 'Extends the licence to the licensor’s affiliates',
  'Affiliate License-Licensee': 'Extends the licence to the licensee’s affiliates',
  'Unlimited/All-You-Can-Eat-License': 'Grants an unlimited-use licence',
  'Irrevocable or Perpetual License': 'Grants an irrevocable or perpetual licence',
  'Source Code Escrow': 'Puts source code in escrow',
  'Post-Termination Services': 'Requires services or duties after termination',
  'Warranty Duration': 'Sets how long warranties last',
  'Covenant Not to Sue': 'Waives the right to sue over covered matters',
  'Third Party Beneficiary': 'Gives third parties rights under the contract',
  Confidentiality: 'Protects confidential information',
  Indemnification: 'Allocates indemnities for claims and losses',
  'Termination for Cause': 'Allows termination for cause (breach, insolvency or another stated event)',
  Warranty: 'Gives warranties',
  'Force Majeure': 'Excuses performance during events beyond control',
  'Dispute Resolution': 'Sets how disputes are resolved',
  'Data Protection': 'Governs personal data processing',
  'Limitation of Liability': 'Limits liability',
  Notices: 'Sets how notices are given',
  Assignment: 'Governs assignment of the contract',
  'Entire Agreement': 'Makes the written contract the whole agreement',
  Severability: 'Keeps the rest of the contract valid if a part fails',
  Amendment: 'Sets how the contract may be amended',
  'Warranty Disclaimer': 'Disclaims warranties beyond those the contract states',
  Waiver: 'Keeps rights alive when a party does not enforce them at once',
  Survival: 'Keeps named provisions in force after the contract ends',
  Counterparts: 'Lets the parties sign separate copies of the contract',
  'Renewal Term': 'Renews the contract',
  'Governing Law': 'Chooses the governing law',
};

const LOW_DEFAULT_RISK: RiskLevel = 'low';

const QUOTE_MAX = 220;

/**
 * `context`: our side as the contract names it and whom the clause's right falls on, for the points said from our
 * side, and what the report read once from `contractText`.
 */
export function assessClause(type: ClauseType, text: string, facts: ClauseFacts, fields: ContractFields, rule: PlaybookRule | undefined, contractText?: string, context: Pick<ReviewClause, 'ourSide' | 'position' | 'readings'> = {}): ClauseAssessment {
  const operative = operativeSentence(type, text, facts.keySentences[type]?.quote);
  // A renewal only the parties' written agreement brings about is no automatic renewal, wherever it is stated.
  const whole = contractText !== undefined ? [{ start: 0, text: contractText }] : [];
  const renewal: RenewalFacts = {
    byAgreement: renewsOnlyByAgreement(text) || renewalIsByAgreement(fields, whole),
    evergreen: !fields.renewalTerm && (continuesUntilTerminated(text) || renewalIsEvergreen(fields, whole)),
    option: extensionOptionOf(text) ?? renewalOptionOf(fields, whole),
  };
  const check = checkClause(type, text, facts, fields, rule, operative, renewal, contractText, context.readings);
  const sentence = shortQuote(withoutLeadingHeading(operative));
  const quoted = `The clause reads: “${sentence}”${/[.!?…:;]$/.test(sentence) ? '' : '.'}`;
  // The rationale warns of what a clause that breaks the rule costs us; a clause that meets the rule needs no warning.
  const ruleNote = rule?.rationale && check.violated !== false && !check.quiet ? ` ${rule.rationale}` : '';
  let risk: RiskLevel;
  let recommendation: string;
  if (check.violated === true) {
    risk = rule?.risk_level ?? 'medium';
    recommendation = `${rule ? `Negotiate toward the playbook position: “${rule.fallback}”` : 'Negotiate this clause toward a market-standard position.'}`;
  } else if (rule?.requirement === 'prohibited' && check.violated !== false) {
    risk = rule.risk_level;
    recommendation = `Remove or narrow this clause; playbook fallback: “${rule.fallback}”`;
  } else if (rule?.conditions && rule.conditions.length > 0 && check.violated === null) {
    // The clause could not be measured against the rule: a reviewer must, so say what to check.
    risk = rule.risk_level === 'high' ? 'medium' : 'low';
    recommendation = `Verify this clause against the playbook position: “${rule.fallback}”`;
  } else if (rule?.requirement === 'review' && check.violated === null) {
    risk = rule.risk_level;
    recommendation = check.recommendation ?? `Confirm the business accepts this ${clauseTypeInProse(type)} clause; if not, propose: “${rule.fallback}”`;
  } else {
    risk = check.violated === false ? 'low' : LOW_DEFAULT_RISK;
    // The periods the points name are the operative sentence's where it states any, as in the analysis: a
    // neighbouring sentence's notice period is no cure period.
    // A cure period is read wherever curing is given time (curePeriodsOf), so a termination right keeps all its periods.
    const own = withDurationsOf(facts, operative);
    const clause: ReviewClause = { text, facts: own.durations.length > 0 && type !== 'Termination for Cause' ? own : facts, contractText, fields, operative, ...context };
    const points = reviewPoint(type, clause);
    // A cap that leaves our own liability uncapped does not meet the playbook from our side, whatever its amount.
    const meets = check.violated === false && !(type === 'Cap on Liability' && asksForMutualCap(clause));
    recommendation = meets
      ? `Meets the playbook.${points ? ` ${points}` : ''}`
      : (points ?? `No playbook concern for this ${clauseTypeInProse(type)} clause; track any dates or duties it creates.`);
  }
  let carveOuts = carveOutNote(type, text, facts, contractText);
  // "Liability is left uncapped for “A” and “B”, which the playbook prohibits." already names what is outside the cap:
  // "Outside the cap: “A” and “B”." would say it twice.
  const quotedInNote = carveOuts === null ? [] : [...carveOuts.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
  if (type === 'Uncapped Liability' && quotedInNote.length > 0 && quotedInNote.every((q) => check.finding.includes(q))) carveOuts = null;
  // A finding that already quotes the operative sentence ("Commits to minimums: “Buyer shall purchase …”") is not
  // followed by the same quotation again.
  const quotesItAlready = check.finding.includes(`“${sentence.replace(/[.;…]+$/, '').slice(0, 60)}`);
  const reads = quotesItAlready ? '' : ` ${quoted}`;
  return { risk_level: risk, analysis: `${check.finding}${carveOuts ? ` ${carveOuts}` : ''}${reads}${ruleNote}`, recommendation, violatesPlaybook: check.violated };
}

/** What each type's exceptions must be about to be its carve-outs. */
const CARVE_OUT_SUBJECT: Partial<Record<ClauseType, RegExp>> = {
  'Anti-Assignment': /\bassign|\btransfer|\bdelegat/i,
  Assignment: /\bassign|\btransfer|\bdelegat/i,
  'Change of Control': /\bcontrol|\bmerg|\bacqui|\bassign|\btransfer/i,
  // "This limitation does not apply to …" after the sentence that caps liability speaks of that cap.
  'Cap on Liability': /\bliab|\bdamages|\blosses|\b(?:this|the|these|such)\s+(?:limitations?|cap)\b/i,
  'Limitation of Liability': /\bliab|\bdamages|\blosses|\b(?:this|the|these|such)\s+(?:limitations?|cap)\b/i,
};

/** A cap on liability for goods: per pound, kilogram, package or unit of them, or for their loss or damage. */
const GOODS_CAP = /\bper\s+(?:pound|lb|kilogram|kilo|kg|package|piece|unit|pallet)\b|\b(?:liability\s+of\s+(?:any|the|each|a)\s+(?:motor\s+)?carrier|(?:motor\s+)?carrier['’]s\s+liability)\b[^.;]{0,60}\bper\s+(?:truckload\s+)?(?:shipment|load|consignment|truckload|container)\b|\b(?:loss\s+of|damage\s+to|loss\s+(?:of\s+)?or\s+damage\s+to)\s+(?:the\s+)?(?:goods|cargo|shipments?|freight|consignments?)\b/i;

/**
 * "Confidential Information does not include information that (a) is … public other than as a result of a disclosure
 * by Recipient in breach …": a sentence that lists what the information excludes, whose "other than" belongs to an
 * exclusion's own wording.
 */
const EXCLUSIONS_SENTENCE = /\b(?:does|do|shall|will)\s+not\s+(?:include|apply\s+to|extend\s+to)\b[^.;]{0,40}\binformation\b|\bexclud\w*\b[^.;]{0,40}\binformation\s+(?:that|which)\b/i;
/** The usual exclusions from confidential information, as a clause words them and as a reader names them. */
const CONFIDENTIALITY_EXCLUSIONS: [RegExp, string][] = [
  [/\bpublic(?:ly)?\b|\bpublic\s+domain\b/i, 'public information'],
  [/\b(?:already|previously)\s+(?:known|in\s+(?:its|the\s+\w+['’]s|\w+['’]s)\s+possession)|\bin\s+\w+['’]?s?\s+possession\b[^.;]{0,40}\bbefore\b|\bprior\s+to\s+(?:its\s+)?disclosure\b/i, 'information already held'],
  [/\bthird\s+part(?:y|ies)\b|\bsource\s+other\s+than\b/i, 'information received from someone else free to give it'],
  [/\bindependently\s+developed\b|\bdeveloped\s+independently\b/i, 'information developed independently'],
];

/** The exclusions a confidentiality clause lists, named as a reader would. */
export function confidentialityExclusionsOf(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ');
  if (!EXCLUSIONS_SENTENCE.test(flat)) return [];
  return CONFIDENTIALITY_EXCLUSIONS.filter(([re]) => re.test(flat)).map(([, name]) => name);
}

/**
 * What a confidentiality duty's "except" lets through: the purpose the information may be used for ("shall not use it
 * except to perform the Services") and the people who may see it ("other than its employees … who need to know it")
 * are the duty's scope, not exceptions to it; anything else is excepted.
 */
function confidentialityExceptionsNote(carveOuts: string[], text: string): string | null {
  const flat = text.replace(/\s+/g, ' ');
  // "except to perform the Services": the opener took the "to" that makes it a purpose.
  // "except to its professional advisers": a "to" before a person, not before a verb, names whom it may go to.
  // The opener may have taken the "to" ("its employees and contractors who need to know it").
  const isRecipient = (c: string) => /^(?:to\s+)?(?:its|their|his|her|a|an|any|such|each|those|that|our|your|the(?!\s+(?:purposes?|performance|exercise|extent)\b))\s/i.test(c);
  const isPurpose = (c: string) =>
    // "shall not use it for any purpose other than the Purpose": what the use is limited to, whatever its words.
    new RegExp(String.raw`\bpurposes?\s+(?:except|other\s+than|save)\s+${escapeRegExp(c)}`, 'i').test(flat) ||
    (!isRecipient(c) &&
      // "except for the purposes of this Agreement": the opener took the "for".
      (/^(?:to|for\s+(?:the\s+)?purposes?\b|(?:the\s+)?purposes?\s+of\b|as\s+(?:necessary|needed|required)\s+(?:to|for)|in\s+(?:the\s+)?(?:performance|exercise)\s+of)\b/i.test(c) ||
        // "except to its Affiliates and employees who need to know it": after "to", a person or a possessive is whom it may
        // be disclosed to, not a purpose.
        (!/^(?:its|their|his|her|the|any|such|an?|those|each|[A-Z])/.test(c) &&
          new RegExp(String.raw`\b(?:except|other\s+than|save)\s+(?:to|for\s+the\s+purposes?\s+of|as\s+(?:necessary|needed)\s+to)\s+${escapeRegExp(c)}`, 'i').test(flat))));
  // "to its professional advisers or as required by law": the people, and the disclosure the law requires apart.
  carveOuts = carveOuts.flatMap((c) => {
    if (!isRecipient(c)) return [c];
    const [people, ...rest] = c.replace(/^to\s+/i, '').split(/,?\s+(?=or\s+(?:as|where|when|if)\s+(?:required|compelled|permitted)\b)/i);
    return [people!, ...rest.map((r) => r.replace(/^or\s+/i, ''))];
  });
  const purpose = carveOuts.filter(isPurpose).map((c) => (/^(?:to|for|as|in)\b/i.test(c) ? c : /^(?:(?:the|a|an|its|their|such)\s+|(?:the\s+)?purposes?\b)/i.test(c) ? `for ${c}` : `to ${c}`));
  const excepted = carveOuts.filter((c) => !isPurpose(c));
  const people = excepted.filter((c) => /\bneed\s+to\s+know\b|\b(?:employees|advis[eo]rs|Representatives|contractors|subcontractors|officers|directors|accountants|auditors|lawyers|attorneys|counsel|bankers|insurers|agents)\b/i.test(c));
  const others = excepted.filter((c) => !people.includes(c));
  const notes = [
    purpose.length > 0 ? `The information may be used only ${purpose.map((c) => c.replace(/[.,;]+$/, '')).join(' or ')}.` : null,
    people.length > 0 ? `It may be shared with ${people.map((c) => c.replace(/[.,;]+$/, '')).join(' and ')}.` : null,
    others.length > 0 ? `Excepted from it: ${quotedList(others)}.` : null,
  ].filter((n): n is string => n !== null);
  return notes.length > 0 ? notes.join(' ') : null;
}

/**
 * The exceptions a clause makes to its own rule, said with the rule: a cap "except for breaches of confidentiality"
 * leaves those claims uncapped, an assignment ban "except to an Affiliate" lets that transfer through.
 */
function carveOutNote(type: ClauseType, text: string, facts: ClauseFacts, contractText?: string): string | null {
  if (type === 'Confidentiality' && EXCLUSIONS_SENTENCE.test(text.replace(/\s+/g, ' '))) {
    // The exclusions are what the duty leaves out; the words inside them ("other than by a breach") are no carve-out.
    const exclusions = confidentialityExclusionsOf(text);
    return exclusions.length > 0 ? `Excluded from the duty: ${listOf(exclusions)}.` : null;
  }
  if (type === 'Cap on Liability' || type === 'Limitation of Liability' || type === 'Uncapped Liability') return liabilityCarveOutNote(type, text, facts, contractText);
  const carveOuts = carveOutsOf(text, CARVE_OUT_SUBJECT[type]);
  if (carveOuts.length === 0) return null;
  const list = quotedList(carveOuts);
  switch (type) {
    case 'Anti-Assignment':
    case 'Assignment':
    case 'Change of Control':
      return `No consent is needed for ${list}.`;
    case 'Confidentiality':
      return confidentialityExceptionsNote(carveOuts, text);
    case 'Non-Compete':
    case 'Exclusivity':
    case 'No-Solicit of Customers':
    case 'No-Solicit of Employees':
      return `Excepted from it: ${list}.`;
    default:
      return null;
  }
}

/**
 * The exceptions of a liability clause, each with the sentence it is in: one to the cap leaves those claims
 * uncapped — unless a second cap takes them ("For the Excluded Claims, … will not exceed the Increased Cap
 * Amount"), when they are capped at that amount instead; one to the exclusion of indirect losses ("Except for a
 * breach of Section 5, neither party is liable for indirect … loss") lets those losses be claimed, and leaves the
 * cap as it is.
 */
function liabilityCarveOutNote(type: ClauseType, text: string, facts: ClauseFacts, contractText?: string): string | null {
  const notes: string[] = [];
  const toCap = capCarveOutsOf(text);
  const separate = toCap.map((c) => ({ claim: c, cap: separateCapFor(c, text) }));
  const uncapped = separate.filter((s) => s.cap === null).map((s) => s.claim);
  const higher = separate.filter((s) => s.cap !== null);
  if (higher.length > 0) {
    const plural = higher.length > 1 || /s$/.test(higher[0]!.claim);
    notes.push(`${capitalised(listOf(higher.map((h) => definedClaims(h.claim, text))))} ${plural ? 'are' : 'is'} not left uncapped but capped separately at ${listOf([...new Set(higher.map((h) => capWithAmount(h.cap!.cap, contractText ?? text)))])}, a higher cap than the general one.`);
  }
  if (uncapped.length > 0) {
    const list = quotedList(uncapped);
    if (type === 'Uncapped Liability') notes.push(`Outside the cap: ${list}.`);
    // A stated cap leaves the carved-out claims uncapped; a bare exclusion of damages leaves them recoverable.
    else notes.push(statesCap(facts, text) ? `The cap does not reach ${list}: liability for ${uncapped.length > 1 ? 'those stays' : 'that stays'} uncapped.` : `The limitation does not apply to ${list}: ${uncapped.length > 1 ? 'those remain' : 'that remains'} fully recoverable.`);
  }
  const toExclusion = type === 'Limitation of Liability' ? exclusionCarveOutsOf(text).filter((c) => !toCap.includes(c)) : [];
  if (toExclusion.length > 0) notes.push(`The exclusion of indirect and consequential loss does not apply to ${quotedList(toExclusion)}: such loss stays recoverable there${statesCap(facts, text) ? ', within the cap' : ''}.`);
  return notes.length > 0 ? notes.join(' ') : null;
}

/** "“the Excluded Claims” (a party's obligations under Section 7 …)": a defined term with what the clause defines it as. */
function definedClaims(claim: string, text: string): string {
  const term = /^(?:the\s+)?([A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3})$/.exec(claim.trim());
  if (!term) return `“${claim}”`;
  const meaning = new RegExp(`["“]${escapeRegExp(term[1]!)}["”]\\s+(?:means|shall\\s+mean|includes)\\s+([^.;]{3,160})`).exec(text.replace(/\s+/g, ' '));
  return meaning ? `“${claim}” (${meaning[1]!.trim()})` : `“${claim}”`;
}

/** A cap in its words, with the amount a defined term stands for: "the Increased Cap Amount (USD 2,000,000)". */
function capWithAmount(cap: string, contractText: string): string {
  const amount = definedCapAmount(cap, contractText);
  return amount ? `“${cap}” (${amount})` : `“${cap}”`;
}


/**
 * The sentence that states the type: the engine's choice when its own words carry the type, else the clause's
 * first operative sentence that does ("Upon termination, Buyer shall pay …" for post-termination duties, not
 * the breach sentence before it).
 */
function operativeSentence(type: ClauseType, text: string, candidate: string | undefined): string {
  // A cap clause is quoted where it states the cap, not at the exclusion of consequential damages before it.
  if (type === 'Cap on Liability' && (candidate === undefined || capStatementOf(candidate) === null)) {
    const cap = capStatementOf(text);
    if (cap) return operativeSentencesOf(text).find((s) => s.text.replace(/\s+/g, ' ').includes(cap.sentence.slice(0, 60)))?.text ?? cap.sentence;
  }
  // A confidentiality clause is quoted where it binds a party to keep the information secret, not where another
  // sentence mentions confidential information ("may require the deletion of its confidential information").
  if (type === 'Confidentiality' && (candidate === undefined || !CONFIDENCE_DUTY.test(candidate.replace(/\s+/g, ' ')))) {
    const duty = operativeSentencesOf(text).find((s) => CONFIDENCE_DUTY.test(s.text.replace(/\s+/g, ' ')));
    if (duty) return duty.text;
  }
  // A protection the search found in the clause (no engine quoted it) is quoted where it is provided: "either party may
  // terminate … upon the other party's material breach", not the term sentence before it.
  const provided = candidate === undefined ? findProtection(type, text)?.quote : undefined;
  if (provided !== undefined) return provided;
  const chosen = candidate !== undefined && !isNonOperativeText(candidate) && typeHasItsWords(type, candidate) ? candidate : operativeSentencesOf(text).find((s) => typeHasItsWords(type, s.text))?.text ?? candidate ?? text;
  // "Manufacturer shall invoice Brightwell upon delivery. Brightwell shall pay each undisputed invoice within 45 days":
  // payment terms are quoted where a party must pay, not where the other invoices.
  if (type === 'Payment Terms' && !PAYS_SOMETHING.test(chosen)) {
    const pays = operativeSentencesOf(text).find((s) => PAYS_SOMETHING.test(s.text));
    if (pays) return pays.text;
  }
  // "This Agreement begins on the Effective Date and continues for five (5) years. It then renews for …": a term is
  // quoted where it states how long the contract runs, not at the renewal that follows.
  // Nor at a condition before it takes effect ("This Agreement will not take effect … unless and until the Company sends a
  // signed copy"), which names no term, no end and no date.
  if ((type === 'Term' || type === 'Expiration Date') && !TERM_RUNS.test(chosen) && (RENEWAL_ONLY.test(chosen) || !NAMES_A_TERM.test(chosen))) {
    const runs = operativeSentencesOf(text).find((s) => TERM_RUNS.test(s.text) && !RENEWAL_ONLY.test(s.text));
    if (runs) return runs.text;
  }
  // Nor at a benefit the term's section lists ("Sponsor shall be entitled to one (1) full page … advertisement") where
  // another sentence states the term ("The term shall commence on November 1, 2007 and end on October 31, 2008").
  if ((type === 'Term' || type === 'Expiration Date') && !TERM_STATED.test(chosen)) {
    const stated = operativeSentencesOf(text).find((s) => TERM_STATED.test(s.text) && !RENEWAL_ONLY.test(s.text));
    if (stated) return stated.text;
  }
  // How long a warranty lasts is quoted where a period stands beside the warranty ("\"Warranty Period\" shall mean twelve
  // (12) months as of the date of delivery"), not at a repair procedure before it that names none.
  if (type === 'Warranty Duration' && !WARRANTY_WITH_A_PERIOD.test(chosen.replace(/\s+/g, ' '))) {
    // The period may be a definition's ("\"Warranty Period\" shall mean …"): every sentence is read.
    const stated = sentenceSpansOf(text).find((s) => WARRANTY_WITH_A_PERIOD.test(s.text.replace(/\s+/g, ' ')));
    if (stated) return stated.text;
  }
  return chosen;
}

/** A warranty and a period of time in one sentence: "warrants … for twelve (12) months", "the Warranty Period … 24 months". */
const WARRANTY_WITH_A_PERIOD = /\bwarrant\w*\b[^.;]{0,200}?(?:\(\d+\)|\b\d+)\s*(?:days?|weeks?|months?|years?)\b|(?:\(\d+\)|\b\d+)\s*(?:days?|weeks?|months?|years?)\b[^.;]{0,120}\bwarrant\w*/i;

/** A stated limit on numbers: "exceeds 150", "up to six (6) personal appearances", "no more than 200 Named Users". */
const VOLUME_LIMIT = /\b(?:up\s+to|no\s+more\s+than|not\s+more\s+than|a\s+maximum\s+of|limited\s+to|more\s+than|exceeds?|in\s+excess\s+of)\s+(?:[a-z-]+\s+)?\(?\d(?:[\d,]*\d)?\)?(?:\s+(?!(?:days?|weeks?|months?|years?|hours?|the|a|an|for|of|to|in|on|at|by|per|each|with|shall|will|may|must|and|or|is|are)\b)[A-Za-z-]+){0,3}/i;
/** What going over a limit costs: "an overage fee of GBP 1,200 for each additional Named User". */
const OVERAGE = new RegExp(String.raw`\b(?:an?\s+)?(?:overage|excess|additional)\s+(?:(?:user|usage|volume|licen[cs]e)\s+)?(?:fees?|charges?)\s+of\s+(?:${MONEY_AMOUNT})(?:\s+(?:for|per)\s+(?:each|every)\s+(?:additional\s+|excess\s+)?[A-Za-z-]+(?:\s+[A-Za-z-]+)?)?`, 'i');
/** A sentence that binds a party to a minimum: "binding commitment", "at least the minimum order quantity", "a minimum of 10,000 units". */
const COMMITMENT = /\bbinding\s+(?:commitment|forecast|order)s?\b|\b(?:shall|will|must|agrees?\s+to)\b[^.;]{0,80}\b(?:at\s+least|not\s+less\s+than|no\s+less\s+than|a\s+minimum\s+of|the\s+minimum)\b|\bminimum\s+(?:order|purchase)\s+(?:quantit(?:y|ies)|volumes?|amounts?|commitments?)\b/i;
/** A minimum named: "minimum", a quota, a target, a commitment, "at least" or "not less than". */
const MINIMUM_NAMED = /\bminimum\b|\bquotas?\b|\btargets?\b|\bcommitments?\b|\bat\s+least\b|\bnot\s+less\s+than\b|\bno\s+less\s+than\b/i;
/** A right to end the contract when a minimum is missed ("Supplier may terminate … if Distributor fails to meet the Minimum
 *  Purchase Commitment in any Contract Year"): who may terminate (1), who misses (2) and what (3). */
const TERMINATES_ON_A_SHORTFALL =
  /\b((?:[Tt]he\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+may\s+(?:\w+\s+)?terminat\w*\b[^.;]{0,120}?\b(?:if|in\s+the\s+event\s+(?:that\s+)?|should)\s+((?:[Tt]he\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+(fails?\s+to\s+(?:meet|achieve|reach|satisfy|purchase|order|pay)\b[^.;]{3,120}?)(?=[.;]|$)/;
/** "at least one hundred twenty (120) days before …", "not less than six (6) months' notice": a time, not a minimum. */
const AT_LEAST_A_TIME = /\b(?:at\s+least|not\s+less\s+than|no\s+less\s+than|a\s+minimum\s+of)\s+(?:[\w-]+\s+){0,4}?(?:\(\d+\)\s+)?(?:business\s+|calendar\s+|working\s+)?(?:days?|weeks?|months?|years?|hours?)\b/gi;
/** Whether the clause commits anyone to a minimum: a quantity, volume or sum at least so large, a minimum, a shortfall. */
function statesAMinimum(text: string): boolean {
  const withoutTimes = text.replace(AT_LEAST_A_TIME, ' ');
  // "if the royalties paid for a year are less than $400,000, the Licensee shall pay the shortfall": a minimum royalty.
  return COMMITMENT.test(withoutTimes) || /\bminimums?\b|\btake[-\s]or[-\s]pay\b|\bat\s+least\b|\bnot\s+less\s+than\b|\bno\s+less\s+than\b|\b(?:less\s+than|below|falls?\s+short\s+of)\b[^.;]{0,40}?(?:\d|\$|€|£)/i.test(withoutTimes);
}
/** A sentence that makes a party pay, or says when a sum is payable. */
const PAYS_SOMETHING = /\b(?:shall|will|must|agrees?\s+to)\s+(?:promptly\s+)?pay\b|\b(?:is|are|shall\s+be|will\s+be)\s+(?:due\s+and\s+)?payable\b/i;
/** A sentence about the renewal ("It then renews for successive periods of two (2) years …"). */
const RENEWAL_ONLY = /\b(?:renew\w*|extended)\b/i;
/** Words a sentence about the term or its end uses: the term, an end, a length or a date. */
const NAMES_A_TERM = /\bterm\b|\bexpir\w*|\bterminat\w*|\bperpetu\w*|\bindefinite\w*|\b(?:days?|weeks?|months?|years?)\b|\b(?:19|20)\d\d\b/i;
/** A sentence that states the term: the term (not "during the term") or its start as the subject of a verb that fixes
 *  them, an end on a date or an event ("shall terminate upon the earliest to occur of"), or a continuation. */
const TERM_STATED = new RegExp(
  String.raw`(?<!\b(?:during|throughout|within|in)\s+(?:the\s+)?)\bterm\b[^.;]{0,60}?\b(?:shall|will|is|commenc\w*|begin\w*|start\w*|expir\w*|end\w*|continu\w*|run\w*)\b|\b(?:commenc\w*|begin\w*|effective)\b[^.;]{0,80}?\b(?:end\w*|expir\w*|continu\w*|until|through)\b|\b(?:expir\w*|terminat\w*)\s+(?:on|at|upon)\s+(?:the\s+)?(?:earli|later|\d|[A-Z][a-z]+\s+\d|expir|end|last)|${/\b(?:continues?|shall\s+continue|remains?\s+in\s+(?:full\s+)?(?:force|effect)|shall\s+remain\s+in\s+(?:full\s+)?(?:force|effect))\b/.source}`,
  'i',
);
/** A sentence that says how long the contract runs: "continues for five (5) years", "expires on …", "the term of this Agreement is three years". */
const TERM_RUNS = /\b(?:continues?|shall\s+continue|remains?\s+in\s+(?:full\s+)?(?:force|effect)|shall\s+remain\s+in\s+(?:full\s+)?(?:force|effect)|expires?|shall\s+expire|ends?)\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+)?(?:for|until|on|at)\b/i;

/** How long prices are fixed and how, how often and on what notice they may rise, as the clause states it; null when it does not. */
function priceChangeWords(clauseText: string): string | null {
  const price = priceTermsOf(clauseText);
  const rise = price.increaseCap || price.howOften ? `${price.fixedUntil ? 'after that they' : 'Prices'} may rise${price.howOften ? ` ${price.howOften}` : ''}${price.increaseCap ? ` by no more than ${price.increaseCap}` : ''}${price.notice ? `, on ${price.notice} notice` : ''}` : null;
  const fixed = price.fixedUntil ? `Prices are fixed until ${price.fixedUntil}` : null;
  const said = [fixed, rise].filter((p): p is string => p !== null).join('; ');
  return said || null;
}

/** "shall hold … in confidence", "shall keep … confidential", "shall not disclose …": the duty of confidence itself. */
const CONFIDENCE_DUTY = /\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?:\w+\s+){0,2}?(?:(?:hold|keep|maintain|treat)\b[^.;]{0,120}?\b(?:in\s+(?:strict\s+)?confidence|confidential|secret)|not\s+(?:\w+\s+)?(?:disclose|divulge|reveal))\b/i;

/** How the contract renews, as every term and renewal reading states it. */
interface RenewalFacts {
  /** Renewal only by the parties' written agreement: nothing renews by itself. */
  byAgreement: boolean;
  /** After the initial term the contract runs on until a party ends it by notice: no fixed renewal period. */
  evergreen: boolean;
  /** One party's option to extend the term: nothing renews unless it is exercised. */
  option?: ExtensionOption | null;
}

function checkClause(type: ClauseType, text: string, facts: ClauseFacts, fields: ContractFields, rule: PlaybookRule | undefined, operative: string, renewal: RenewalFacts, contractText?: string, readings?: ContractReadings): CheckResult {
  const conditions = rule?.conditions ?? [];
  const results: CheckResult[] = [];
  for (const condition of conditions) {
    const result = checkCondition(condition, type, text, facts, fields, renewal, contractText, readings);
    if (result) results.push(result);
  }
  if (results.length > 0) {
    const violated = results.some((r) => r.violated === true) ? true : results.every((r) => r.violated === false) ? false : null;
    return { violated, finding: results.map((r) => r.finding).join(' '), quiet: results.every((r) => r.quiet === true) };
  }
  // "shall not apply to a Party's indemnification obligations, breach of confidentiality, or gross negligence or wilful
  // misconduct": the claims a cap position itself keeps uncapped, for both parties alike, are no uncapped exposure
  // the playbook means to prohibit.
  if (type === 'Uncapped Liability' && rule?.requirement === 'prohibited') {
    const uncapped = uncappedClaimsOf(text, facts);
    if (uncapped !== null && uncapped.length === 0) {
      return { violated: false, finding: capCarveOutsOf(text).length > 0 ? 'No liability is left uncapped.' : 'No liability is left uncapped: every claim is under the cap, and the exception lifts only the exclusion of indirect losses.' };
    }
  }
  // "Except for breach of Section 7, neither Party is liable … for any indirect … damages": a clause that states no cap
  // and only keeps indirect loss recoverable for the claims it names. Say so, and judge those claims as a cap's carve-outs.
  if (type === 'Uncapped Liability' && rule?.requirement === 'prohibited' && capCarveOutsOf(text).length === 0 && !statesCap(facts, text)) {
    const lifted = exclusionCarveOutsOf(text);
    // With a cap elsewhere in the contract the claims are judged as its carve-outs; with none, all liability is uncapped.
    const capElsewhere = contractText !== undefined && capStatementOf(contractText) !== null;
    if (lifted.length > 0 && !capElsewhere) {
      const named = contractText === undefined ? lifted : lifted.map((c) => withSectionHeadings(c, contractText));
      return { violated: true, finding: `No clause caps liability, so all of it is uncapped, which the playbook prohibits; this clause only keeps indirect and consequential loss recoverable for ${quotedList(named)}.` };
    }
    if (lifted.length > 0 && areStandardMutualCarveOuts(lifted, contractText)) {
      return { violated: false, finding: `The clause keeps indirect and consequential loss recoverable for ${quotedList(lifted)}, a carve-out such exclusions usually make for both parties; the cap elsewhere still applies.` };
    }
  }
  if (type === 'Uncapped Liability' && rule?.requirement === 'prohibited' && areStandardMutualCarveOuts(capCarveOutsOf(text), contractText)) {
    const oneParty = capCarveOutsOf(text).some(namesOneParty);
    return { violated: false, finding: `Only the claims a liability cap usually leaves out are uncapped${oneParty ? ' (one of them an indemnity of one party alone)' : ', for both parties alike'}.` };
  }
  // A right to terminate when a minimum is missed commits no one to the minimum: the warning about commitments payable
  // whatever the demand does not fit it.
  if (type === 'Minimum Commitment') {
    const finding = describe(type, withDurationsOf(facts, operative), fields, operative, text, renewal);
    if (/^Lets /.test(finding)) return { violated: null, finding, quiet: true };
  }
  // A clause read as a minimum commitment that states no minimum ("Client shall notify Service Provider at least one
  // hundred twenty (120) days before the end of the Term", "To pay interest … on any Rent not paid within fourteen (14)
  // days") commits to nothing: saying so beats naming a commitment it does not make.
  if (type === 'Minimum Commitment' && !statesAMinimum(text)) {
    return { violated: false, finding: 'Read as a minimum commitment, but it states no minimum quantity, volume or sum to buy or pay: only a time limit or a notice period.', quiet: true };
  }
  // A right to terminate on a challenge, or a promise not to challenge the other's rights, waives no claim: the warning
  // that a covenant not to sue gives up claims does not fit either.
  if (type === 'Covenant Not to Sue' && rule?.requirement !== 'prohibited') {
    const finding = describe(type, withDurationsOf(facts, operative), fields, operative, text, renewal);
    if (/^Lets /.test(finding)) return { violated: null, finding, quiet: true };
    if (noChallengeOf(withoutLeadingHeading(operative).replace(/\s+/g, ' ')) === finding) return { violated: null, finding, quiet: true, recommendation: NO_CHALLENGE_POINT };
  }
  if (rule?.requirement === 'prohibited') {
    // Say what is uncapped: the claims the clause lifts out of the cap, in its words.
    const uncapped = type === 'Uncapped Liability' ? liabilityCarveOutsOf(text, text) : [];
    if (uncapped.length > 0) return { violated: true, finding: `Liability is left uncapped for ${quotedList(uncapped)}, which the playbook prohibits.` };
    return { violated: true, finding: `${type} is present, which the playbook prohibits.` };
  }
  // The periods the description quotes are those of the operative sentence, not a neighbour's; a cure period may stand
  // in the sentence after the right ("6.2 Franchisor may terminate … if Franchisee fails to cure any other default within
  // thirty (30) days"), and curePeriodsOf takes only a period that curing is given.
  return { violated: null, finding: describe(type, type === 'Termination for Cause' ? facts : withDurationsOf(facts, operative), fields, operative, text, renewal) };
}

/**
 * The claims a capped clause leaves with no cap at all: its exceptions to the cap that no second cap takes up. Null
 * when the clause states no cap, or says outright that some liability is unlimited ("Nothing in this Agreement limits
 * …", "unlimited"), which no reading of its exceptions can make capped.
 */
function uncappedClaimsOf(text: string, facts: ClauseFacts): string[] | null {
  if (!statesCap(facts, text) || /\bnothing\s+in\s+this\b|\bunlimited\b|\buncapped\b/i.test(text)) return null;
  const toCap = capCarveOutsOf(text);
  if (toCap.length === 0 && exclusionCarveOutsOf(text).length === 0) return null;
  return toCap.filter((c) => separateCapFor(c, text) === null);
}


function checkCondition(condition: RuleCondition, type: ClauseType, text: string, facts: ClauseFacts, fields: ContractFields, renewal: RenewalFacts, contractText?: string, readings?: ContractReadings): CheckResult | null {
  switch (condition.kind) {
    case 'allowed_jurisdictions': {
      // The clause's own choice where it names one: an attachment governed "by the laws of the State of Texas" in a
      // contract read as governed by Singapore law is judged, and named, by Texas law.
      const law = facts.governingLaw ?? fields.governingLaw;
      // "The Governing Law … provisions of the Distribution Agreement will apply to this Addendum", "governed … in
      // accordance with the law set forth in the Seller's general terms and conditions": chosen in another document.
      if ((law === null || facts.governingLaw === null) && takesLawFromAnotherDocument(text)) {
        return { violated: null, finding: 'The clause names no law of its own: it applies the law another document chooses; check that document.' };
      }
      if (law === null) return { violated: null, finding: 'The governing law could not be identified in this clause.' };
      const allowed = condition.jurisdictions.some((j) => sameJurisdiction(j, law));
      return {
        violated: !allowed,
        finding: allowed
          ? `Governed by the law of ${jurisdictionName(law)}, an allowed jurisdiction.`
          : `Governed by the law of ${jurisdictionName(law)}, which is not among the allowed jurisdictions (${condition.jurisdictions.join(', ')}).`,
      };
    }
    case 'min_liability_cap_months': {
      // The cap in the clause's words where they say more than a number of months ("the Licence Fee plus the
      // Maintenance Fees paid in the twelve (12) months before the claim", "… in that Contract Year").
      const words = capWords(text);
      // "subject to the exclusions and limitations of liability in the Main Agreement": no cap of its own to measure.
      const follows = hasCapAmount(facts) || capStatementsOf(text).length > 0 ? null : liabilityFollowsAgreement(text);
      if (follows) return { violated: null, quiet: true, finding: `Liability here follows the exclusions and limits of liability in the ${follows}: this text sets no cap of its own, so the cap is whatever the ${follows} states.` };
      if (facts.capMonthsOfFees !== null) {
        const ok = facts.capMonthsOfFees >= condition.months;
        return {
          violated: !ok,
          finding: `Liability is capped at ${words && CAP_BEYOND_MONTHS.test(words) ? `“${words}” (read as ${facts.capMonthsOfFees} months of fees)` : `${facts.capMonthsOfFees} months of fees`}${ok ? '' : `, below the ${condition.months} months the playbook requires`}.`,
        };
      }
      // What the cap is measured against: months of recurring fees, a one-off purchase's price, or neither.
      const measure = capMeasureIn(contractText, readings);
      if (measure === 'price' && words && capCoversPrice(words)) return { violated: false, finding: `Liability is capped at “${words}”, the whole contract price: the usual measure for a one-off purchase, which has no run of fees to count months of.` };
      // "liability for loss or damage shall not exceed $5.00 per pound of the goods": a cargo or goods cap is measured
      // against what the goods are worth, not months of fees.
      const stated = capStatementsOf(text);
      const goods = GOODS_CAP.test(stated[0]?.sentence ?? text.replace(/\s+/g, ' '));
      const compare = goods ? 'compare it with the value of the goods it covers, per unit and per shipment' : measure === 'price' ? 'compare it with the contract price (a one-off purchase has no run of fees to count months of)' : measure === 'none' ? `no fees for work flow under this contract, so ${condition.months} months of fees is no measure: compare it with what each party stands to lose` : `compare it with ${condition.months} months of fees under this contract`;
      if (facts.amounts.length > 0) {
        // A carrier's cargo limit caps what is paid for lost or damaged goods, not liability between the parties.
        if (goods) return { violated: null, finding: `Liability for loss of or damage to the goods is limited to ${facts.amounts.slice(0, 2).join(' / ')}: a cargo limit, not a cap on liability between the parties; ${compare}.` };
        return { violated: null, finding: `Liability is capped at ${facts.amounts.slice(0, 2).join(' / ')}; ${compare}.` };
      }
      if (facts.capIsTotalFees) return { violated: false, finding: `Liability is capped at ${words ? `“${words}”` : 'the fees paid or payable under the contract'}.` };
      if (stated.length > 0) return { violated: null, finding: `${capFinding(stated, contractText)}; ${compare}.` };
      // "Neither Party's liability for indirect or consequential damages is excluded for breach of Section 9.1": said not to be excluded.
      const notExcluded = unlimitedClaimsOf(text);
      const excludes = notExcluded.length > 0
        ? `No exclusion is stated: liability for ${listOf(notExcluded.map((c) => `“${c}”`))} is expressly not excluded, and `
        : /\b(?:consequential|indirect|special|punitive|lost\s+profits?)\b/i.test(text)
          ? 'Indirect and consequential damages are excluded, but '
          : 'Liability is limited, but ';
      return { violated: null, finding: `${excludes}the clause states no cap amount or fee period to check against ${condition.months} months of fees.` };
    }
    case 'min_notice_days': {
      // Notice that exercises an option to extend is a window for its holder, not a notice that stops a renewal.
      if (renewal.option) return { violated: false, finding: `The notice here exercises ${possessive(renewal.option.holder)} option to extend${renewal.option.window ? `: it must be given ${renewal.option.window}` : ''}; nothing renews unless it is given.` };
      // The clause's own notice period first: the contract-level field may come from another clause.
      const notice = facts.notice ?? (type === 'Notice Period to Terminate Renewal' ? fields.noticePeriodToTerminateRenewal : null);
      // "continues until terminated by either party giving written notice", with the notice in another subsection.
      if (notice === null && runsUntilNoticeFromStart(text, fields)) {
        const stated = contractText !== undefined ? terminationNoticeOf(contractText) : null;
        // Nothing renews, so no renewal window can be missed: the playbook's concern does not arise.
        return { violated: false, finding: `The contract does not renew: it runs until either party ends it by notice${stated ? `, and the notice is stated elsewhere: “${stated}”` : ', and no notice period is stated'}.` };
      }
      if (notice === null) return { violated: null, finding: 'No notice period is stated.' };
      const days = durationInDays(notice);
      const ok = days >= condition.days;
      return { violated: !ok, finding: `${renewal.evergreen ? 'Notice to end the contract after its initial term' : 'Non-renewal notice'} is ${durationWords(notice)}${ok ? `, at least the ${condition.days} days the playbook requires` : `, shorter than the ${condition.days} days the playbook requires`}.` };
    }
    case 'max_auto_renewal_years': {
      // The clause's own period only when it is not the notice period ("renews … unless notice is given ninety (90) days before").
      // "an initial term of one (1) year and indefinitely after that until terminated by twelve (12) months' notice":
      // no period renews; what commits us after the initial term is the notice needed to end it.
      if (runsUntilNoticeFromStart(text, fields)) return { violated: false, finding: 'The contract does not renew: it has no fixed term and runs until either party ends it by notice.' };
      if (renewal.evergreen) {
        const notice = facts.notice ?? fields.noticePeriodToTerminateRenewal;
        const within = notice !== null && durationInDays(notice) / 365 <= condition.years + 1e-9;
        return {
          violated: notice === null ? null : !within,
          finding: `There is no fixed renewal period: after its initial term the contract continues until either party ends it${notice ? ` on ${noticeWords(notice)}` : ' by notice'}${notice === null ? '' : within ? `, so it commits us for no longer than the ${condition.years}-year renewal the playbook accepts` : `, which commits us for longer than the ${condition.years}-year renewal the playbook accepts`}.`,
        };
      }
      const period = fields.renewalTerm ?? termLength(facts, text) ?? null;
      if (renewal.option) {
        // The length the option adds is the one its own sentence states ("Customer may extend the Initial Term for one
        // further period of two (2) years"), not the initial term stated before it ("continues for five (5) years").
        const optionSentence = text.split(/(?<=\.)\s+(?=[A-Z])/).find((s) => /\b(?:extend|renew)\w*/i.test(s) && /\b(?:may|options?|rights?|elect\w*)\b/i.test(s));
        const length = optionSentence ? termLength(withDurationsOf(facts, optionSentence), optionSentence) : termLength(facts, text);
        // A contract written to "you" says "you have", "you give".
        const you = /^you$/i.test(renewal.option.holder);
        return { violated: false, finding: `${capitalised(renewal.option.holder)} ${you ? 'have' : 'has'} an option to extend the term${length ? ` by ${durationWords(length)}` : ''}; it is no automatic renewal: nothing renews unless ${renewal.option.holder} ${you ? 'give' : 'gives'} notice${renewal.option.window ? ` ${renewal.option.window}` : ''}.` };
      }
      // Renewal only by the parties' written agreement is no automatic renewal: there is nothing to limit.
      if (renewal.byAgreement) {
        return { violated: false, finding: `The contract does not renew automatically: it continues${period ? ` for ${durationWords(period)} at a time` : ''} only if the parties agree an extension in writing.` };
      }
      if (period === null) {
        return /\bequal\s+(?:in\s+(?:duration|length)\s+)?to\s+the\s+(?:previous|preceding|initial|then[- ]current|prior)\s+term\b/i.test(text)
          ? { violated: null, finding: 'The contract renews for a term equal to the previous one; check that against the playbook’s renewal limit.' }
          : { violated: null, finding: 'The clause renews the contract, but the renewal period is not stated.' };
      }
      const years = durationInDays(period) / 365;
      const ok = years <= condition.years + 1e-9;
      return { violated: !ok, finding: `The contract renews for ${durationWords(period)} at a time${ok ? '' : `, longer than the ${condition.years}-year renewal the playbook accepts`}.` };
    }
    case 'max_restriction_months': {
      const period = facts.durations.find((d) => d.unit !== 'day' || d.value >= 30) ?? leadInPeriod(text, contractText);
      // "During the Term, the Partner shall not …": a restriction bounded by the contract's term ends with it, and runs on
      // with any renewal of it.
      if (!period && DURING_TERM_ONLY.test(text)) return { violated: null, finding: `The ${clauseTypeInProse(type)} lasts during the term and ends with it${fields.expirationDate ? ` (${fields.expirationDate}${fields.renewalTerm ? ', or later if the contract renews' : ''})` : ''}; compare the term with the ${condition.months} months the playbook accepts.` };
      if (!period) return { violated: null, finding: `The ${clauseTypeInProse(type)} states no time limit, so it may run for the whole term or longer.` };
      const months = durationInDays(period) / 30;
      const ok = months <= condition.months + 0.5;
      // "During the Term and for a period of twelve (12) months after its expiry or termination": the period runs after the
      // term, which the restriction lasts too.
      const afterTerm = new RegExp(String.raw`\b(?:during|throughout)\s+the\s+(?:[A-Z][\w-]*\s+)?[Tt]erm\b[^.;]{0,60}?\band\s+(?:for\s+)?(?:a\s+(?:further\s+)?period\s+of\s+)?${escapeRegExp(period.text)}\s+(?:after|following|thereafter|from)\b`, 'i').test(text.replace(/\s+/g, ' '));
      return { violated: !ok, finding: `The restriction lasts ${afterTerm ? `for the term and ${durationWords(period)} after it ends` : durationWords(period)}${ok ? '' : `, beyond the ${condition.months} months the playbook accepts`}.` };
    }
  }
}

export function hasCapAmount(facts: ClauseFacts): boolean {
  return facts.amounts.length > 0 || facts.capMonthsOfFees !== null || facts.capIsTotalFees;
}

/** Whether the clause states a cap: one the engine measured, or a sentence capping liability at a sum in its own words. */
export function statesCap(facts: ClauseFacts, text: string): boolean {
  return hasCapAmount(facts) || capStatementOf(text) !== null;
}

/** A cap whose words say more than a number of months of fees: a sum added, the greater or lesser of two measures. */
// A percentage or multiple of the fees ("125% of the Charges paid in the 12 months …", "twice the fees") says more than the months too.
const CAP_BEYOND_MONTHS = /\b(?:plus|greater|lesser|higher|in\s+addition|twice|double|times)\b|\d\s*(?:%|per\s*cent\b|percent\b)/i;

/** The cap as the clause words it, when it states one. */
function capWords(text: string): string | null {
  return capStatementOf(text)?.cap ?? null;
}

/** "Liability is capped at “the fees owed …”": each distinct cap the clause states, in its words. */
function capFinding(caps: CapStatement[], contractText?: string): string {
  const distinct = [...new Map(caps.map((c) => [c.cap.toLowerCase(), c])).values()].slice(0, 2);
  const redacted = distinct.some((c) => c.redacted) ? ' (the figure is left out of this copy of the contract)' : '';
  // A cap named by a defined term says its amount where the contract defines it ("Increased Cap Amount: USD 2,000,000").
  return `Liability is capped at ${distinct.map((c) => (contractText !== undefined ? capWithAmount(c.cap, contractText) : `“${c.cap}”`)).join(' and, in a second cap, at ')}${redacted}`;
}

/** "owns the Licensed Patents", "is the sole owner of the Software", "has good title to the Equipment". */
export const OWNS = /\b(?:is\s+the\s+(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+|legal\s+and\s+beneficial\s+)?owner\s+of|owns|has\s+(?:good\s+(?:and\s+marketable\s+)?)?title\s+to)\s+((?:the\s+|all\s+)?[^.;,]{3,60}?)(?=\s+and\b|\s+free\b|[.;,]|$)/i;

const REPRESENTED: Record<Representation, (text: string) => string> = {
  // "warrants that it owns the Licensed Patents and has the right to grant this licence": title to what is granted.
  authority: (text) => {
    const owns = OWNS.exec(text.replace(/\s+/g, ' '));
    const grant = /\bright\s+to\s+grant\s+(?:the\s+|this\s+|these\s+|such\s+)?(licen[cs]es?|rights?|sublicen[cs]es?)\b/i.exec(text);
    if (!owns && !grant) return 'it has the power and authority to enter into and perform the contract';
    return [owns ? `it owns ${owns[1]!.trim()}` : null, grant ? `it has the right to grant the ${grant[1]!.toLowerCase()}` : null].filter((c) => c !== null).join(' and ');
  },
  'no-conflict': (text) => {
    const consents = /\b(?:consents?|approvals?|authori[sz]ations?|permits?)\b/i.test(text) ? 'it has obtained the consents and approvals it needs' : null;
    const conflicts = /\bconflict|\bcontraven|\bbreach|\bdefault|\bparty\s+to\s+any\b/i.test(text) ? 'the contract conflicts with none of its other obligations' : null;
    return [conflicts, consents].filter((c) => c !== null).join(' and ') || 'the contract conflicts with none of its other obligations';
  },
  compliance: (text) => `it ${/\b(?:will|shall)\s+(?:at\s+all\s+times\s+)?comply\b/i.test(text) ? 'will comply' : 'complies'} with applicable law`,
};

/**
 * "Each party represents that it has the power and authority to enter into and perform the contract.": who gives
 * the representations about itself (both parties, or the party the sentence names as its subject) and what they say.
 * Null when the clause warrants a product or service.
 */
export function representationOpening(operative: string, text: string = operative): string | null {
  const kinds = representationsOf(operative, text);
  if (kinds === null) return null;
  const sentence = withoutLeadingHeading(operative);
  const source = representationsOf(sentence, sentence) !== null ? sentence : text;
  const verb = /\brepresent/i.test(source) ? (/\bwarrant/i.test(source) ? 'represents and warrants' : 'represents') : /\bwarrant/i.test(source) ? 'warrants' : 'represents';
  const named = /^((?:the\s+)?\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'’-]*){0,3})\s+(?:hereby\s+|further\s+)?(?:represents|warrants|covenants|agrees)\b/u.exec(sentence);
  const who = MUTUAL.test(sentence) || (!named && MUTUAL.test(source)) ? 'Each party' : named && !/^(?:it|this|such|any)$/i.test(named[1]!) ? named[1]!.replace(/^the\s/, 'The ') : null;
  const clauses = kinds.map((k) => REPRESENTED[k](source));
  const list = listOf(clauses.map((c) => `that ${c}`));
  return who === null ? `Gives representations about the party giving them, not a product or service warranty: ${list}.` : `${who} ${verb} ${list}.`;
}

/** A one-line reading of a clause without a playbook condition. */
/** The event a term's length is counted from, where it is not the agreement's own start ("ten (10) years after the date
 *  the Franchised Business first opens to the public"); null for the effective date, the date of the agreement or none. */
function lengthFromEvent(text: string, lengthText: string): string | null {
  const flat = text.replace(/\s+/g, ' ');
  const m = new RegExp(String.raw`${escapeRegExp(lengthText.replace(/\s+/g, ' '))}\s+(?:after|from|following)\s+((?:the|its|each)\s+[^.;,()]{3,100}?)(?=\s*(?:\(|[.;,]|$|\s+(?:unless|subject|provided|and\s+(?:shall|will|may))\b))`, 'i').exec(flat);
  if (!m) return null;
  const event = m[1]!.trim();
  return /\b(?:effective\s+date|date\s+(?:hereof|of\s+this\s+agreement)|execution|signing|commencement\s+date|start\s+date)\b/i.test(event) ? null : event;
}

/** The sums after the first when they add up to it, in one currency ("$320,000" then "$48,000", "$112,000", "$128,000",
 *  "$32,000"): the instalments of that total. Null otherwise. */
function instalmentsOf(amounts: string[]): string[] | null {
  if (amounts.length < 3) return null;
  const parse = (a: string) => {
    const m = /^([^\d\s]*)\s?([\d,]+(?:\.\d+)?)$/.exec(a.trim());
    return m ? { currency: m[1]!, value: Number(m[2]!.replace(/,/g, '')) } : null;
  };
  const [total, ...rest] = amounts.map(parse);
  if (!total || rest.some((r) => r === null || r.currency !== total.currency)) return null;
  const sum = rest.reduce((acc, r) => acc + r!.value, 0);
  return Math.abs(sum - total.value) < 0.005 ? amounts.slice(1) : null;
}

/** A recurrence stated in words: "monthly", "each quarter", "per month", "every year". */
const RECURRENCE_STATED = /\b(?:weekly|monthly|quarterly|annually|yearly|semi-?annually|bi-?annually|(?:per|each|every|a)\s+(?:calendar\s+)?(?:week|month|quarter|year|annum))\b/i;

function describe(type: ClauseType, facts: ClauseFacts, fields: ContractFields, operativeText: string, clauseText: string = operativeText, renewal: RenewalFacts = { byAgreement: false, evergreen: false }): string {
  const period = facts.durations[0];
  // "Buyer may inspect the Products within fifteen (15) days after delivery and may reject any that do not conform":
  // a period to inspect and reject, with no warranty in it, says nothing of how long a warranty lasts.
  if (type === 'Warranty Duration' && inspectsWithoutWarranty(operativeText)) return `Sets a period to inspect deliveries and reject those that do not conform${period ? ` (${period.text})` : ''}.`;
  switch (type) {
    case 'Expiration Date':
    case 'Term': {
      // A notice window ("at least ninety (90) days prior to the end of the term") is no length of term.
      const length = termLength(facts, operativeText);
      const untilNotice = `the contract then continues until either party ends it${fields.noticePeriodToTerminateRenewal ? ` on ${noticeWords(fields.noticePeriodToTerminateRenewal)}` : ' by notice'}`;
      const renews = renewal.evergreen
        ? `; ${untilNotice}`
        : !fields.renewalTerm
        ? ''
        : renewal.byAgreement
          ? `; it may be renewed for ${durationWords(fields.renewalTerm)} at a time only by the parties’ written agreement`
          : renewal.option
          ? `; ${renewal.option.holder} may renew it for ${durationWords(fields.renewalTerm)} by notice${renewal.option.window ? ` given ${renewal.option.window}` : ''}, and nothing renews otherwise`
          : `, then renews for ${durationWords(fields.renewalTerm)} at a time unless notice of non-renewal is given`;
      // "until the later of (a) the fifth anniversary … and (b) the completion of all Milestones": the date is the earliest end.
      const laterOf = laterOfAnEvent(operativeText);
      if (laterOf) return `The term has no fixed end date: it runs until ${laterOf}${fields.expirationDate ? `, so it ends no earlier than ${fields.expirationDate}` : ''}${renews}.`;
      // Expiration Date says when it ends; Term how long it runs, from when, and what follows.
      if (type === 'Expiration Date' && fields.expirationDate && renewal.evergreen) return `The initial term ends on ${fields.expirationDate}; ${untilNotice}.`;
      if (type === 'Expiration Date' && fields.expirationDate) return `The contract expires on ${fields.expirationDate}${!fields.renewalTerm ? '' : renewal.byAgreement ? ' unless the parties agree in writing to renew it' : ' unless it renews'}.`;
      if (fields.expirationDate) {
        // A term that commences on a date of its own ("commences on the Commencement Date", defined as May 1, 2026) runs
        // from that date, not from the date the agreement is signed.
        const from = fields.termStart?.date ? `the ${fields.termStart.name} (${fields.termStart.date})` : (fields.effectiveDate ?? 'the effective date');
        return `The term runs from ${from}${fields.initialTerm ? ` for ${durationWords(fields.initialTerm)}` : ''} to ${fields.expirationDate}${renews}.`;
      }
      const term = termFactsOf(facts, fields, operativeText);
      if (term.perpetual) return 'The contract has no fixed end date and runs until terminated.';
      // "expires ten (10) years after the date the Franchised Business first opens to the public": the length runs from
      // that event, not from the effective date.
      const fromEvent = length ? lengthFromEvent(operativeText, length.text) : null;
      if (length && fromEvent) return `The term runs until ${durationWords(length)} after ${fromEvent}${renews}.`;
      if (length) return `The term runs for ${durationWords(length)}${renews}.`;
      // "begins on the date Lessee signs a Delivery and Acceptance Certificate (the \"Commencement Date\")": an event, no date.
      if (fields.initialTerm && fields.termStart && fields.termStart.date === null) return `The term runs for ${durationWords(fields.initialTerm)} from the ${fields.termStart.name}, which the contract leaves to an event, so its end date cannot be computed yet${renews}.`;
      // "until the expiry of the last valid claim of the Licensed Patents", "for so long as …": an end set by an event, not a date.
      if (term.openEnded) return `The term has no fixed end date: it runs ${term.openEnded}${renews}.`;
      return term.blankEnd ? 'The clause sets the duration of the contract, but its end date is left blank in this text.' : 'The clause sets the duration of the contract.';
    }
    case 'Limitation of Liability': {
      const excludes = /\b(?:consequential|indirect|special|punitive|incidental|lost\s+profits?)\b/i.test(operativeText);
      const words = capWords(operativeText) ?? capWords(clauseText);
      const months = facts.capMonthsOfFees !== null ? `${facts.capMonthsOfFees} months of fees` : null;
      const cap = months && words && CAP_BEYOND_MONTHS.test(words) ? `“${words}”` : months ?? (facts.amounts.length > 0 ? facts.amounts.slice(0, 2).join(' / ') : facts.capIsTotalFees ? (words ? `“${words}”` : 'the fees paid or payable') : null);
      if (excludes && cap) return `Excludes indirect and consequential damages and caps liability at ${cap}.`;
      if (excludes) return 'Excludes indirect and consequential damages.';
      if (cap) return `Caps liability at ${cap}.`;
      // "Neither party excludes liability for death or personal injury …, for fraud, …": what no limit reaches.
      const unlimited = unlimitedClaimsOf(operativeText);
      return unlimited.length > 0 ? `No exclusion or cap reaches liability for ${listOf(unlimited.map((c) => `“${c}”`))}: that liability stays unlimited.` : 'Limits liability.';
    }
    case 'Uncapped Liability':
      return 'Some liability is excluded from any cap.';
    case 'Cap on Liability': {
      if (facts.amounts.length > 0) return `Liability is capped at ${facts.amounts.slice(0, 2).join(' / ')}.`;
      const stated = capStatementsOf(operativeText);
      return stated.length > 0 ? `${capFinding(stated)}.` : 'Liability is limited.';
    }
    case 'Payment Terms': {
      // The clause's own payment period and interest, not the first period read (a price-change notice).
      const pay = paymentTermsOf(clauseText);
      // A rate of interest "per month" is no monthly payment: the recurrence must be stated outside it.
      const flatClause = clauseText.replace(/\s+/g, ' ');
      const onlyTheRate = pay.interest !== null && pay.interest !== undefined && !RECURRENCE_STATED.test(flatClause.replace(pay.interest, ' '));
      const recurrence = onlyTheRate ? 'none' : facts.recurrence;
      const when = recurrence !== 'none' ? `, ${recurrence}` : !pay.period && !pay.grace && period && isPaymentPeriod(operativeText, period.text) ? `, within ${durationWords(period)}` : '';
      // "$175 per hour, at most $14,000 for any calendar month": each sum with its unit and what it is.
      // "a fixed fee of $320,000, payable on achievement of the following milestones: (a) … $48,000; (b) … $112,000; …":
      // sums that add up to the first are its instalments, not payments beside it.
      // A threshold the payment is measured above ("25% of Net Sales in excess of the Baseline of $40,000,000") is no sum paid.
      const paid = facts.amounts.filter((a) => !new RegExp(`\\b(?:in\\s+excess\\s+of|above|exceed(?:s|ing)?|over|threshold\\s+of|baseline\\s+of)\\s+(?:(?:the|a|an)\\s+)?(?:[A-Z][\\w-]*\\s+)?(?:of\\s+)?${escapeForRegExp(a)}`, 'i').test(flatClause));
      const parts = instalmentsOf(paid);
      const opening = parts
        ? `Payment of ${paid[0]}${when}, in instalments of ${listOf(parts)}.`
        : paid.length > 0 ? `Payment of ${amountsWithUnits(paid.slice(0, 3), clauseText).join(', ')}${when}.` : `Sets payment terms${when}.`;
      const due = pay.period ? ` Payment is due within ${pay.period}.` : pay.dueOn ? ` Payment is due ${pay.dueOn}.` : '';
      const late = pay.interest ? ` Late payments bear interest at ${pay.interest}.` : pay.lateCharge ? ` A late payment bears a charge of ${pay.lateCharge}${pay.grace ? ` once ${pay.grace} have passed` : ''}.` : '';
      // "Ledgerpoint may terminate the licence if the Licensee fails to pay … within 60 days after its due date".
      if (pay.unpaidRemedy && !pay.period && facts.amounts.length === 0 && operativeText.replace(/\s+/g, ' ').includes(pay.unpaidRemedy.slice(0, 40))) {
        return `Sets what a party may do if a sum stays unpaid, not when payment is due.${late}`;
      }
      const remedy = pay.unpaidRemedy ? ` On non-payment: ${pay.unpaidRemedy}.` : '';
      // "Manufacturer may adjust prices once in each calendar year …, provided that no adjustment may exceed the CPI
      // increase": how prices may change is money a lawyer reads in the payment clause too.
      const price = priceChangeWords(clauseText);
      return `${opening}${due}${late}${remedy}${price && price.includes('may rise') ? ` ${price}.` : ''}`;
    }
    case 'Price Restrictions': {
      const said = priceChangeWords(clauseText);
      return said ? `${said}.` : `${TYPE_GIST[type]}.`;
    }
    case 'Indemnification': {
      // "On termination, the Agent is entitled to an indemnity …": a payment when the contract ends, not a claims indemnity.
      const payment = terminationIndemnityOf(clauseText);
      if (payment !== null) {
        return `When the contract ends, ${payment.payee} is entitled to ${payment.kind === 'indemnity' ? 'an indemnity' : 'compensation'} for the business it leaves behind: a sum paid on termination, not an indemnity against claims${payment.cap ? `, capped at ${payment.cap}` : ''}.`;
      }
      // Each indemnity of the provision, both ways where each party gives one.
      return indemnitiesFinding(indemnitiesOf(clauseText)) ?? `${TYPE_GIST[type]}.`;
    }
    case 'License Grant': {
      // Each licence of the provision: one each way is a cross-licence.
      const grants = licenceGrantsOf(clauseText);
      if (grants.length === 0) return `${TYPE_GIST[type]}.`;
      const said = grants.slice(0, 2).map((g) => `${g.grantor} grants ${g.grantee} ${shortQuote(g.terms).replace(/[.,;]+$/, '')}`);
      return `${said.join('; ')}${isCrossLicence(grants) ? ' (a cross-licence: each party licenses the other)' : ''}.`;
    }
    case 'Data Protection':
      // Breach notice within so many hours, sub-processors on notice, deletion within so many days: what this part states.
      return dataProtectionFinding(clauseText) ?? `${TYPE_GIST[type]}.`;
    case 'Confidentiality':
      // A period in a confidentiality clause is as often a deadline (notice within five days) as a duration;
      // the review point says how long the duty lasts.
      return `${TYPE_GIST.Confidentiality}.`;
    case 'Warranty Disclaimer':
      return 'Disclaims warranties beyond those the contract states.';
    case 'Warranty':
      // A disclaimer ("provided without warranty of any kind", "AS IS") takes warranties away rather than giving them.
      if (WARRANTY_DISCLAIMER.test(operativeText)) return 'Disclaims warranties beyond those the contract states.';
      // Representations about a party (authority, consents, compliance), as the recommendation reads them, are no
      // warranties of what is supplied: the opening says what is represented and by whom.
      return representationOpening(operativeText, clauseText) ?? `${TYPE_GIST.Warranty}${period ? ` (${durationWords(period)})` : ''}.`;
    case 'Minimum Commitment': {
      // "shall use reasonable efforts to achieve … at least EUR 250,000": a target to strive for, no sum owed on a shortfall.
      const efforts = /\b((?:commercially\s+)?reasonable|best|good[-\s]faith|diligent)\s+efforts\s+to\s+(?:achieve|reach|meet|attain|generate|sell)\b/i.exec(operativeText);
      const amount = facts.amounts.length > 0 ? ` of ${facts.amounts.slice(0, 2).join(', ')}` : '';
      if (efforts) return `Sets a target${amount} that the bound party must only use ${efforts[1]!.toLowerCase()} efforts to reach: missing it is no breach by itself and owes no shortfall payment.`;
      // "if the royalties paid for a calendar year are less than $750,000, Licensee shall pay the shortfall within 60
      // days after the end of that year": a minimum royalty, topped up after the year, not a purchase commitment.
      const royalty = /\broyalt\w*\b[^.]{0,120}\b(?:less\s+than|below)\b|\bminimum\s+(?:annual\s+)?royalt/i.test(operativeText);
      if (royalty) {
        const payer = /\b((?:the\s+)?[A-Z][\w&.'’-]*)\s+(?:shall|will|must)\s+pay\s+(?:the\s+|any\s+|such\s+)?(?:shortfall|difference|balance)/.exec(operativeText)?.[1];
        const when = /\bshortfall\b[^.;]{0,20}?\b(within\s+[^.;,]{3,60}?)(?=[.;,]|$)/i.exec(operativeText)?.[1];
        return `Sets a minimum royalty${amount} a year: ${payer ?? 'the paying party'} pays any shortfall below it${when ? ` ${when}` : ''}.`;
      }
      // "The first three (3) months of each forecast are a binding commitment: Brightwell shall issue purchase orders for
      // at least the quantities forecast …. Each purchase order shall be for at least the minimum order quantity …": each
      // commitment the clause makes, in its words, rather than the type's name.
      const commitments = operativeSentencesOf(clauseText)
        .map((s) => withoutLeadingHeading(s.text).replace(/\s+/g, ' ').trim())
        // "… are a binding commitment: Brightwell shall issue …" is one sentence, split at its colon.
        .reduce<string[]>((out, s) => (out.length > 0 && out.at(-1)!.endsWith(':') ? [...out.slice(0, -1), `${out.at(-1)} ${s}`] : [...out, s]), [])
        .filter((s) => COMMITMENT.test(s) && !TERMINATES_ON_A_SHORTFALL.test(s))
        .slice(0, 2);
      if (commitments.length > 0) return `Commits to minimums: ${commitments.map((c) => `“${shortQuote(c).replace(/[.;]$/, '')}”`).join('; ')}.`;
      // "Supplier may terminate this Agreement on sixty (60) days' written notice if Distributor fails to meet the Minimum
      // Purchase Commitment": what missing the minimum costs, not the minimum itself.
      const onShortfall = TERMINATES_ON_A_SHORTFALL.exec(withoutLeadingHeading(operativeText).replace(/\s+/g, ' '));
      if (onShortfall) return `Lets ${onShortfall[1]!.replace(/^The\b/, 'the')} terminate if ${onShortfall[2]!.replace(/^The\b/, 'the')} ${onShortfall[3]!.trim()}: the consequence of missing a minimum, which is set elsewhere.`;
      // The period of the minimum, not a notice period beside it ("upon thirty (30) days' written notice if Reseller fails
      // to meet the sales targets" gives thirty days to a termination, not to the commitment).
      const minimumPeriod = period && operativeSentencesOf(operativeText).some((s) => s.text.includes(period.text) && MINIMUM_NAMED.test(s.text) && !/\bnotice\b/i.test(s.text)) ? period : undefined;
      return `${TYPE_GIST[type]}${minimumPeriod ? ` (${durationWords(minimumPeriod)})` : ''}${amount ? `, involving ${facts.amounts.slice(0, 2).join(', ')}` : ''}.`;
    }
    case 'Anti-Assignment': {
      // "Carrier shall not broker, subcontract or interline any shipment without Shipper's prior written consent": a ban
      // on handing the work on, not on assigning the contract.
      const flat = withoutLeadingHeading(operativeText).replace(/\s+/g, ' ');
      const ban = /\b((?:the\s+)?[A-Z][\w&.'’-]*)\s+(?:shall|will|may|must)\s+not\s+((?:[\w-]+,?\s+){0,4}?(?:or\s+)?(?:subcontract|broker|delegate|interline)\w*)\s+([^.;]{0,80}?)(?=\s+without\b|[.;]|$)/.exec(flat);
      if (ban && bansOnlyHandingTheWorkOn(flat)) {
        const consent = /\bwithout\s+((?:the\s+)?(?:[\w'’-]+\s+){0,2}?(?:prior\s+)?(?:written\s+)?consent)/i.exec(flat.slice(ban.index))?.[1];
        return `${capitalised(ban[1]!)} may not ${ban[2]!.trim()} ${ban[3]!.trim()}${consent ? ` without ${consent}` : ''}: a ban on handing the work on, not on assigning the contract.`;
      }
      return `${TYPE_GIST[type]}.`;
    }
    case 'Insurance':
      return facts.amounts.length > 0 ? `Insurance must be maintained with limits of ${facts.amounts.slice(0, 3).join(', ')}.` : 'Insurance must be maintained.';
    case 'Audit Rights':
      return `Grants audit or inspection rights${period ? ` (${durationWords(period)})` : ''}.`;
    case 'Liquidated Damages': {
      // The sum is the one the damages sentence fixes ("an amount equal to twenty-five percent (25%) of the shortfall, as
      // liquidated damages"), not a minimum or price another sentence of the clause states ("not less than $1,800,000").
      const fixing = operativeSentencesOf(clauseText).map((s) => s.text.replace(/\s+/g, ' ')).find((s) => LIQUIDATED_WORDS.test(s));
      if (fixing) {
        const own = facts.amounts.filter((a) => fixing.includes(a));
        // "$1,500 for each business day of delay, up to a maximum of ten percent (10%) of the fixed fee": a sum per
        // period of the failure, and what it may reach, are the damages as much as the figure.
        if (own.length === 1) {
          const at = fixing.indexOf(own[0]!) + own[0]!.length;
          const per = /^\s+(?:for|per|in\s+respect\s+of)\s+(?:each|every|any)?\s*(?:full\s+|complete\s+|calendar\s+|business\s+|working\s+)?(?:day|week|month)(?:\s+(?:or\s+part\s+(?:thereof|of\s+a\s+(?:day|week|month))|of\s+(?:delay|late\s+delivery|lateness)))*/i.exec(fixing.slice(at));
          const capped = /\b(?:up\s+to\s+a\s+(?:maximum|total)\s+of|not\s+to\s+exceed|capped\s+at|subject\s+to\s+a\s+(?:maximum|cap)\s+of)\s+([^.;]{3,80}?)(?=[.;]|$)/i.exec(fixing);
          if (per) return `Pre-agreed damages of ${own[0]}${per[0].replace(/\s+/g, ' ').trimEnd()}${capped ? `, at most ${capped[1]!.trim()}` : ''}.`;
        }
        // "USD 10,000 for each day of delay, up to a maximum of USD 500,000": the rate, what it accrues by, and its ceiling.
        const rate = own.length > 0 ? new RegExp(String.raw`${escapeRegExp(own[0]!)}\s+((?:for\s+(?:each|every)|per)\s+[^,.;]{2,40}?)(?=[,.;]|$)(?:,\s*(?:up\s+to\s+(?:a\s+maximum\s+of\s+)?|subject\s+to\s+a\s+maximum\s+of\s+|capped\s+at\s+|not\s+to\s+exceed\s+)(${own.slice(1).map(escapeRegExp).join('|') || '(?!)'}))?`, 'i').exec(fixing) : null;
        if (rate) return `Pre-agreed damages of ${own[0]} ${rate[1]!.trim()}${rate[2] ? `, up to ${rate[2]}` : ''}.`;
        if (own.length > 0) return `Pre-agreed damages of ${own.slice(0, 2).join(', ')}.`;
        const share = SHARE_OF_A_SUM.exec(fixing);
        if (share) return `Pre-agreed damages of ${share[0]}.`;
        return 'Sets pre-agreed damages.';
      }
      // "If Customer terminates under this Section 9.1 before the third anniversary …, Customer shall pay Provider the
      // termination fee calculated in accordance with Exhibit F": who pays whom, when, and how it is worked out.
      const feeSentence = operativeSentencesOf(clauseText).map((s) => withoutLeadingHeading(s.text).replace(/\s+/g, ' ')).find((s) => /\b(?:termination|cancellation|break(?:-up)?|early\s+termination)\s+fee\b/i.test(s));
      const fee = feeSentence ? /\b((?:[Tt]he\s+)?[A-Z][\w&.'’-]*)\s+(?:shall|will|must)\s+pay\s+((?:the\s+)?[A-Z][\w&.'’-]*)\s+(?:a|the|an)\s+((?:early\s+)?(?:termination|cancellation|break(?:-up)?)\s+fee)\b(?:\s+(calculated\s+(?:in\s+accordance\s+with|under|as\s+set\s+out\s+in)\s+[^,.;(]{3,60}?)(?=\s*\(|[,.;]|$))?/.exec(feeSentence) : null;
      if (fee) {
        const condition = /^(?:If|In\s+the\s+event\s+(?:that\s+)?)\s+([^,]{5,160}),/.exec(feeSentence!)?.[1];
        const feeName = fee[3]!.toLowerCase();
        return `${capitalised(fee[1]!)} pays ${fee[2]!.replace(/^The\b/, 'the')} ${indefiniteArticle(feeName)} ${feeName}${condition ? ` if ${condition}` : ''}${fee[4] ? `, ${fee[4].trim()}` : ''}.`;
      }
      return facts.amounts.length > 0 ? `Pre-agreed damages of ${facts.amounts.slice(0, 2).join(', ')}.` : 'Sets pre-agreed damages.';
    }
    case 'Termination for Cause': {
      // The cure period, not the clause's first period: that may be the term, a notice or a measuring window
      // ("three late deliveries in any six-month period").
      const cures = curePeriodsOf(facts, clauseText);
      return `${TYPE_GIST[type]}${cures.length > 1 ? `, with cure periods of ${listOf(cures)} by kind of breach` : cures.length === 1 ? `, with a cure period of ${cures[0]}` : ''}.`;
    }
    case 'Termination for Convenience': {
      // The notice period, not the term a neighbouring sentence states nor a period to resolve something first: only a
      // period the operative sentence gives as notice.
      const sentence = withoutLeadingHeading(operativeText);
      const notice = [facts.notice, ...facts.durations].find((d) => d !== null && d !== undefined && isNoticePeriodIn(sentence, d.text));
      // "If the parties cannot resolve the objection within thirty (30) days, Customer may terminate …": a right that
      // arises only on a condition is no right to walk away at will.
      const condition = terminationCondition(sentence);
      if (condition) return `A right to terminate that arises only if ${condition}${notice ? `, on ${noticeWords(notice)}` : ''}.`;
      // "Customer may terminate this Agreement … for any reason or no reason": the party that holds the right, by name;
      // "Either party may …" holds it for both.
      const holder = /^(?:[\d.]+\s+)?(?:[A-Z][\w ]{0,40}\.\s+)?((?:[Tt]he\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2}|[Ee]ither\s+[Pp]arty|[Ee]ach\s+[Pp]arty)\s+may\s+(?:\w+\s+){0,3}?(?:terminate|cancel)\b/.exec(sentence.replace(/\s+/g, ' ').trim())?.[1];
      const who = holder && !/^(?:This|The\s+Agreement)$/i.test(holder) ? (/^(?:either|each)\s+party$/i.test(holder) ? 'Either party' : capitalised(holder)) : 'A party';
      return notice ? `${who} may terminate without cause on ${noticeWords(notice)}.` : `${who} may terminate without cause.`;
    }
    case 'Volume Restriction': {
      // "If the number of Named Users exceeds 150, the Licensee shall pay an overage fee of GBP 1,200 for each
      // additional Named User": the limit and what going over it costs, not the deadline to pay the overage.
      const flat = withoutLeadingHeading(operativeText).replace(/\s+/g, ' ');
      const limit = VOLUME_LIMIT.exec(flat);
      const overage = OVERAGE.exec(flat);
      if (limit || overage) {
        return `Sets a limit${limit ? `: “${limit[0].trim()}”` : ''}${overage ? `; beyond it, ${overage[0].trim()}` : ''}.`;
      }
      return `${TYPE_GIST[type]}${period ? ` (${durationWords(period)})` : ''}${facts.amounts.length > 0 ? `, involving ${facts.amounts.slice(0, 2).join(', ')}` : ''}.`;
    }
    case 'Change of Control': {
      // "Customer may terminate this Agreement on thirty (30) days' written notice within six (6) months after Provider
      // undergoes a Change of Control": who may end it, on whose change of control, and on what notice.
      const sentence = withoutLeadingHeading(operativeText).replace(/\s+/g, ' ');
      const right = /\b((?:[Tt]he\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2}|[Ee]ither\s+[Pp]arty)\s+may\s+(?:\w+\s+){0,2}?terminate\b[^.;]*?\b(?:after|upon|on|following|if|in\s+the\s+event\s+(?:that\s+)?)\s+((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2}|the\s+other\s+party)\s+(?:undergoes|experiences|is\s+subject\s+to|suffers|has)\s+a\s+change\s+(?:of|in)\s+(?:its\s+)?control\b/i.exec(sentence);
      if (right) {
        const notice = [facts.notice, ...facts.durations].find((d) => d !== null && d !== undefined && isNoticePeriodIn(sentence, d.text));
        return `Lets ${right[1]!.replace(/^The\b/, 'the')} terminate if ${right[2]!.replace(/^The\b/, 'the')} undergoes a change of control${notice ? `, on ${noticeWords(notice)}` : ''}.`;
      }
      // A period is the change of control's only where it stands beside it: "(i) … fails to cure it within sixty (60)
      // days after notice, … or (iii) undergoes a Change of Control" gives the breach its cure period, not the change.
      const nearChange = period !== undefined && new RegExp(`change\\s+(?:of|in)\\s+control\\b[^.;()]{0,80}${escapeForRegExp(period.text)}|${escapeForRegExp(period.text)}[^.;()]{0,80}\\bchange\\s+(?:of|in)\\s+control\\b`, 'i').test(clauseText.replace(/\s+/g, ' '));
      return `${TYPE_GIST[type]}${period && nearChange ? ` (${durationWords(period)})` : ''}.`;
    }
    case 'Non-Transferable License': {
      // "The Licensee may not sub-license to any other third party without the Licensor's prior written consent": a limit
      // on sub-licensing, where the clause says nothing of assigning or transferring the licence itself.
      const flat = clauseText.replace(/\s+/g, ' ');
      if (/\bsub-?licen[cs]\w*/i.test(flat) && !/\b(?:non-?transferable|assign\w*|transfer\w*)\b/i.test(flat)) return 'Limits sub-licensing; it says nothing of assigning or transferring the licence itself.';
      return `${TYPE_GIST[type]}.`;
    }
    case 'Affiliate License-Licensor': {
      // "The Licensor, on behalf of itself and its Affiliates, covenants not to sue the Licensee …": the affiliates grant no
      // licence; they are bound by the licensor's promise not to sue.
      const flat = withoutLeadingHeading(operativeText).replace(/\s+/g, ' ');
      const promise = /\b((?:[Tt]he\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2}),?\s+(?:for|on\s+behalf\s+of)\s+itself\s+and\s+(?:each\s+of\s+)?its\s+(Affiliates|affiliates|Subsidiaries|subsidiaries)\b,?\s+(?:hereby\s+)?(?:covenants?|agrees?|undertakes?)\s+not\s+to\s+(sue|assert)\b/.exec(flat);
      if (promise) return `Binds ${promise[1]!.replace(/^The\b/, 'the')}’s ${promise[2]!.toLowerCase()} to its promise not to ${promise[3]}: they grant no licence, but may not ${promise[3] === 'sue' ? 'sue' : 'assert their rights'} over what it covers.`;
      return `${TYPE_GIST[type]}.`;
    }
    case 'Covenant Not to Sue': {
      const flat = withoutLeadingHeading(operativeText).replace(/\s+/g, ' ');
      // "The Licensor may terminate this Agreement … if the Licensee challenges the validity of any of the Patents": a
      // right to end the contract on a challenge deters one, it bars no suit and waives nothing.
      const onChallenge = /\b((?:[Tt]he\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+may\s+(?:immediately\s+)?terminate\b[^.]{0,160}?\b(?:if|in\s+the\s+event\s+(?:that\s+)?)\s*((?:the\s+|any\s+)?[A-Z][\w&.'’-]*(?:\s+or\s+(?:any\s+of\s+)?(?:its|their)\s+[A-Z]\w*)?)\s+((?:\w+\s+){0,2}?(?:challeng|contest|oppos|disput|attack)\w*\s+[^.;]{3,100}?)(?=[.;,]|$)/.exec(flat);
      if (onChallenge) return `Lets ${onChallenge[1]!.replace(/^The\b/, 'the')} terminate if ${onChallenge[2]} ${onChallenge[3]}: it deters a challenge but neither bars one nor waives any claim.`;
      // "The Licensor, on behalf of itself and its Affiliates, covenants not to sue the Licensee … for infringement of …".
      const covenant = /\b((?:[Tt]he\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\b(?:,[^,]{0,80},)?\s+(?:hereby\s+)?(?:covenants?|agrees?|undertakes?)\s+not\s+to\s+(?:sue|bring\s+(?:any\s+)?(?:action|claim|suit)s?\s+against)\s+([^.;]{3,200}?)(?=[.;]|,\s+(?:to\s+the\s+extent|for\s+so\s+long|provided)\b|$)/.exec(flat);
      const forAffiliates = covenant && /\bon\s+behalf\s+of\s+itself\s+and\s+its\s+(?:Affiliates|affiliates|Subsidiaries|subsidiaries)\b/.test(flat.slice(covenant.index, covenant.index + 200));
      if (covenant) return `${capitalised(covenant[1]!)}${forAffiliates ? ' (for itself and its affiliates)' : ''} promises not to sue ${shortened(covenant[2]!.trim(), { chars: 160 })}.`;
      const noChallenge = noChallengeOf(flat);
      if (noChallenge) return noChallenge;
      return `${TYPE_GIST[type]}.`;
    }
    case 'Post-Termination Services': {
      // "Upon expiry or termination, Licensee may sell off its remaining inventory for six (6) months": a wind-down right
      // the licensee holds, not services or duties it owes.
      const flat = withoutLeadingHeading(operativeText).replace(/\s+/g, ' ');
      const sellOff = /\b((?:[Tt]he\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+(?:shall\s+(?:be\s+)?(?:entitled|permitted|free)\s+to|may)\s+(?:continue\s+to\s+)?((?:sell|dispose\s+of|distribute)(?:\s+off)?\b[^.;]{0,120}?\b(?:inventory|inventories|stock|stocks|Products|Licensed\s+\w+|goods|units)\b[^.;]{0,120}?)(?=[.;]|,\s+(?:subject|provided)\b|$)/.exec(flat);
      if (sellOff) {
        const within = period && !sellOff[2]!.includes(period.text) ? ` (${durationWords(period)})` : '';
        return `Lets ${sellOff[1]!.replace(/^The\b/, 'the')} ${sellOff[2]!.trim()} after the end${within}: a sell-off right it holds, not a service it owes.`;
      }
      return `${TYPE_GIST[type]}${period ? ` (${durationWords(period)})` : ''}${facts.amounts.length > 0 ? `, involving ${facts.amounts.slice(0, 2).join(', ')}` : ''}.`;
    }
    case 'Revenue/Profit Sharing': {
      const said = revenueShareFinding(withoutLeadingHeading(operativeText), clauseText);
      if (said) return said;
      return `${TYPE_GIST[type]}${period ? ` (${durationWords(period)})` : ''}${facts.amounts.length > 0 ? `, involving ${facts.amounts.slice(0, 2).join(', ')}` : ''}.`;
    }
    default: {
      const gist = TYPE_GIST[type] ?? `${capitalised(indefiniteArticle(type))} ${clauseTypeInProse(type)} clause`;
      return `${gist}${period ? ` (${durationWords(period)})` : ''}${facts.amounts.length > 0 ? `, involving ${facts.amounts.slice(0, 2).join(', ')}` : ''}.`;
    }
  }
}

/**
 * "Licensee shall not contest the validity of the Marks or Licensor's ownership of them": a no-challenge promise. It
 * keeps the promisor from attacking the other's rights; it gives up no claim for breach or damages, as a covenant not
 * to sue does. Null when the sentence makes no such promise.
 */
const NO_CHALLENGE_POINT = 'Check that the promise lasts only as long as the licence, that it leaves a defence to a claim the other party brings, and whether it is enforceable for the rights concerned (patent no-challenge clauses often are not).';

function noChallengeOf(sentence: string): string | null {
  const promise = /\b((?:[Tt]he\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+(?:(?:shall|will|may)\s+not|(?:hereby\s+)?(?:agrees?|undertakes?|covenants?)\s+not\s+to)\s*,?\s*(?:(?:directly\s+or\s+indirectly|at\s+any\s+time|during\s+the\s+Term)\s*,?\s*)?((?:challenge|contest|oppose|dispute|attack|impugn)\b[^.;]{3,160}?\b(?:validity|ownership|title|enforceability|registration)\b[^.;,]{0,80}?)(?=[.;,]|$)/.exec(sentence);
  if (!promise) return null;
  return `${capitalised(promise[1]!)} promises not to ${promise[2]!.trim()}: a no-challenge promise, which gives up no claim for breach or damages.`;
}

/**
 * "Licensee shall pay Licensor royalties on annual Net Sales … at the following rates: 4% … up to $50,000,000; 6% …;
 * and 8% …. Royalties are payable within 60 days after the end of each calendar quarter": who pays whom, the rate or
 * rates, the base, the bands and when it is paid. Null when the sentence states no rate.
 */
function revenueShareFinding(sentence: string, clauseText: string): string | null {
  let flatSentence = sentence.replace(/\s+/g, ' ').trim();
  // "… at these rates:" introduces the rates that follow it in the clause.
  if (/:$/.test(flatSentence)) {
    const flatClause = clauseText.replace(/\s+/g, ' ');
    const at = flatClause.indexOf(flatSentence);
    if (at >= 0) flatSentence = flatClause.slice(at, at + flatSentence.length + 400).split(/\.(?=\s|$)/)[0]!;
  }
  const rates = [...new Set([...flatSentence.matchAll(new RegExp(PERCENTAGE, 'gi'))].map((m) => m[0].replace(/\s?per\s?cent$/i, '%')))];
  if (rates.length === 0) return null;
  const parties = /^((?:[Tt]he\s+)?[A-Z][\w&.'’-]*)\s+(?:shall|will|must)\s+pay\s+(?:to\s+)?((?:the\s+)?[A-Z][\w&.'’-]*)?/.exec(flatSentence);
  const noun = /\broyalt/i.test(flatSentence) ? ['a royalty', 'royalties'] : /\bcommission/i.test(flatSentence) ? ['a commission', 'commissions'] : ['a share', 'shares'];
  const base = /\b(?:of|on)\s+((?:(?:annual|yearly|monthly|quarterly|the)\s+)?(?:[A-Z][\w-]*\s+){0,2}(?:Sales|Revenues?|Receipts|Profits?|Income|Turnover))\b/.exec(flatSentence)?.[1];
  const bands = rates.length > 1 ? [...new Set([...flatSentence.matchAll(new RegExp(MONEY_AMOUNT, 'g'))].map((m) => m[0]))] : [];
  const flatClause = clauseText.replace(/\s+/g, ' ');
  const when = /\b(?:payable|paid|due)\s+((?:within|no\s+later\s+than)\s+[^.;]{3,80}?|by\s+the\s+\d{1,2}(?:st|nd|rd|th)\s+day\s+of\s+the\s+following\s+\w+)(?=[.;,]|\s+with\b|$)/i.exec(flatClause)?.[1] ??
    /\b(by\s+the\s+\d{1,2}(?:st|nd|rd|th)\s+day\s+of\s+the\s+following\s+(?:calendar\s+)?(?:month|quarter))/i.exec(flatSentence)?.[1];
  const who = parties ? `${parties[1]!.replace(/^the\s/, 'The ')} pays${parties[2] ? ` ${parties[2]}` : ''} ` : 'Pays ';
  const what = rates.length > 1 ? `tiered ${noun[1]} of ${rates.join(' / ')}` : `${noun[0]} of ${rates[0]}`;
  return `${who}${what}${base ? ` of ${base}` : ''}${bands.length > 0 ? `, in bands at ${listOf(bands)}` : ''}${when ? `, payable ${when}` : ''}.`;
}

/**
 * The condition a right to terminate waits for, when the sentence opens with one: "If the parties cannot resolve the
 * objection within thirty (30) days, Customer may terminate …" → "the parties cannot resolve the objection within
 * thirty (30) days". Null for a right to terminate at will.
 */
export function terminationCondition(sentence: string): string | null {
  const m = /(?:^|[.;]\s+)(?:if|where|in\s+the\s+event(?:\s+that)?|should)\s+([^,;.]{5,160}),\s*(?:\S+\s+){1,4}?may\s+(?:\w+\s+){0,2}terminate\b/i.exec(withoutLeadingHeading(sentence).replace(/\s+/g, ' '));
  return m ? m[1]!.trim() : null;
}

/** Whether the sentence gives the period as notice: "fifteen (15) days' written notice", "notice of at least 30 days". */
export function isNoticePeriodIn(sentence: string, period: string): boolean {
  const flat = sentence.replace(/\s+/g, ' ');
  const at = flat.indexOf(period.replace(/\s+/g, ' '));
  if (at < 0) return false;
  const after = flat.slice(at + period.length, at + period.length + 40);
  const before = flat.slice(Math.max(0, at - 40), at);
  return /^[’'s]*\s*(?:\([^)]*\)\s*)?(?:(?:prior|advance|written|express)\s+)*notice\b/i.test(after) || /\bnotice\s+(?:period\s+)?of\s+(?:at\s+least\s+|not\s+less\s+than\s+)?$/i.test(before) || /\bnotice\b[^.;]{0,30}\b(?:at\s+least|not\s+less\s+than|no\s+less\s+than)\s+$/i.test(before);
}

function sameJurisdiction(a: string, b: string): boolean {
  const key = (s: string) => s.toLowerCase().replace(/\bthe\b|\bstate of\b|,.*$/g, '').replace(/\s+/g, ' ').trim();
  return key(a) === key(b) || (key(a) === 'england and wales' && key(b) === 'england') || (key(a) === 'england' && key(b) === 'england and wales');
}

/** A sentence flattened and shortened for quoting inside an analysis. */
export function shortQuote(sentence: string): string {
  return shortened(withoutPageBreaks(sentence), { chars: QUOTE_MAX });
}

/**
 * "3.1", "Section 7.1", "ARTICLE 5", "IV.", "(a)": a section or list number before a heading or sentence. Before a
 * word in lower case only a numbered subsection ("2.3 where required, …"); "Section 5.2 of the Agreement …" is a
 * reference the sentence starts with.
 */
const SECTION_NUMBER = /^(?:(?:(?:Section|SECTION|Article|ARTICLE|Clause|CLAUSE)\s+(?:\d+(?:\.\d+)*|[IVXLC]+)\.?|\d+(?:\.\d+)*\.?|\d{1,2}\.l(?:\.\d+)*\.?|l\.\d+(?:\.\d+)*\.?|[IVXLC]{1,5}\.)(?=\s+(?:[-–—]+\s*)?[\p{Lu}"“[])|\d+(?:\.\d+)+\.?(?=\s+(?!(?:of|and|or|to|through|above|below|hereof|herein|hereunder|shall|will|is|are|may)\b)\p{Ll})|\((?:\d{1,2}|[a-z]{1,4}|[A-Z])\)(?=\s))\s*(?:[-–—]+\s*)?/u;
/**
 * A heading set in capitals, up to the sentence or section number that follows it: "WARRANTIES", "TERM &
 * TERMINATION", "CONFIDENTIALITY AND USE OF INFORMATION". Sentence words in capitals ("IN NO EVENT SHALL …",
 * "NEITHER PARTY MAKES …") mark a sentence set in capitals, not a heading.
 */
const CAPITALS_HEADING = /^((?:[A-Z][A-Z'’/-]*[A-Z]|&|[A-Z])[,;]?(?:[ \t]+(?:[A-Z][A-Z'’/-]*[A-Z]|&|[A-Z])[,;]?)*)[ \t:.\-–—]*(?=\s+(?:(?:Section|Article|Clause)\s+)?\d+(?:\.\d+)*\.?\s+[\p{Lu}"“]|\s+\p{Lu}\p{Ll})/u;
const SENTENCE_WORD_IN_CAPITALS = /\b(?:SHALL|WILL|MAY|MUST|IS|ARE|WAS|WERE|BE|BEEN|HAS|HAVE|HAD|NOT|NO|NEITHER|EACH|EITHER|IF|EXCEPT|EXCLUDING|NOTWITHSTANDING|WHEREAS|HEREBY|ANY|ALL|THIS|THAT|WITNESS)\b/;
const COMPANY_SUFFIX_NEXT = /^\s+(?:\p{Lu}[\p{L}.&'’-]*\s+){0,2}(?:Inc|Corp|Corporation|Co|Company|LLC|L\.L\.C|Ltd|Limited|LLP|LP|L\.P|PLC|GmbH|AG|S\.A|N\.V|B\.V)\b/u;
/** Words that open a sentence's subject or its lead-in: where a run-in heading in Title Case gives way to the sentence. */
const SENTENCE_OPENER = /^(?:Each|Neither|Either|The|No|Any|All|This|These|Such|Both|Every|In|If|Upon|On|Except|Notwithstanding|Subject|Unless|Without|Nothing|During|After|Before|Within|Where|When|Whenever|Its|Our|Your|We|You|It|They|Should|Following|For|At|To|As)$/;
const HEADING_CONNECTOR = /^(?:and|or|of|the|&|for|to|in|on|with|by|a|an|upon)$/;

/**
 * The operative sentence without the heading and section number the sentence splitter left in front of it:
 * "WARRANTIES 3.1 Each Party represents …" → "Each Party represents …", "14.7 Force Majeure Neither party …" →
 * "Neither party …", "Customer Representations and Warranties Customer represents …" → "Customer represents …".
 * A heading in Title Case is only cut where the sentence visibly restarts: at a word that opens a subject ("Each",
 * "Neither", "The", "If") or at the heading's own first words repeated as the subject, a verb in lower case
 * following within a few words. A sentence that is all heading is kept as it is.
 */
export function withoutLeadingHeading(sentence: string): string {
  let rest = sentence.replace(/^\s+/, '');
  for (let round = 0; round < 4; round++) {
    const before = rest;
    rest = rest.replace(SECTION_NUMBER, '');
    const capitals = CAPITALS_HEADING.exec(rest);
    if (capitals && isCapitalsHeading(capitals[1]!, rest.slice(capitals[0].length), leadingCapitals(rest))) rest = rest.slice(capitals[0].length).replace(/^\s+/, '');
    rest = rest.replace(SECTION_NUMBER, '');
    rest = withoutCapitalsHeadingBeforeSubject(rest);
    rest = rest.replace(FRAGMENT_BEFORE_SECTION_NUMBER, '');
    rest = withoutTitleCaseHeading(rest);
    if (rest === before) break;
  }
  // Nothing but a heading: the original stays (it says at least what the clause is about). A sentence set in
  // capitals ("EACH PARTY'S TOTAL LIABILITY SHALL NOT EXCEED …") is a sentence by its verbs.
  const hasSentenceWord = rest.split(/\s+/).some((w) => /^\p{Ll}/u.test(w) && !HEADING_CONNECTOR.test(w)) || SENTENCE_WORD_IN_CAPITALS.test(rest);
  return hasSentenceWord && rest.split(/\s+/).length >= 3 ? rest : sentence.trim();
}

/** Everything before the first word with a lower-case letter: a heading and its numbers, or a sentence set in capitals. */
function leadingCapitals(text: string): string {
  const firstLower = /\S*\p{Ll}/u.exec(text);
  return firstLower ? text.slice(0, firstLower.index) : text;
}

function isCapitalsHeading(heading: string, after: string, capitalsRun: string): boolean {
  // "EXCLUDING CLAIMS UNDER SECTION 7 OF THIS AGREEMENT, IN NO EVENT SHALL eGain …": a sentence in capitals.
  if (SENTENCE_WORD_IN_CAPITALS.test(heading) || SENTENCE_WORD_IN_CAPITALS.test(capitalsRun)) return false;
  // "PC Financial shall", "SFJ Indemnified Party": a short acronym is the start of a name; a heading has a real word.
  if (!heading.split(/\s+/).some((w) => w.replace(/[^A-Z]/g, '').length >= 4)) return false;
  // "ACME Holdings Inc. shall": a name set partly in capitals.
  if (!/^\s+(?:(?:Section|Article|Clause)\s+)?\d/.test(after) && COMPANY_SUFFIX_NEXT.test(after)) return false;
  return true;
}

/**
 * A running page header or title fragment left before a numbered section: "Rights Agreement 3.03 If …" (after
 * "EXECUTION COPY IP"). Capitalised words only (with connectors), then a dotted section number, then a capital
 * that starts the sentence; "Schedule B 2.1 of the Agreement …" keeps its reference (a lower-case word follows).
 */
const FRAGMENT_BEFORE_SECTION_NUMBER = /^(?:\p{Lu}[\p{L}'’&-]*)(?:\s+(?:\p{Lu}[\p{L}'’&-]*|of|and|or|the|&|for|to))*\s+\d+(?:\.\d+)+\.?\s+(?=[\p{Lu}"“])/u;

/**
 * A heading in capitals whose subject repeats the heading's last or first words before a verb in lower case:
 * "REPRESENTATIONS AND WARRANTIES OF ICC ICC hereby …", "KCI AUTHORIZATION KCI represents …" → from the subject on.
 */
function withoutCapitalsHeadingBeforeSubject(text: string): string {
  const tokens = [...text.matchAll(/\S+/g)];
  let n = 0;
  while (n < tokens.length && !/\p{Ll}/u.test(tokens[n]![0])) n++;
  if (n < 2 || n >= tokens.length || !/^\p{Ll}/u.test(tokens[n]![0])) return text;
  const words = tokens.slice(0, n).map((t) => t[0].replace(/[.:,;]$/, ''));
  if (!words.every((w) => /^(?:[A-Z][A-Z'’&/.-]*|&)$/.test(w))) return text;
  for (let k = 1; k <= Math.min(3, n - 1); k++) {
    const subject = words.slice(n - k).join(' ');
    const heading = words.slice(0, n - k);
    const repeats = heading.slice(-k).join(' ') === subject || heading.slice(0, k).join(' ') === subject;
    if (repeats && heading.length > k - 1 && isCapitalsHeading(heading.join(' '), text.slice(tokens[n - k]!.index - 1), heading.join(' '))) return text.slice(tokens[n - k]!.index);
  }
  return text;
}

const SUBJECT_WORDS_MAX = 4;

function withoutTitleCaseHeading(text: string): string {
  const tokens = [...text.matchAll(/\S+/g)];
  const words = tokens.map((t) => t[0]);
  // The run of capitalised words (and connectors) up to the first word in lower case: the verb or the sentence's body.
  let end = 0;
  while (end < words.length && (/^\p{Lu}[\p{L}'’-]*$/u.test(words[end]!) || (end > 0 && HEADING_CONNECTOR.test(words[end]!)))) end++;
  if (end < 2 || end >= words.length || !/^\p{Ll}/u.test(words[end]!) || HEADING_CONNECTOR.test(words[end]!)) return text;
  const isSplit = (k: number) => {
    const heading = words.slice(0, k);
    if (SENTENCE_OPENER.test(heading[0]!) || HEADING_CONNECTOR.test(heading.at(-1)!) || end - k > SUBJECT_WORDS_MAX) return false;
    // A heading in Title Case; a run in capitals ("THE HENRY FILM AND ENTERTAINMENT CORPORATION") is a name.
    if (!heading.every((w) => HEADING_CONNECTOR.test(w) || /\p{Ll}/u.test(w))) return false;
    if (SENTENCE_OPENER.test(words[k]!)) return true;
    // "Customer Representations and Warranties Customer represents": the party the heading starts with restarts the sentence.
    return words[k]!.toLowerCase() === heading[0]!.toLowerCase();
  };
  for (let k = 1; k < end; k++) if (isSplit(k)) return text.slice(tokens[k]!.index);
  return text;
}

/** A phrase matched literally inside a larger pattern. */
function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
}
