// From verified facts to the report: which clause carries which type, each (clause, type) assessed against
// the playbook, the protections that are missing, the overall risk and the executive summary. The same for
// every engine.

import { mainAgreementOf } from './addendum.ts';
import { readContract } from './contract-readings.ts';
import { assessClause } from './assess-clause.ts';
import { capStatementOf } from './cap-statement.ts';
import { isNonOperativeText, operativeClauses, typeHasItsWords, typesWithTheirWords } from './clause-wording.ts';
import { clauseHasType, evaluateRules, missingClauses, ruleAppliesTo, ruleFor } from './playbook.ts';
import { favoursUs, fromOurSide, sideInContract, sideOfClause } from './our-side.ts';
import { endsAtWill, renewsOnlyByAgreement, terminationIndemnityOf } from './review-points.ts';
import { alreadyHasProtection, isFeeBearing, isOurAssignmentException, tailorRecommendation } from './recommend.ts';
import { findProtection, operativeSentencesOf } from './protection-search.ts';
import { continuesList, itemStyle, listStyleAfter, MAX_LIST_CHARS, MAX_LIST_ITEMS } from './list-items.ts';
import { buildExecutiveSummary, overallRisk, RISK_ORDER } from './summary.ts';
import { emptyClauseFacts, type Classification, type Clause, type ClauseFacts, type ClauseType, type ContractFields, type EngineId, type Evidence, type MissingClause, type Playbook, type ReportClause, type ReportDraft } from './model.ts';
import { clauseTypeInProse, indefiniteArticle } from './prose.ts';
import { withoutPageBreaks } from './sentences.ts';

/**
 * The types every engine's clauses end up with: each type needs the clause's own words for it (definitions,
 * recitals, headings, schedules and signature blocks carry none); the clauses holding the field evidence get
 * the law and term types; and a required protection no clause carries is searched for in the whole text before
 * it may be called missing, the clause that provides it getting its type.
 */
export function typeClauses(clauses: Clause[], fields: ContractFields, text: string, playbook: Playbook): Clause[] {
  const operative = operativeClauses(clauses, text);
  const worded = clauses.map((c, i) => ({ ...c, types: operative[i] ? typesWithTheirWords(c.types, c.text) : [] }));
  return addProtectionsFoundInText(addFieldTypes(worded, fields), text, playbook);
}

function addProtectionsFoundInText(clauses: Clause[], text: string, playbook: Playbook): Clause[] {
  let sentences: ReturnType<typeof operativeSentencesOf> | undefined;
  for (const rule of playbook.rules) {
    if (rule.requirement !== 'required' || clauses.some((c) => clauseHasType(c, rule.clause_type))) continue;
    const found = findProtection(rule.clause_type, text, (sentences ??= operativeSentencesOf(text)));
    const holder = found && clauses.find((c) => c.start <= found.start && found.start < c.end);
    if (holder && !holder.types.includes(rule.clause_type)) holder.types.push(rule.clause_type);
  }
  return clauses;
}

/** Field evidence is precise about where the law, term and renewal are stated: the clause holding it carries that type. */
function addFieldTypes(clauses: Clause[], fields: ContractFields): Clause[] {
  const evidenceTypes: [ClauseType, Evidence | null | undefined][] = [
    ['Governing Law', fields.governingLawEvidence],
    ['Expiration Date', fields.termEvidence.expirationDate ?? fields.termEvidence.initialTerm],
    ['Renewal Term', fields.termEvidence.renewalTerm],
    ['Notice Period to Terminate Renewal', fields.termEvidence.noticePeriodToTerminateRenewal],
  ];
  const typed = clauses.map((c) => ({ ...c, types: [...c.types] }));
  for (const [type, evidence] of evidenceTypes) {
    if (!evidence) continue;
    const holder = typed.find((c) => c.start <= evidence.start && evidence.end <= c.end);
    // A definition ("Calendar Quarter" means each successive period …) states no term of this agreement. Nor does a
    // period the field reader fell back on in a contract that states no term ("For a period of ninety (90) days after
    // collection, Aldane shall provide … assistance"): the type needs the holder's own words, as every other type does.
    if (holder && !holder.types.includes(type) && !isNonOperativeText(holder.text) && typeHasItsWords(type, holder.text)) holder.types.push(type);
  }
  return typed;
}

