// Obligations: expiration, renewal and the notice deadline computed from the term fields, plus the duties an
// engine found (payments, reports, insurance, audits, post-termination duties) with their due dates where the
// contract allows computing them. `due_date` is null whenever it does not; `derivation` says how a computed
// date was reached. Every source quote is verified evidence (an exact slice of the text).

import { countsBusinessDays, daysInMonth, durationWords, laterOfAnEvent, MONTH_NAMES, noticeWords, formatDuration, formatIso, recurrenceOfPeriod, shiftDate, shiftDateBy } from './durations.ts';
import type { ContractFields, Duration, DutyFact, DutyKind, EngineId, Evidence, ObligationDraft, ReportClause } from './model.ts';
import { escapeRegExp, NUMBER_WORD } from './regexp.ts';
import { withoutPageBreaks, withWordsRejoined } from './sentences.ts';
import { renewalIsByAgreement, renewalIsEvergreen, renewalOptionOf, type ExtensionOption } from './review-points.ts';

const BOTH = 'Both';

const DUTY_TITLES: Record<DutyKind, string> = {
  payment: 'Payment',
  report: 'Reporting',
  notice: 'Notice',
  insurance: 'Maintain insurance',
  audit: 'Audit window',
  return_or_destroy: 'Return or destroy information',
  post_termination: 'Post-termination duty',
  delivery: 'Delivery',
  other: 'Contractual duty',
};

/**
 * The title of a duty's obligation: its kind's, or the act's own where the kind covers several ("invoice the Customer
 * monthly" is sent like a report but is an invoice; "purchase not less than 8,000 tonnes" is a commitment to buy, paid
 * for later under the price terms).
 */
function dutyTitle(duty: DutyFact): string {
  if (duty.kind === 'report' && /^invoice\b/i.test(duty.action)) return 'Invoicing';
  if (duty.kind === 'payment' && /^(?:purchase|buy|order)\b/i.test(duty.action)) {
    return /\b(?:minimum|not\s+less\s+than|at\s+least|no\s+(?:less|fewer)\s+than)\b/i.test(duty.action) ? 'Minimum purchase' : 'Purchase commitment';
  }
  return DUTY_TITLES[duty.kind];
}

/**
 * @param fallbackEngine provenance for findings whose evidence carries none (should not happen after
 *   verification, but an obligation must always say where it came from).
 */
export function buildObligations(fields: ContractFields, duties: DutyFact[], clauses: ReportClause[], fallbackEngine: EngineId): ObligationDraft[] {
  const option = renewalOptionOf(fields, clauses);
  const optionNotice = fields.termEvidence.noticePeriodToTerminateRenewal;
  // The notice that exercises an option to renew is the term's own deadline below, with its date: not a second duty.
  const exercisesOption = (duty: DutyFact) => option !== null && optionNotice !== undefined && duty.kind === 'notice' && duty.evidence.start <= optionNotice.start && optionNotice.end <= duty.evidence.end;
  const kept = withoutRestatedDuties(duties.filter((d) => !exercisesOption(d)));
  const built: ObligationDraft[] = [];
  for (const [i, duty] of kept.entries()) {
    const earlier = documentDutyBefore(duty, kept.slice(0, i), built);
    built.push(dutyObligation(earlier ? { ...duty, recurrence: duty.recurrence === 'none' ? earlier.recurrence : duty.recurrence } : duty, fields, fallbackEngine, earlier));
  }
  const holder = duties.find(exercisesOption)?.party ?? option?.holder ?? BOTH;
  return [...termObligations(fields, clauses, fallbackEngine, option, holder), ...built];
}

/** The document a deadline counts from: "within fifteen (15) days after sending the statement", "after receipt of each report". */
const COUNTS_FROM_DOCUMENT = /\b(statement|report|invoice|certificate|forecast|accounting)s?\b/i;

/** "the commission shown in each statement", "the amount stated on each invoice". */
const SHOWN_IN_EACH = /\b(?:shown|stated|set\s+out|set\s+forth|due)\s+(?:in|on|under)\s+(?:each|every)\s+(?:such\s+)?(statement|report|invoice|accounting)\b/i;

/** Words before a document's name that do not say which document it is ("the report", "each such statement"). */
const DOCUMENT_DETERMINER = /^(?:the|a|an|each|every|such|that|this|these|those|any|its|his|her|their|our|your|said|relevant|applicable|same|written|monthly|quarterly|annual|yearly|periodic|receiving|receipt|of|after|following|delivery|sending|submission)$/i;

/** An earlier duty to hand over the document another duty's deadline counts from, with when that document is due. */
interface DocumentDue {
  noun: string;
  recurrence: DutyFact['recurrence'];
  due: string | null;
}

/**
 * "Supplier shall send Partner a statement within thirty (30) days after the end of each calendar quarter. Supplier
 * shall pay the commission shown on each statement within fifteen (15) days after sending the statement": the payment
 * comes round as often as the statement does, and its first date follows the first statement's.
 */
function documentDutyBefore(duty: DutyFact, earlier: DutyFact[], built: ObligationDraft[]): DocumentDue | null {
  const deadline = duty.deadline;
  if (!deadline?.period || deadline.before || deadline.statedDate !== null) return null;
  let noun = COUNTS_FROM_DOCUMENT.exec(deadline.anchorText ?? '')?.[1]?.toLowerCase();
  // "pay the commission shown in each statement within 30 days after the end of the month to which the statement
  // relates": a sum each statement shows is paid as often as statements come; its time counts from the period's end,
  // not from the statement.
  const shownIn = noun ? undefined : SHOWN_IN_EACH.exec(duty.action)?.[1]?.toLowerCase();
  noun ??= shownIn;
  if (!noun) return null;
  const qualifier = new RegExp(String.raw`\b([a-z][\w-]*)\s+${noun}s?\b`, 'i').exec(shownIn ? duty.action : deadline.anchorText ?? '')?.[1];
  const kindOfDocument = qualifier && !DOCUMENT_DETERMINER.test(qualifier) ? qualifier : null;
  for (let j = earlier.length - 1; j >= 0; j--) {
    const document = earlier[j]!;
    if (document.kind !== 'report' || document === duty || !new RegExp(`\\b${noun}s?\\b`, 'i').test(document.action)) continue;
    // "within thirty (30) days of the audit report": a report of another kind than the "service report" delivered
    // each quarter; the word before the noun must name the same document.
    if (kindOfDocument && !new RegExp(`\\b${escapeRegExp(kindOfDocument)}\\b`, 'i').test(document.action)) continue;
    if (shownIn) return document.recurrence === 'none' ? null : { noun, recurrence: document.recurrence, due: null };
    if (document.recurrence === 'none' && !built[j]?.due_date) return null;
    return { noun, recurrence: document.recurrence, due: built[j]?.due_date ?? null };
  }
  return null;
}

const RECURRENCE_UNIT: Partial<Record<DutyFact['recurrence'], string>> = { weekly: 'week', monthly: 'month', quarterly: 'quarter', semiannually: 'half-year', annually: 'year' };

/**
 * One obligation per duty: a contract often states a duty twice — the fee in the parties' obligations ("shall pay a
 * monthly Fee to the Supplier") and again where it sets the amount ("shall pay the Supplier a fixed service fee of
 * $5,000 for each month") —, and an engine may read one sentence twice. Of two duties that state the same act, the
 * one saying more (an amount, a deadline) stays, where the first of them stood.
 */
export function withoutRestatedDuties(duties: DutyFact[]): DutyFact[] {
  const kept: DutyFact[] = [];
  for (const duty of duties) {
    const same = kept.findIndex((k) => sameDuty(k, duty));
    if (same < 0) kept.push(duty);
    else {
      // The one saying more stays, with the other's time when it states none ("pay the annual rent of £186,000" and
      // "pay the annual rent … by four equal instalments …, the first … on the Rent Commencement Date").
      const [more, less] = detail(duty) > detail(kept[same]!) ? [duty, kept[same]!] : [kept[same]!, duty];
      kept[same] = more.deadline === null && less.deadline !== null && more.evidence.start !== less.evidence.start ? { ...more, deadline: less.deadline } : more;
    }
  }
  return kept;
}

const detail = (d: DutyFact) => (d.amount ? 2 : 0) + (d.deadline ? 1 : 0);

/** Words before a money noun that say nothing about which payment it is. */
const PLAIN_QUALIFIER = /^(?:a|an|the|such|said|its|all|any|each|every|monthly|quarterly|annual|yearly|weekly|fixed|flat|agreed|applicable|stated|recurring|regular|periodic)$/i;

function sameDuty(a: DutyFact, b: DutyFact): boolean {
  if (a.party !== b.party || a.kind !== b.kind) return false;
  if (a.amount && b.amount && normal(a.amount) !== normal(b.amount)) return false;
  if ((a.trigger ?? '') !== (b.trigger ?? '')) return false;
  // "of which 50% is payable on signature and 50% within 30 days after acceptance": one sentence, two times to pay.
  if (a.evidence.start === b.evidence.start && a.deadline !== null && b.deadline !== null && JSON.stringify(a.deadline) !== JSON.stringify(b.deadline)) return false;
  const overlap = a.evidence.start < b.evidence.end && b.evidence.start < a.evidence.end;
  const actionA = normal(a.action);
  const actionB = normal(b.action);
  // The same or an overlapping sentence: the same act when the actions agree or both name the same amount.
  if (overlap && (actionA === actionB || actionA.startsWith(actionB) || actionB.startsWith(actionA) || (a.amount !== null && a.amount === b.amount))) return true;
  // Two sentences: a recurring payment of the same kind of sum, on the same schedule, with no words telling them apart.
  if (a.kind !== 'payment' || a.recurrence === 'none' || a.recurrence !== b.recurrence) return false;
  // "pay Salix a quarterly fee" and "pay Valeant a promotion fee" pay different parties.
  const payeeA = payeeOf(a.action);
  const payeeB = payeeOf(b.action);
  if (payeeA !== null && payeeB !== null && payeeA !== payeeB) return false;
  const nounsA = moneyNouns(a.action);
  const nounsB = moneyNouns(b.action);
  for (const [noun, qualifiersA] of nounsA) {
    const qualifiersB = nounsB.get(noun);
    if (qualifiersB === undefined) continue;
    // "minimum annual royalties" and "an annual EARNED ROYALTY" are two royalties; "a monthly Fee" and "a fixed service fee" may be one.
    if (qualifiersA.size === 0 || qualifiersB.size === 0 || [...qualifiersA].some((q) => qualifiersB.has(q))) return true;
  }
  return false;
}

/** The party paid: the capitalised name right after the verb or after "to" ("pay Acme …", "pay to Acme …", "… fee to Acme"). */
function payeeOf(action: string): string | null {
  const m = /^\S+\s+(?:to\s+)?(\p{Lu}[\p{L}\p{N}&.'’-]*)|\bto\s+(?:the\s+)?(\p{Lu}[\p{L}\p{N}&.'’-]*)/u.exec(action);
  const name = m?.[1] ?? m?.[2] ?? null;
  return name === null || MONEY_NOUN_WORD.test(name) ? null : name.toLowerCase();
}

/** The nouns a recurring payment names its sum by. */
const MONEY_NOUN = /^(fees?|royalt(?:y|ies)|commissions?|rent|retainer|salary|price|compensation|subscription)$/i;
/** A word that is no payee: a money noun or a determiner ("pay all amounts"). */
const MONEY_NOUN_WORD = new RegExp(`${MONEY_NOUN.source}|^(?:all|any|each|such)$`, 'i');

const normal = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * Each money noun with the words before it that tell which payment it is: "a fixed service fee" → fee: {service},
 * "a monthly Fee" → fee: {} (nothing names which fee), "to JHU minimum annual royalties" → royalty: {minimum}.
 */