/** One report clause per (clause, type), each assessed with the facts read from that clause. */
export function assessClauses(input: {
  clauses: Clause[];
  facts: ClauseFacts[];
  fields: ContractFields;
  playbook: Playbook;
  classification: Classification;
  engine: EngineId;
  /** The side the matter acts for (project setting); null reads the contract neutrally. */
  ourSide?: string | null;
  /** The whole contract, so a clause's review can see a protection another part gives (the typed clauses otherwise). */
  text?: string;
  /** Every clause of the text, typed or not, so a clause that leads into a list can span its items. */
  segments?: Clause[];
}): { clauses: ReportClause[]; missing: MissingClause[] } {
  const { clauses, facts, fields, playbook } = input;
  const reportClauses: ReportClause[] = [];
  // Read as its words run, as each clause is below: without the page furniture a page break left inside a sentence.
  const contractText = withoutPageBreaks(input.text ?? clauses.map((c) => c.text).join('\n\n'));
  // The side as this contract names it ("Licensee" → "ArTara"); null reads the contract neutrally.
  const ourSide = sideInContract(input.ourSide ?? null, contractText);
  const feeBearing = isFeeBearing([contractText]);
  const readings = readContract(contractText);
  // `read`: the clause as its words run, a page's running header and footer a page break left inside a sentence and the
  // hyphens that broke words at lines' ends no part of it (read once per clause, whatever its types). The report still
  // quotes the text as extracted.
  const assessOne = (type: ClauseType, clause: Pick<Clause, 'text' | 'start' | 'end' | 'page' | 'engine'>, clauseFacts: ClauseFacts, read = withoutPageBreaks(clause.text)): ReportClause => {
    // A rule the playbook does not apply to this kind of contract (a fee-based cap in an NDA) measures nothing here.
    const rule = ruleFor(playbook, type);
    const position = sideOfClause(type, read, ourSide, contractText);
    const applicable = rule && ruleAppliesTo(rule, input.classification.contractType) ? rule : undefined;
    // The playbook's rationale states the concern when the clause works against us; it misleads where the
    // clause works for us (our own audit right, insurance only the other party must carry).
    // A rationale about a one-sided right does not fit a right both parties hold either.
    // A rationale about automatic renewal does not fit a contract that renews only by written agreement.
    const rationaleMisfits =
      applicable !== undefined &&
      // Nor does a warning to limit what the clause already limits ("once in any twelve (12) month period, on … notice").
      (favoursUs(type, position) || alreadyHasProtection(type, read, contractText) || isOurAssignmentException(type, read, ourSide) || (type === 'Confidentiality' && position === 'ours') || (position === 'mutual' && /\bone-sided\b/i.test(applicable.rationale)) || (/\bautomatic\w*\s+renew/i.test(applicable.rationale) && renewsOnlyByAgreement(read)) ||
        // An agent's indemnity on termination is a payment, not a claims indemnity the rationale speaks of.
        (type === 'Indemnification' && terminationIndemnityOf(read) !== null));
    const assessment = assessClause(type, read, clauseFacts, fields, rationaleMisfits ? { ...applicable, rationale: '' } : applicable, contractText, { ourSide, position, readings });
    const side = fromOurSide(type, read, ourSide, assessment.risk_level, contractText);
    const deal = { contractType: input.classification.contractType, feeBearing, position, ourSide, contractText, readings };
    const recommendation = tailorRecommendation(type, read, clauseFacts, assessment.recommendation, deal);
    // A clause that already has the protection the playbook asks for ("no consent is required on a change of
    // control so long as the successor assumes the obligations") is no risk to raise.
    const protectedAlready = alreadyHasProtection(type, read, contractText) && recommendation.settled;
    // Nor is a clause we are told to keep because it works for us (a liability left uncapped for the other party only).
    const keptForUs = favoursUs(type, position) && recommendation.settled;
    return {
      type,
      // An exception to an assignment ban that is ours already gives us what we would ask for.
      risk_level: protectedAlready || keptForUs || isOurAssignmentException(type, read, ourSide) ? 'low' : side.risk,
      text: clause.text,
      analysis: side.note === null ? assessment.analysis : `${side.note} ${assessment.analysis}`,
      recommendation: recommendation.text,
      start: clause.start,
      end: clause.end,
      page: clause.page,
      engine: clause.engine ?? input.engine,
    };
  };
  clauses.forEach((clause, i) => {
    const clauseFacts = facts[i] ?? emptyClauseFacts();
    const read = withoutPageBreaks(clause.text);
    for (const type of clause.types) reportClauses.push(assessOne(type, clause, clauseFacts, read));
  });
  const findings = evaluateRules(playbook, clauses, input.classification.contractType);
  const joined = input.text === undefined ? reportClauses : joinSplitProvisions(extendOverListItems(reportClauses, input.segments ?? clauses, input.text), input.text);
  // A provision whose pieces each state part of it (an indemnity by each party, a licence each way, a processor's
  // duties one subsection at a time) is read whole once joined: its analysis states every piece, not the first.
  const spanned = joined.map((c) => {
    if (!READ_WHOLE.has(c.type) || reportClauses.includes(c)) return c;
    const lead = clauses.findIndex((k) => k.start === c.start && k.types.includes(c.type));
    const leadFacts = facts[lead] ?? emptyClauseFacts();
    if (!PERIODS_READ_WHOLE.has(c.type)) return assessOne(c.type, c, leadFacts);
    // Its periods are those of every piece ("6.1 … without opportunity to cure, if Franchisee abandons the business for
    // five (5) consecutive days" then "6.2 … fails to cure any other default within thirty (30) days"): the cure
    // period may stand in the piece after the first.
    const durations = clauses.flatMap((k, i) => (k.start >= c.start && k.end <= c.end ? (facts[i]?.durations ?? []) : []));
    return assessOne(c.type, c, { ...leadFacts, durations: durations.length > 0 ? durations : leadFacts.durations });
  });
  // A contract either party may end at any time ("employment is at will") needs no right to end it for a breach.
  const missing = missingClauses(playbook, findings).filter((m) => !(m.type === 'Termination for Cause' && endsAtWill(contractText)));
  return { clauses: spanned, missing: hedgedForMainAgreement(missing, contractText) };
}