function moneyNouns(action: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const words = action.split(/\s+/);
  const payee = payeeOf(action);
  words.forEach((word, i) => {
    const m = MONEY_NOUN.exec(word.replace(/[^\p{L}]+$/u, ''));
    if (!m) return;
    const noun = m[1]!.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');
    const qualifiers = new Set<string>();
    for (let j = i - 1; j >= Math.max(1, i - 3); j--) {
      const w = words[j]!.replace(/[^\p{L}\p{N}-]+/gu, '').toLowerCase();
      if (w === 'to' || w === payee) break;
      if (w !== '' && !PLAIN_QUALIFIER.test(w)) qualifiers.add(w);
    }
    out.set(noun, qualifiers);
  });
  return out;
}

/**
 * @param option the option to renew, when the renewal is one ("Franchisee may renew … by giving notice at least twelve
 *   (12) months before …": nothing renews unless the holder acts).
 * @param optionHolder the party that holds it (its name where a duty read it).
 */
function termObligations(fields: ContractFields, clauses: ReportClause[], fallbackEngine: EngineId, option: ExtensionOption | null, optionHolder: string = BOTH): ObligationDraft[] {
  const out: ObligationDraft[] = [];
  const expiration = fields.expirationDate;
  const stated = fields.termEvidence.expirationDate;
  const termEvidence = stated ?? fields.termEvidence.initialTerm;
  // A renewal only the parties' written agreement brings about happens on no date by itself: no renewal to diary.
  const byAgreement = renewalIsByAgreement(fields, clauses);
  // "an initial term of one (1) year and indefinitely after that until terminated by … notice": the initial term
  // ends, the contract does not.
  const evergreen = renewalIsEvergreen(fields, clauses);
  const notice = fields.noticePeriodToTerminateRenewal;
  const untilNotice = `the contract then continues until either party ends it${notice ? ` on at least ${noticeWords(notice)}` : ' by notice'}`;
  // "until the later of (a) the fifth anniversary … and (b) the completion of all Milestones": the date is the earliest end.
  const laterOf = termEvidence ? laterOfAnEvent(sourceFor('Expiration Date', termEvidence, clauses).quote) : null;
  if (termEvidence) {
    out.push({
      title: 'Contract expiration',
      description: expiration && laterOf
        ? `The contract ends no earlier than ${expiration}: it runs until ${laterOf}.`
        : expiration
        ? evergreen
          ? `The initial term ends on ${expiration}; ${untilNotice}.`
          : `The contract expires on ${expiration}${!fields.renewalTerm ? '' : byAgreement ? ' unless the parties agree in writing to renew it' : ' unless it renews'}.`
        : fields.termStart && fields.termStart.date === null
        ? `The contract runs for ${fields.initialTerm ? durationWords(fields.initialTerm) : 'a fixed term'} from the ${fields.termStart.name}, which the contract does not fix, so the end date cannot be computed.`
        : `The contract runs for ${fields.initialTerm ? durationWords(fields.initialTerm) : 'a fixed term'}, but its start date is unknown, so the end date cannot be computed.`,
      due_date: expiration,
      recurrence: 'none',
      responsible_party: BOTH,
      source: sourceFor('Expiration Date', termEvidence, clauses),
      derivation: expiration && !stated && fields.initialTerm && fields.termStart?.date
        ? `${fields.termStart.name} ${fields.termStart.date} plus ${durationWords(fields.initialTerm)} initial term`
        : expiration && !stated && fields.effectiveDate && fields.initialTerm
        ? `effective date ${fields.effectiveDate} plus ${durationWords(fields.initialTerm)} initial term`
        : null,
      engine: termEvidence.engine ?? fallbackEngine,
    });
  }
  const renewal = fields.renewalTerm;
  const renewalEvidence = fields.termEvidence.renewalTerm;
  if (renewal && renewalEvidence && !byAgreement && !option) {
    out.push({
      title: 'Automatic renewal',
      description: `Unless notice of non-renewal is given, the contract renews for ${durationWords(renewal)}${expiration ? ` on ${expiration}` : ' at the end of the term'}.`,
      due_date: expiration,
      recurrence: recurrenceOfPeriod(renewal),
      responsible_party: BOTH,
      source: sourceFor('Renewal Term', renewalEvidence, clauses),
      derivation: expiration ? `renews at expiration ${expiration} for ${formatDuration(renewal)}` : null,
      engine: renewalEvidence.engine ?? fallbackEngine,
    });
  }
  const noticeEvidence = fields.termEvidence.noticePeriodToTerminateRenewal;
  if (notice && noticeEvidence) {
    const computed = expiration ? shiftDateBy(expiration, notice, -1) : null;
    // A deadline on or before the effective date passed at signing: the next one falls before the end of the first
    // renewal; an evergreen contract has none, as notice may then be given at any time.
    const passed = computed !== null && fields.effectiveDate !== null && computed <= fields.effectiveDate;
    const firstRenewalEnd = passed && renewal && !evergreen ? shiftDate(expiration!, renewal) : null;
    const deadline = firstRenewalEnd ? shiftDateBy(firstRenewalEnd, notice, -1) : passed ? null : computed;
    const n = durationWords(notice);
    if (option && !evergreen) {
      out.push({
        title: 'Deadline to exercise renewal option',
        description: `To renew for ${renewal ? durationWords(renewal) : 'a further term'}, ${option.holder} must give written notice at least ${n} before the end of the term${computed && !passed ? `, i.e. by ${computed}` : ''}; nothing renews unless it does.`,
        due_date: passed ? null : computed,
        recurrence: 'none',
        responsible_party: optionHolder,
        source: sourceFor('Renewal Term', noticeEvidence, clauses),
        derivation: computed && !passed ? `expiration ${expiration} minus ${formatDuration(notice)}' notice` : null,
        engine: noticeEvidence.engine ?? fallbackEngine,
      });
      return out;
    }
    out.push({
      title: evergreen ? 'Notice deadline to end the contract' : 'Notice deadline to prevent renewal',
      description: evergreen
        ? passed
          ? `The initial term ends on ${expiration}, but notice to end the contract must be given at least ${n} ahead, so no notice given after signing can end it then. It runs on until either party ends it on at least ${noticeWords(notice)}, taking effect ${n} after the notice at the earliest.`
          : `To end the contract when its initial term ends${expiration ? ` on ${expiration}` : ''}, give written notice at least ${n} before${deadline ? `, i.e. by ${deadline}` : ''}; otherwise ${untilNotice}.`
        : firstRenewalEnd
          ? `Give written notice of non-renewal at least ${n} before the end of the term; for the initial term (ending ${expiration}) that fell on or before the effective date, so the first deadline is before the first renewal ends on ${firstRenewalEnd}, i.e. by ${deadline}.`
          : `Give written notice of non-renewal at least ${n} before the end of the term${deadline ? `, i.e. by ${deadline}` : ''}.`,
      due_date: deadline,
      recurrence: renewal && !evergreen ? recurrenceOfPeriod(renewal) : 'none',
      responsible_party: BOTH,
      source: sourceFor('Notice Period to Terminate Renewal', noticeEvidence, clauses),
      derivation: deadline ? `${firstRenewalEnd ? `end of the first renewal ${firstRenewalEnd}` : `expiration ${expiration}`} minus ${formatDuration(notice)}' notice` : null,
      engine: noticeEvidence.engine ?? fallbackEngine,
    });
  }
  return out;
}