/** Types whose provision is read whole once its pieces are joined: each piece states one party's or one topic's part
 * (a confidentiality duty and how long it lasts may stand in the subsection after the one the clause starts with). */
const READ_WHOLE = new Set<ClauseType>(['Data Protection', 'Indemnification', 'License Grant', 'Confidentiality', 'Payment Terms', 'Minimum Commitment', 'Termination for Cause', 'IP Ownership Assignment']);
/** Types whose joined provision is read with the periods of every piece, not only the first piece's. */
const PERIODS_READ_WHOLE = new Set<ClauseType>(['Termination for Cause']);

/**
 * A document that forms part of a main agreement (a data processing addendum, an amendment, a schedule) leaves its
 * core protections to that agreement: one it lacks is presumably there, to be checked, not plainly missing.
 */
export function hedgedForMainAgreement(missing: MissingClause[], contractText: string): MissingClause[] {
  const main = mainAgreementOf(contractText);
  if (main === null) return missing;
  return missing.map((m) => ({
    ...m,
    risk_level: 'low',
    recommendation: `This document forms part of ${main}, which presumably has the ${clauseTypeInProse(m.type)} terms: check them there, and add ${indefiniteArticle(m.type)} ${clauseTypeInProse(m.type)} clause here only if ${main} has none or this document needs its own.`,
  }));
}

/**
 * A clause that leads into a list ("Licensee shall not:", "… in the following events:") says what it says through
 * its items, which the segmenter cut into clauses of their own: its report clause spans them (as far as the wording
 * checks read a list, list-items.ts).
 */
export function extendOverListItems(report: ReportClause[], segments: Pick<Clause, 'start' | 'end' | 'text'>[], text: string): ReportClause[] {
  const ordered = [...segments].sort((a, b) => a.start - b.start);
  return report.map((clause) => {
    let i = ordered.findIndex((s) => s.start < clause.end && clause.end <= s.end);
    if (i < 0) return clause;
    let end = clause.end;
    let last = text.slice(clause.start, clause.end);
    // After a lead-in that opens a list, its items however each ends ("A. Divert … Products." "B. Employ …").
    const itemsStyle = i + 1 < ordered.length ? listStyleAfter(last, ordered[i + 1]!.text) : null;
    for (let steps = 0; i + 1 < ordered.length && steps < MAX_LIST_ITEMS && end - clause.start < MAX_LIST_CHARS; i++, steps++) {
      const next = ordered[i + 1]!;
      if (next.start < end || !(continuesList(last, next.text) || (itemsStyle !== null && itemStyle(next.text) === itemsStyle))) break;
      end = next.end;
      last = next.text;
    }
    return end === clause.end ? clause : { ...clause, end, text: text.slice(clause.start, end) };
  });
}