/** Words a phrase cut short may end on that leave it hanging: "delivery of the", "any defect that could require a". */
const DANGLING_END = /(?:[\s,]+(?:set|of|the|a|an|and|or|to|its|his|her|their|our|any|each|all|that|which|who|with|for|by|in|on|at|from|as|such|this|these|those|could|would|may|might|shall|will|must|can|require|be|is|are|not)\b)+$/i;
/** An amount in words closing a phrase ("a fee of Two Hundred Forty Thousand US", "not less than eighty percent"). */
const AMOUNT_IN_WORDS_END = new RegExp(String.raw`(?:\s+(?:${NUMBER_WORD}|thousand|million|billion|US|U\.S\.|dollars?|euros?|pounds?|percent)(?:-[a-z]+)?)+$`, 'i');
/** A phrase that the amount completes: "a fee of", "not less than", "limits of at least", "equal to". */
const AWAITS_AMOUNT = /\b(?:of|than|to|least)$/i;

/** A phrase the duty reader cut short, without the words it was cut after. */
export function withoutDanglingEnd(phrase: string): string {
  const trimmed = phrase.replace(DANGLING_END, '').trim();
  return trimmed.length > 0 ? trimmed : phrase.trim();
}

/**
 * The action as a sentence says it, with its amount where the action leaves a place for it: "maintain insurance
 * with limits of not less than $10,000,000", not "… not less than Ten Million ($10,000,000)".
 */
function actionWithAmount(action: string, amount: string | null): { action: string; inlined: boolean } {
  if (amount) {
    // "credit Customer 10% of the monthly fees": the action states the amount already.
    if (action.includes(amount)) return { action: withoutDanglingEnd(action), inlined: true };
    const bare = action.replace(AMOUNT_IN_WORDS_END, '').trim();
    if (AWAITS_AMOUNT.test(bare)) return { action: `${bare} ${amount}`, inlined: true };
  }
  return { action: withoutDanglingEnd(action), inlined: false };
}

/** A phrase read from a sentence on one line ("upon termi- nation") with the words its sentence broke at a line's end
 *  ("termi-" / "nation") written whole, as the quote writes them. */
function wordsRejoinedAsInQuote(phrase: string, quote: string): string {
  let out = phrase;
  for (const m of quote.matchAll(/(\p{L}+)-[ \t]*\n\s*(\p{Ll}+)/gu)) {
    const whole = withWordsRejoined(m[0]);
    if (whole.includes('-')) continue;
    out = out.split(`${m[1]}- ${m[2]}`).join(whole);
  }
  return out;
}

/** A duty's sentence as the description quotes it: on one line, without the page furniture a page break left in it. */
function quoted(sentence: string): string {
  return withoutPageBreaks(sentence).replace(/\s+/g, ' ').trim();
}

function dutyObligation(read: DutyFact, fields: ContractFields, fallbackEngine: EngineId, document: DocumentDue | null = null): ObligationDraft {
  // Read as written before extraction: "GBP" / "48,000" hard-wrapped across two lines is one sum, written on one line
  // as the sentence quoted after it is; a word hyphenated at a line's end ("termi-" / "nation") is one word.
  const rejoined = (phrase: string) => wordsRejoinedAsInQuote(withWordsRejoined(phrase), read.evidence.quote);
  const duty: DutyFact = {
    ...read,
    action: rejoined(read.action),
    amount: read.amount?.replace(/\s+/g, ' ') ?? null,
    trigger: read.trigger ? rejoined(read.trigger) : read.trigger,
  };
  const due = document?.due && duty.deadline?.period
    ? {
        date: shiftDateBy(document.due, duty.deadline.period),
        derivation: `first ${document.noun} due ${document.due} plus ${periodInDerivation(duty.deadline.period)}${RECURRENCE_UNIT[duty.recurrence] ? `, then each ${RECURRENCE_UNIT[duty.recurrence]}` : ''}`,
      }
    : dueDateOf(duty, fields);
  // "not solicit …": a restriction, whose date is when it ends.
  const restricts = /^not\s/i.test(duty.action);
  const written = actionWithAmount(duty.action, duty.amount);
  let { action } = written;
  const { inlined } = written;
  // An insurance limit is the cover to carry, not a sum to pay: stated as a limit, with what it is per ("per occurrence").
  const insured = duty.kind === 'insurance' && duty.amount !== null;
  const per = insured ? limitBasis(duty.amount!, duty.evidence.quote) : '';
  if (insured && inlined && per && !action.includes(per)) action = `${action.replace(/\s+per$/, '')} ${per}`;
  // "when an audit discloses an understatement of … three percent (3%) or more": a figure of the condition is no sum of
  // the duty's; the condition states it already.
  const inTrigger = duty.amount !== null && duty.trigger !== null && duty.trigger !== undefined && duty.trigger.includes(duty.amount);
  const details = [
    duty.amount && !inlined && !inTrigger ? (insured ? `limit ${duty.amount}${per ? ` ${per}` : ''}` : duty.amount) : null,
    duty.recurrence !== 'none' ? duty.recurrence : null,
    // "Within 30 days after receipt of an invoice, …": the trigger already states the deadline.
    // "… and delete it within a further sixty (60) days": a period after the trigger's own is no restatement of it.
    duty.deadline?.period && (!/^(?:within|no\s+later|not\s+later)\b/i.test(duty.trigger ?? '') || /^(?:an?\s+)?(?:further|additional)\b/i.test(duty.deadline.period.text)) ? deadlineWords(duty.deadline, duty.evidence.quote, restricts) : null,
    // "50% is payable on signature of this Agreement": the event the sum is due on.
    duty.deadline && !duty.deadline.period && !duty.deadline.statedDate && duty.deadline.on && duty.deadline.anchorText && !duty.trigger ? `on ${withoutDanglingEnd(duty.deadline.anchorText)}` : null,
    // "If these conditions are not satisfied by October 31, 2025, …": a stated date the duty is due by.
    duty.deadline && !duty.deadline.period && duty.deadline.statedDate ? `${duty.deadline.first ? 'first due on' : duty.deadline.on ? 'on' : 'by'} ${duty.deadline.statedDate}` : null,
  ].filter((d): d is string => d !== null);
  const who = duty.party === BOTH ? 'Each party' : duty.party;
  if (duty.right && duty.trigger && /^to\s/i.test(duty.trigger)) return rightObligation(duty, who, due, fallbackEngine);
  // An event-triggered duty keeps its trigger: "Acme must pay the Distributor an additional fee when the Company requests …".
  const trigger = duty.trigger ? ` ${withoutDanglingEnd(duty.trigger)}` : '';
  return {
    title: restricts ? 'Restriction' : dutyTitle(duty),
    description: `${who} must ${action}${trigger}${details.length > 0 ? ` (${details.join(', ')})` : ''}: “${quoted(duty.evidence.quote)}”`,
    ...dutyDraftFields(duty, due, fallbackEngine),
  };
}

/** What every obligation drafted from a duty sentence carries: its dates, party and source. */
function dutyDraftFields(duty: DutyFact, due: { date: string; derivation: string | null } | null, fallbackEngine: EngineId) {
  return {
    due_date: due?.date ?? null,
    recurrence: duty.recurrence,
    responsible_party: duty.party,
    source: { clause_type: duty.clauseType ?? DUTY_TITLES[duty.kind], start: duty.evidence.start, end: duty.evidence.end, quote: duty.evidence.quote },
    derivation: due?.derivation ?? null,
    engine: duty.evidence.engine ?? fallbackEngine,
  };
}

/**
 * "Sponsor may extend the Term by one additional year by giving Athlete written notice no later than October 1, 2028":
 * an option is a right with a deadline, not a duty. It is diaried by when the notice must be given to use it, and
 * stated as what the holder may do.
 */
function rightObligation(duty: DutyFact, who: string, due: { date: string; derivation: string | null } | null, fallbackEngine: EngineId): ObligationDraft {
  const deadline = duty.deadline;
  const notice = duty.action.replace(/^give\s+/i, '');
  const when = deadline?.statedDate
    ? ` no later than ${deadline.statedDate}`
    : deadline?.period
      ? deadline.before
        ? ` at least ${durationWords(deadline.period)} before ${deadline.anchorText ? withoutDanglingEnd(deadline.anchorText) : 'it takes effect'}`
        : ` within ${durationWords(deadline.period)}${deadline.anchorText ? ` after ${withoutDanglingEnd(deadline.anchorText)}` : ''}`
      : '';
  return {
    title: 'Option exercised by notice',
    description: `${who} may ${withoutDanglingEnd(duty.trigger!.replace(/^to\s+/i, ''))} by giving ${notice}${when}; this is its right, not a duty: “${quoted(duty.evidence.quote)}”`,
    ...dutyDraftFields(duty, due, fallbackEngine),
  };
}

/** "$5,000,000 per occurrence" → "per occurrence": what an insurance limit is counted by, from the words after it. */
function limitBasis(amount: string, quote: string): string {
  const at = quote.indexOf(amount);
  if (at < 0) return '';
  const m = /^\)?\s*((?:per|each|for\s+each|in\s+the)\s+(?:occurrence|claim|accident|vehicle|person|event|loss|aggregate|policy\s+year|year))\b/i.exec(quote.slice(at + amount.length));
  return m ? m[1]! : '';
}