/** Most text a gap between two pieces of one provision may hold: a page number or a running header, no sentence. */
const MAX_JOIN_GAP = 40;

/**
 * Whether a piece states what its type is about, so that its analysis speaks for the provision: a cap clause's
 * piece that states the cap ("8.2 EACH PARTY'S TOTAL AGGREGATE LIABILITY … SHALL NOT EXCEED THE FEES PAID …"),
 * not the exclusion of consequential damages before it.
 */
function statesItsType(clause: ReportClause, ownText: string): boolean {
  if (clause.type === 'Cap on Liability') return capStatementOf(ownText) !== null;
  // "4.2 Buyer shall pay each correct invoice within sixty (60) days …", not "4.1 The prices … are fixed until …".
  if (clause.type === 'Payment Terms') return /\b(?:pay|paid|payable|invoic\w*)\b/i.test(ownText);
  // "7.2 Either party may terminate this Agreement at any time by giving … notice", not "7.1 This Agreement … continues
  // for twelve (12) months, unless terminated earlier".
  // "7.1 Partner shall … achieve Net Revenue … of at least EUR 250,000", not "7.2 If Partner does not reach the Minimum
  // Target, Supplier may terminate …".
  if (clause.type === 'Minimum Commitment') return /\b(?:at\s+least|minimum\s+of|not\s+less\s+than|no\s+less\s+than)\b[^.;]{0,80}(?:\d|\$|€|£)/i.test(ownText);
  // "7.2 Customer may audit Provider's compliance …", not "7.1 Provider shall make available … information".
  if (clause.type === 'Audit Rights') return /\bmay\s+(?:\w+\s+){0,6}?(?:audit|inspect|examine)\b|\bright\s+to\s+(?:audit|inspect)\b/i.test(ownText);
  // For cause, the piece whose ground is a breach, a default or insolvency ("9.3 Either party may terminate … if the other
  // materially breaches it and does not cure the breach within forty-five (45) days"), not "9.2 Customer may terminate …
  // after a Change of Control" before it.
  if (clause.type === 'Termination for Cause') return /\bmay\s+(?:\w+\s+){0,3}terminate\b|\b(?:right|entitled)\s+to\s+terminate\b/i.test(ownText) && /\bbreach\w*|\bdefault\w*|\binsolven\w*|\bbankrupt\w*|\bfails?\s+to\s+(?:cure|remedy|perform|pay)\b/i.test(ownText);
  // "4.3 … Provider shall pay Customer as liquidated damages USD 10,000 for each day of delay", not "4.1 If Provider fails to
  // meet a Service Level, Provider shall credit Customer the service credit specified in Exhibit B": the piece that
  // fixes the sum.
  if (clause.type === 'Liquidated Damages') return /\bliquidated\s+damages\b|\bas\s+(?:agreed|pre-?agreed)\s+damages\b/i.test(ownText) && /(?:USD|US\$|EUR|GBP|[$€£])\s?\d|\d\s?%|\bper\s?cent\b/i.test(ownText);
  if (clause.type === 'Termination for Convenience') return /\bmay\s+(?:\w+\s+){0,3}terminate\b|\b(?:right|entitled)\s+to\s+terminate\b/i.test(ownText);
  // "9.3 … shall be owned by Customer, and Manufacturer hereby assigns them to Customer", not "9.1 Customer Tooling is
  // and shall remain the property of Customer".
  if (clause.type === 'IP Ownership Assignment') return /\bassign(?:s|ed|ment)?\b|\b(?:shall|will)\s+be\s+owned\b|\bvest\w*|\bmade\s+for\s+hire\b/i.test(ownText);
  // "9.2 … neither Lender nor Athlete shall make any public statement that disparages the Company", not "9.1 Athlete shall
  // conduct herself with due regard to public morals".
  if (clause.type === 'Non-Disparagement') return /\bdisparag\w*|\bdefam\w*|\bderogat\w*|\bnegative\s+(?:statements?|comments?|remarks?)\b/i.test(ownText);
  // "2.3 Franchisee shall not sublicense … or otherwise transfer any of the rights", not "2.2 Protected Territory …".
  if (clause.type === 'Non-Transferable License') return /\bnon-?transferable\b|\b(?:transfer|sub-?licens|assign)\w*/i.test(ownText);
  return true;
}