/** "within 30 days after the invoice date"; "no later than ten (10) days before commencement of each quarter" for a period that runs back. */
function deadlineWords(deadline: NonNullable<DutyFact['deadline']>, quote: string, restricts = false): string {
  const period = durationWords(deadline.period!);
  // "within sixty (60) days following each calendar quarter": the reader took "each" with the anchor words; say it again.
  const each = deadline.anchorText !== null && new RegExp(`\\b(?:each|every)\\s+${escapeRegExp(deadline.anchorText).replace(/\s+/g, '\\s+')}`, 'i').test(quote);
  // "for five (5) years after the year to which they relate": a bare period noun the reader took without its article gets it back.
  const anchor = deadline.anchorText ? `${each ? 'each ' : /^(?:year|month|quarter|week|period)\b/.test(deadline.anchorText) ? 'the ' : ''}${withoutDanglingEnd(deadline.anchorText)}` : null;
  if (runsBack(deadline, quote)) return `no later than ${period} before ${anchor ?? 'the event'}`;
  // "on the date that is twenty-four (24) months after the Closing": due on that day.
  if (deadline.on) return `on the date ${period} after ${anchor ?? 'the event'}`;
  // "…, then delete it": an act due when the period of the act before it runs out.
  if (deadline.follows) return `at the end of ${period}${anchor ? ` after ${anchor}` : ''}`;
  // "not solicit … for twelve (12) months after the Effective Date": how long a restriction lasts, not a deadline.
  if (restricts || deadline.lasts) return `for ${period}${anchor ? ` after ${anchor}` : ''}`;
  // "keep records … for at least three (3) years after the quarter": how long the duty lasts, not a deadline.
  const lasts = deadline.lasts === false ? null : lastsFor(deadline.period!, quote);
  if (lasts !== null) return `for ${lasts}${period}${anchor ? ` after ${anchor}` : ''}`;
  return `within ${period}${anchor ? ` after ${anchor}` : ''}`;
}

/** "for at least three (3) years", "for a period of six (6) years": a period the duty lasts; the words before the period, or null. */
function lastsFor(period: Duration, quote: string): string | null {
  const escaped = escapeRegExp(period.text.trim()).replace(/\s+/g, '\\s+');
  const m = new RegExp(`\\bfor\\s+(?:a\\s+(?:minimum\\s+)?period\\s+of\\s+)?(at\\s+least\\s+|not\\s+less\\s+than\\s+|a\\s+minimum\\s+of\\s+)?${escaped}`, 'i').exec(quote);
  return m ? (m[1] ? 'at least ' : '') : null;
}

/**
 * Whether the period runs back from its event: as the engine read it, or, from an engine that does not say, as the
 * sentence states it ("ten (10) days prior to", "90 days before", "thirty days in advance of").
 */
function runsBack(deadline: NonNullable<DutyFact['deadline']>, quote: string): boolean {
  if (deadline.before !== undefined) return deadline.before;
  const period = deadline.period?.text.trim();
  if (!period) return false;
  const escaped = escapeRegExp(period).replace(/\s+/g, '\\s+');
  return new RegExp(`${escaped}\\s+(?:(?:business|calendar)\\s+days?\\s+)?(?:prior\\s+to|before|in\\s+advance\\s+of|preceding)\\b`, 'i').test(quote);
}

/** A stated date, or a period counted from an anchor whose date the contract gives. */
function dueDateOf(duty: DutyFact, fields: ContractFields): { date: string; derivation: string | null } | null {
  const deadline = duty.deadline;
  if (deadline === null) return null;
  if (deadline.statedDate !== null) return { date: deadline.statedDate, derivation: null };
  // "on signing of this Agreement": due the day the agreement is signed, which the effective date stands for.
  if (deadline.period === null && deadline.on && deadline.anchor === 'effective_date' && fields.effectiveDate !== null) {
    return { date: fields.effectiveDate, derivation: `due on ${deadline.anchorText ?? 'signing'}; dated at the effective date ${fields.effectiveDate}` };
  }
  // The periods of the term run from its start: the defined date it commences on where there is one ("the
  // Commencement Date" means 1 June 2025), else the effective date; a start left to an event dates no period.
  const termBegins = fields.termStart ? fields.termStart.date : fields.effectiveDate;
  const termBeginsWords = fields.termStart ? `the ${fields.termStart.name} ${termBegins}` : `the effective date ${termBegins}`;
  // "by 31 January in each year": first due on the first such day on or after the start of the term, then yearly.
  const yearly = deadline.period === null && termBegins !== null ? yearlyDayOf(deadline.anchorText) : null;
  if (yearly && termBegins !== null) {
    const [year] = termBegins.split('-').map(Number) as [number];
    const inYear = (y: number) => formatIso(y, yearly.month, Math.min(yearly.day, daysInMonth(y, yearly.month)));
    const date = inYear(year) >= termBegins ? inYear(year) : inYear(year + 1);
    return { date, derivation: `first ${deadline.anchorText!.replace(/\s+(?:in|of)\s+(?:each|every)\s+(?:\w+\s+)?year$/i, '')} on or after ${termBeginsWords}, then each year` };
  }
  // "on the first day of each calendar quarter": first due on the first such day on or after the start of the term.
  if (deadline.period === null && deadline.on && termBegins !== null) {
    // "on the first day of each quarter of the Contract Year": quarters of a year the contract counts from its start, so
    // the first falls due as the term begins.
    const contractYear = /\bof\s+(?:the|each|every)\s+((?:[A-Z][\w-]*\s+){1,2}Year)\b/.exec(deadline.anchorText ?? '');
    const start = firstPeriodStart(deadline.anchorText, termBegins);
    if (start && contractYear && start.day === 'first day' && start.unit !== 'year') return { date: termBegins, derivation: `first due on the first day of the first ${start.unit} of the ${contractYear[1]}, which begins with the term on ${termBeginsWords}, then each ${start.unit}` };
    if (start) return { date: start.date, derivation: `first due on the ${start.day} of the first calendar ${start.unit} in which that day falls on or after ${termBeginsWords}, then each ${start.unit}` };
  }
  // "in advance on the usual quarter days": the English quarter days (25 March, 24 June, 29 September, 25 December),
  // first due on the first of them on or after the start of the term.
  if (deadline.period === null && deadline.on && termBegins !== null && /^(?:the\s+)?(?:usual\s+)?quarter\s+days$/i.test(deadline.anchorText ?? '')) {
    const [year] = termBegins.split('-').map(Number) as [number];
    const days = [year, year + 1].flatMap((y) => [formatIso(y, 2, 25), formatIso(y, 5, 24), formatIso(y, 8, 29), formatIso(y, 11, 25)]);
    const date = days.find((d) => d >= termBegins)!;
    return { date, derivation: `first of the usual quarter days (25 March, 24 June, 29 September, 25 December) on or after ${termBeginsWords}, then each quarter day` };
  }
  if (deadline.period === null) return null;
  // A duty counted from the contract's end ("within ten (10) days after this Agreement ends", "on termination or
  // expiry") falls due from the expiry date when the contract runs its course: computed from it, and said so. A
  // termination alone is an early end on a date no one knows.
  const endsAtExpiry = deadline.anchor === 'expiration' || (deadline.anchor === 'termination' && /\b(?:expir\w*|end\s+of\s+the\s+term)\b/i.test(deadline.anchorText ?? ''));
  const anchors: Partial<Record<NonNullable<typeof deadline.anchor>, [string, string | null]>> = {
    effective_date: ['effective date', fields.effectiveDate],
    expiration: ['expiration', fields.expirationDate],
    ...(endsAtExpiry ? { termination: ['expiration', fields.expirationDate] as [string, string | null] } : {}),
  };
  const anchor = deadline.anchor === null ? undefined : anchors[deadline.anchor];
  const ifAtExpiry = endsAtExpiry ? ', if the agreement ends at expiry' : '';
  // "At least 90 days prior to the expiration": due that long before the anchor's date, never after it.
  if (runsBack(deadline, duty.evidence.quote)) {
    // "no later than fifteen (15) days before the start of each calendar quarter": counted back from the first start
    // of such a period whose deadline falls in the term.
    const periodStart = termBegins === null ? null : /^(?:the\s+)?(?:start|beginning|commencement|first\s+day)\s+of\s+(?:each|every)\s+(?:calendar\s+)?(month|quarter|year)\b/i.exec(deadline.anchorText ?? '');
    if (periodStart && termBegins !== null) {
      const unit = periodStart[1]!.toLowerCase() as 'month' | 'quarter' | 'year';
      const step = unit === 'month' ? 1 : unit === 'quarter' ? 3 : 12;
      const [year, month] = termBegins.split('-').map(Number) as [number, number];
      let first = unit === 'year' ? 12 : (Math.floor((month - 1) / step) + 1) * step;
      let date = shiftDateBy(formatIso(year + Math.floor(first / 12), first % 12, 1), deadline.period, -1);
      if (date < termBegins) {
        first += step;
        date = shiftDateBy(formatIso(year + Math.floor(first / 12), first % 12, 1), deadline.period, -1);
      }
      return { date, derivation: `first due ${periodInDerivation(deadline.period)} before the start of the first calendar ${unit} after ${termBeginsWords}, then each ${unit}` };
    }
    if (anchor === undefined || anchor[1] === null) return null;
    return { date: shiftDateBy(anchor[1], deadline.period, -1), derivation: `${anchor[0]} ${anchor[1]} minus ${periodInDerivation(deadline.period)}${ifAtExpiry}` };
  }
  const periodEnd = firstPeriodEnd(deadline.anchorText, termBegins, duty.recurrence);
  // "…, the first payment being due for the first calendar quarter in which a sale occurs": the first period is the one
  // of the first sale, whose date no one knows yet; the term's first quarter is not it.
  if (periodEnd !== null && FIRST_AFTER_EVENT.test(duty.evidence.quote)) return null;
  if (periodEnd !== null) {
    return { date: shiftDateBy(periodEnd.date, deadline.period), derivation: `first due ${periodInDerivation(deadline.period)} after the end of the first ${periodEnd.label ?? `calendar ${periodEnd.unit}`} of the term (${periodEnd.date}), then each ${periodEnd.unit}` };
  }
  if (anchor === undefined || anchor[1] === null) return null;
  return { date: shiftDateBy(anchor[1], deadline.period), derivation: `${anchor[0]} ${anchor[1]} plus ${periodInDerivation(deadline.period)}${ifAtExpiry}` };
}