/** A covenant that runs past the agreement's end ("for two (2) years after this Agreement expires or is terminated,
 *  neither Franchisee nor …") binds longer than its in-term neighbour ("During the Term, neither …"): joined with it,
 *  its analysis speaks for the provision, else the report says the restriction ends with the term. */
const COVENANTS: ClauseType[] = ['Non-Compete', 'No-Solicit of Customers', 'No-Solicit of Employees'];
const PAST_THE_END = /\b(?:after|following)\s+(?:this\s+agreement|the\s+term\b|(?:the\s+|its\s+)?(?:expiration|termination|expiry|end)\b)|\b(?:afterwards?|thereafter)\b|\bpost-?term(?:ination)?\b/i;
function outlastsTheOther(type: ClauseType, text: string, otherText: string): boolean {
  return COVENANTS.includes(type) && PAST_THE_END.test(text) && !PAST_THE_END.test(otherText);
}

/**
 * A provision the segmenter split into neighbouring pieces (at its items, or at sentence groups of a long
 * paragraph) is reported once per type: neighbouring clauses of one type, with at most a page number or a header
 * between them, become one clause spanning them, and a piece already inside the clause of its type before it (an
 * item a lead-in now spans) is that clause. It keeps the analysis of its riskiest piece (the first on a tie),
 * whose quote lies inside the joined text — unless only one of the pieces states what the type is about (the
 * cap, for a cap on liability), whose analysis then speaks for the provision. A reader sees the provision, not its
 * fragments typed one by one.
 */
export function joinSplitProvisions(clauses: ReportClause[], text: string): ReportClause[] {
  const byStart = [...clauses].sort((a, b) => a.start - b.start || a.end - b.end);
  const open = new Map<ClauseType, ReportClause>();
  const joined: ReportClause[] = [];
  // The text of the piece whose analysis a joined clause keeps.
  const leadText = new Map<ReportClause, string>();
  for (const clause of byStart) {
    const previous = open.get(clause.type);
    const inside = previous !== undefined && clause.end <= previous.end;
    // (Not joining across a numbered section's heading, "5. WARRANTY", was tried in the thirteenth session: it placed
    // about 100 more report clauses in the grouped CV, fewer of them supported by an annotation.)
    const next = previous !== undefined && clause.start >= previous.end && text.slice(previous.end, clause.start).trim().length <= MAX_JOIN_GAP;
    if (previous === undefined || !(inside || next)) {
      joined.push(clause);
      open.set(clause.type, clause);
      continue;
    }
    const previousText = leadText.get(previous) ?? previous.text;
    const previousStates = statesItsType(previous, previousText);
    const clauseLeads =
      previousStates !== statesItsType(clause, clause.text)
        ? !previousStates
        : RISK_ORDER[clause.risk_level] < RISK_ORDER[previous.risk_level] || (clause.risk_level === previous.risk_level && outlastsTheOther(clause.type, clause.text, previousText));
    const lead = clauseLeads ? clause : previous;
    const end = Math.max(previous.end, clause.end);
    const merged: ReportClause = { ...lead, start: previous.start, end, page: previous.page, text: text.slice(previous.start, end) };
    leadText.set(merged, lead === previous ? previousText : clause.text);
    joined[joined.indexOf(previous)] = merged;
    open.set(clause.type, merged);
  }
  return joined;
}

export function composeReport(input: {
  classification: Classification;
  fields: ContractFields;
  clauses: ReportClause[];
  missing: MissingClause[];
  playbook: Playbook;
  ourSide?: string | null;
  /** The contract's text, where the summary finds what no typed clause holds (a condition precedent). */
  text?: string;
}): ReportDraft {
  const risk = overallRisk(input.clauses, input.missing);
  const ourSide = input.ourSide ?? null;
  const named = sideInContract(ourSide, input.clauses.map((c) => c.text).join('\n\n'));
  // "Licensee (ArTara in this contract)"; a role the contract never names is said to be read without a side.
  const sideLabel = ourSide === null ? null : named === null ? `${ourSide} — the contract does not name this side, so risks are read without one` : named === ourSide ? ourSide : `${ourSide} (${named} in this contract)`;
  return {
    overall_risk: risk,
    executive_summary: buildExecutiveSummary(input.classification, input.fields, input.clauses, input.missing, risk, sideLabel, input.text),
    clauses: input.clauses,
    missing_clauses: input.missing,
    playbook_version: input.playbook.version,
  };
}