/** "31 January in each year", "March 31 of each calendar year": the day and the month (counted from 0). */
function yearlyDayOf(anchorText: string | null): { day: number; month: number } | null {
  const m = anchorText && /^(?:the\s+)?(?:(\d{1,2})(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?([A-Za-z]+)|([A-Za-z]+)\s+(\d{1,2})(?:st|nd|rd|th)?)\s*,?\s+(?:in|of)\s+(?:each|every)\s+(?:\w+\s+)?year$/i.exec(anchorText);
  if (!m) return null;
  const month = MONTH_NAMES.indexOf((m[2] ?? m[3])!.toLowerCase());
  return month < 0 ? null : { day: Number(m[1] ?? m[4]), month };
}

/** "the first payment being due for the first calendar quarter in which a sale occurs", "commencing with the quarter of the First Commercial Sale". */
const FIRST_AFTER_EVENT = /\bfirst\s+(?:such\s+)?(?:payment|report|statement|instal(?:l)?ment)\b[^.;]{0,80}?\b(?:in\s+which|during\s+which|after|following|of)\s+(?:the\s+|a\s+|any\s+)?(?:first\s+)?(?:commercial\s+)?(?:sales?|launch|shipment|invoice)\b|\b(?:commencing|beginning|starting)\s+(?:with|from)\s+the\s+(?:calendar\s+)?(?:quarter|month|year)\s+(?:in\s+which|of|after|following)\s+(?:the\s+)?(?:first\s+)?(?:commercial\s+)?(?:sale|launch)\b/i;

/** "10 days", or "10 business days" where only working days count. */
function periodInDerivation(period: Duration): string {
  return countsBusinessDays(period) ? formatDuration(period).replace(/ days?$/, (d) => ` business${d}`) : formatDuration(period);
}

/**
 * "Within ten (10) days after the end of each calendar month": a recurring duty whose first due date is counted
 * from the end of the calendar month (quarter, year) in which the term begins.
 */
function firstPeriodEnd(anchorText: string | null, termBegins: string | null, recurrence: DutyFact['recurrence'] = 'none'): { date: string; unit: 'month' | 'quarter' | 'year'; label?: string } | null {
  // "after the close of each calendar quarter", "following each calendar quarter" count from the period's end too.
  const match = anchorText === null ? null : /^(?:the\s+)?(?:(?:(?:end|last\s+day|close|expiry|expiration|conclusion)\s+of\s+(?:each|every)\s+)|(?:each|every)\s+)?(?:calendar\s+)?(month|quarter|year)\b(?!\s+(?:in|during)\s+which)/i.exec(anchorText)
    // "after the end of the month to which the statement relates", said of a monthly duty: the end of each month.
    ?? new RegExp(String.raw`^(?:the\s+)?(?:end|last\s+day|close)\s+of\s+the\s+(?:calendar\s+)?(${RECURRENCE_UNIT[recurrence] ?? 'none'})\b(?!\s+(?:in|during)\s+which)`, 'i').exec(anchorText);
  // "after the end of each Contract Year": the contract's own years, counted from the start of the term.
  // "after the end of each service charge year ending on 31 December": the first such day on or after the start.
  const endingOn = !match && termBegins !== null && anchorText !== null ? /^(?:the\s+)?(?:end|close|expiry|expiration)\s+of\s+(?:each|every)\s+(?:[\w-]+\s+){0,3}year\s+(?:ending|which\s+ends)\s+on\s+(.+)$/i.exec(anchorText) : null;
  const yearEnd = endingOn ? yearlyDayOf(`${endingOn[1]!.trim()} in each year`) : null;
  if (yearEnd && termBegins !== null) {
    const [year] = termBegins.split('-').map(Number) as [number];
    const inYear = (y: number) => formatIso(y, yearEnd.month, Math.min(yearEnd.day, daysInMonth(y, yearEnd.month)));
    return { date: inYear(year) >= termBegins ? inYear(year) : inYear(year + 1), unit: 'year', label: `year ending on ${endingOn![1]!.trim()}` };
  }
  const ownYear = !match && termBegins !== null && anchorText !== null ? /^(?:the\s+)?(?:end|last\s+day|close|expiry|expiration|conclusion)\s+of\s+(?:each|every)\s+((?:Contract|Agreement|License|Licence|Lease)\s+Year)\b/.exec(anchorText) : null;
  if (ownYear && termBegins !== null) {
    return { date: shiftDate(shiftDate(termBegins, { value: 1, unit: 'year' }), { value: 1, unit: 'day' }, -1), unit: 'year', label: ownYear[1]! };
  }
  if (!match || termBegins === null) return null;
  const unit = match[1]!.toLowerCase() as 'month' | 'quarter' | 'year';
  const [year, month] = termBegins.split('-').map(Number) as [number, number];
  const lastMonth = unit === 'month' ? month - 1 : unit === 'quarter' ? Math.floor((month - 1) / 3) * 3 + 2 : 11;
  return { date: formatIso(year, lastMonth, daysInMonth(year, lastMonth)), unit };
}

const DAY_ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };

/**
 * "first day of each calendar quarter", "fifth (5th) Business Day of each calendar month": the first such day
 * on or after the start of the term. Business days are counted Monday to Friday, as shiftDateBy counts them.
 */
function firstPeriodStart(anchorText: string | null, termBegins: string): { date: string; unit: 'month' | 'quarter' | 'year'; day: string } | null {
  const match = anchorText && /^(?:the\s+)?(?:(?<word>first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)|(?<digits>\d{1,2})(?:st|nd|rd|th))(?:\s*\(\s*\d{1,2}(?:st|nd|rd|th)?\s*\))?\s+(?<business>(?:business|working)\s+)?day\s+of\s+(?:each|every)\s+(?:calendar\s+)?(?<unit>month|quarter|year)\b/i.exec(anchorText);
  if (!match) return null;
  const g = match.groups!;
  const nth = g.word ? DAY_ORDINALS[g.word.toLowerCase()]! : Number(g.digits);
  const business = g.business !== undefined;
  const unit = g.unit!.toLowerCase() as 'month' | 'quarter' | 'year';
  const [year, month] = termBegins.split('-').map(Number) as [number, number];
  const step = unit === 'month' ? 1 : unit === 'quarter' ? 3 : 12;
  // Months counted from 0; the period containing the start of the term starts at `first`.
  const first = unit === 'year' ? 0 : Math.floor((month - 1) / step) * step;
  const dayIn = (start: number) => {
    const [y, m] = [year + Math.floor(start / 12), start % 12];
    if (!business) return formatIso(y, m, Math.min(nth, daysInMonth(y, m)));
    const eve = m === 0 ? formatIso(y - 1, 11, 31) : formatIso(y, m - 1, daysInMonth(y, m - 1));
    return shiftDateBy(eve, { value: nth, unit: 'day', text: `${nth} business days` });
  };
  const date = dayIn(first) >= termBegins ? dayIn(first) : dayIn(first + step);
  const day = nth === 1 && !business ? 'first day' : `${match[0].replace(/^the\s+/i, '').replace(/\s+(?:(?:business|working)\s+)?day\b[^]*$/i, '')} ${business ? 'business day (Monday to Friday; public holidays not counted)' : 'day'}`;
  return { date, unit, day };
}

/** The report clause holding the evidence (its type and span), or the evidence itself. */
function sourceFor(type: string, evidence: Evidence, clauses: ReportClause[]): ObligationDraft['source'] {
  // Of the clauses holding the evidence, the narrowest: a clause the segmenter ran on into the next section
  // ("10.1 … confidential … 11.1 The licence is perpetual. …") quotes the wrong section.
  const holder = clauses
    .filter((c) => c.start <= evidence.start && evidence.end <= c.end && (c.type === type || c.type === 'Expiration Date' || c.type === 'Renewal Term' || c.type === 'Term'))
    .reduce<ReportClause | undefined>((best, c) => (best === undefined || c.end - c.start < best.end - best.start ? c : best), undefined);
  if (holder) return { clause_type: holder.type, start: holder.start, end: holder.end, quote: holder.text };
  return { clause_type: type, start: evidence.start, end: evidence.end, quote: evidence.quote };
}
