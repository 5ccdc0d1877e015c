// The executive summary a lawyer reads first (issue #4): type, parties, dates, term and renewal, governing law,
// the main risks and the missing protections, in at most about 150 words.

import { agreementWhoseLawIsIncorporated, mainAgreementOf, takesLawOfMainAgreement } from './addendum.ts';
import { durationWords, formatDuration, formatIso, laterOfAnEvent, MONTH_NAMES, noticeWords, openEndedTermOf } from './durations.ts';
import type { Classification, ContractFields, CoverPageVariable, MissingClause, ReportClause, RiskLevel } from './model.ts';
import { listOf } from './carve-outs.ts';
import { endsAtWill, extensionOptionOf, renewalIsByAgreement, renewalIsEvergreen, renewalOptionOf, runsUntilNoticeFromStart, terminationIndemnityOf, terminationNoticeOf } from './review-points.ts';
import { escapeRegExp, MONEY_AMOUNT, PERCENTAGE } from './regexp.ts';
import { addOnChargesOf } from './money-terms.ts';
import { sentencesOf } from './sentences.ts';
import { capitalised, indefiniteArticle, possessive, shortened } from './prose.ts';

const COVER_PAGE_FIELD_NAMES: Record<CoverPageVariable['field'], string> = {
  effectiveDate: 'the effective date',
  governingLaw: 'the governing law',
  chosenCourts: 'the chosen courts',
  liabilityCap: 'the liability cap',
};
/** The summary's length: about what a lawyer reads first. */
const SUMMARY_WORDS = 150;
const MAX_RISKS = 3;
const MAX_MISSING = 4;
/** Risk levels, highest first. */
export const RISK_ORDER: Record<RiskLevel, number> = { high: 0, medium: 1, low: 2 };


export function overallRisk(clauses: ReportClause[], missing: MissingClause[]): RiskLevel {
  const levels = [...clauses.map((c) => c.risk_level), ...missing.map((m) => m.risk_level)];
  if (levels.includes('high')) return 'high';
  if (levels.filter((l) => l === 'medium').length >= 1) return 'medium';
  return 'low';
}

export function buildExecutiveSummary(
  classification: Classification,
  fields: ContractFields,
  clauses: ReportClause[],
  missing: MissingClause[],
  risk: RiskLevel,
  ourSide: string | null = null,
  /** The whole contract: a condition precedent may stand in a section no clause type covers. */
  contractText?: string,
): string {
  const sentences: string[] = [];
  // A text with neither parties nor a single clause is no contract the engine could read (a memo, a picture whose
  // text did not come through, the wrong file): the reader must know that before a list of "missing" protections.
  if (fields.parties.length === 0 && clauses.length === 0) {
    sentences.push('This text does not read as a contract: no parties and no clauses were found in it, so the protections below are missing only because nothing was found. Check that this is the contract and that its text came through (a scan or photo may not have been readable).');
  }
  const parties = fields.parties.length > 0 ? ` between ${listOf(fields.parties.slice(0, 3))}${fields.parties.length > 3 ? ' and others' : ''}` : '';
  // A contract of no type the classifier knows is "An agreement between …", never "An Other between …"; when its own
  // title names what it is ("Clinical Trial Agreement"), the title says it. A clinical trial or sponsored research
  // agreement stays "Other" rather than a Service Agreement: the site does perform a study for the sponsor, but the
  // contract turns on the protocol, subject safety, publication and the results' ownership, which a services playbook
  // (service levels, acceptance, fees for work) would review wrongly; so its title, not a borrowed type, names it.
  const kind = classification.contractType === 'Other' ? (contractText !== undefined ? ownTitleOf(contractText) : null) ?? 'agreement' : classification.contractType;
  sentences.push(`${capitalised(indefiniteArticle(kind))} ${kind}${parties}`.replace(/\.?$/, '.'));
  if (ourSide !== null) sentences.push(`Read for our side: ${ourSide}.`);
  // Each phrase carries its own verb ("is effective …", "runs for …", "renews …"): "It is runs for 3 years" is no sentence.
  const dates: string[] = [];
  if (fields.effectiveDate) dates.push(`is effective ${fields.effectiveDate}`);
  const evergreen = renewalIsEvergreen(fields, clauses);
  const notice = fields.noticePeriodToTerminateRenewal;
  // "until the later of (a) the fifth anniversary … and (b) the completion of all Milestones": the date is the earliest end.
  const laterOf = clauses.filter((c) => c.type === 'Term' || c.type === 'Expiration Date').map((c) => laterOfAnEvent(c.text)).find((e) => e !== null) ?? null;
  if (fields.expirationDate && evergreen) dates.push(`its initial term ends ${fields.expirationDate}, after which it runs on until either party ends it${notice ? ` on ${noticeWords(notice)}` : ' by notice'}`);
  else if (fields.expirationDate && laterOf) dates.push(`runs until ${laterOf}, so no earlier than ${fields.expirationDate}`);
  else if (fields.expirationDate) dates.push(`expires ${fields.expirationDate}`);
  else if (fields.initialTerm && evergreen) dates.push(`runs for an initial term of ${durationWords(fields.initialTerm)}, then until either party ends it${notice ? ` on ${noticeWords(notice)}` : ' by notice'}`);
  else if (fields.initialTerm) dates.push(`runs for ${durationWords(fields.initialTerm)}`);
  else if (fields.isPerpetual) dates.push('runs until terminated');
  // "begins on 1 February 2026 and continues until terminated by either party giving written notice": no term, no renewal.
  else if (clauses.some((c) => (c.type === 'Term' || c.type === 'Expiration Date') && runsUntilNoticeFromStart(c.text, fields))) {
    const notice = contractText !== undefined ? terminationNoticeOf(contractText) : null;
    const atWill = contractText !== undefined && endsAtWill(contractText);
    dates.push(`runs, with no fixed term, until either party ends it ${atWill && !notice ? 'at any time' : 'by notice'}${notice ? ` (“${notice}”)` : ''}`);
  }
  else {
    // "continues until the expiry of the last valid claim of the Licensed Patents", "for so long as any Shareholder holds
    // Shares": an end set by an event or a state, not a date.
    const openEnded = clauses.filter((c) => c.type === 'Term' || c.type === 'Expiration Date').map((c) => openEndedTermOf(c.text)).find((e) => e !== null);
    if (openEnded) dates.push(`runs ${openEnded}, with no fixed end date`);
  }
  // "Sponsor may extend the Term by one additional year by giving Athlete written notice no later than October 1, 2028":
  // an option to extend with no renewal term in the fields is still a date a lawyer diaries.
  const extension = fields.renewalTerm ? null : extensionOf(contractText ?? clauses.map((c) => c.text).join('\n\n'));
  if (extension) dates.push(extension);
  const option = fields.renewalTerm ? renewalOptionOf(fields, clauses) : null;
  if (fields.renewalTerm && renewalIsByAgreement(fields, clauses)) dates.push(`may be renewed for further periods of ${formatDuration(fields.renewalTerm)} only by the parties’ written agreement`);
  else if (fields.renewalTerm && option) {
    dates.push(`may be renewed for ${formatDuration(fields.renewalTerm)} at ${possessive(option.holder)} option${option.window ? `, by notice given ${option.window}` : fields.noticePeriodToTerminateRenewal ? `, by notice given ${durationWords(fields.noticePeriodToTerminateRenewal)} ahead` : ''} (nothing renews automatically)`);
  } else if (fields.renewalTerm) dates.push(`renews for further periods of ${formatDuration(fields.renewalTerm)}${fields.noticePeriodToTerminateRenewal ? ` unless notice is given ${durationWords(fields.noticePeriodToTerminateRenewal)} ahead` : ''}`);
  if (dates.length > 0) sentences.push(`It ${dates.length > 1 ? `${dates.slice(0, -1).join(', ')} and ${dates.at(-1)}` : dates[0]}.`);
  // "The Tenant may terminate this Lease on the Break Date by giving … six (6) months' prior written notice": a break on
  // a fixed date is a date a lawyer diaries as surely as the expiry.
  const breakRight = contractText !== undefined ? breakOptionOf(contractText) : null;
  if (breakRight) sentences.push(breakRight);
  // "a perpetual … licence", "The licence in clause 2 is perpetual" in a contract whose services run for a term: the
  // licence does not end with the term the dates above state.
  if ((fields.expirationDate || fields.initialTerm) && clauses.some((c) => c.type === 'Irrevocable or Perpetual License' && PERPETUAL_LICENCE.test(c.text) && !LICENCE_ENDS_WITH_TERM.test(c.text))) {
    sentences.push('The licence it grants is perpetual: it does not end when that term does.');
  }
  const onCoverPage = new Set((fields.coverPageVariables ?? []).map((v) => v.field));
  const whole = contractText ?? clauses.map((c) => c.text).join('\n\n');
  const lawIncorporatedFrom = fields.governingLaw ? null : agreementWhoseLawIsIncorporated(whole);
  sentences.push(
    fields.governingLaw
      ? `Governed by the law of ${jurisdictionName(fields.governingLaw)}.`
      : onCoverPage.has('governingLaw')
        ? 'The governing law is set on the cover page, not in this text.'
        : lawIncorporatedFrom
          ? `The governing law is the one ${lawIncorporatedFrom} names: its governing-law section is incorporated by reference, not stated in this text.`
          : takesLawOfMainAgreement(whole)
          ? 'The governing law is the one the master agreement names, not stated in this text.'
          : 'No governing law was identified.',
  );
  // A loan or note: the interest its principal bears is the money the deal turns on, before any cost or fee.
  const interest = contractText !== undefined ? interestSentence(contractText) : null;
  if (interest) sentences.push(`Interest: “${interest}”`);
  const money = moneySentence(clauses, contractText);
  if (money) {
    const more = furtherPayments(clauses, money, contractText);
    sentences.push(`Money: “${money}”${more.length > 0 ? `; also ${more.map((m) => `“${m}”`).join(' and ')}` : ''}`);
  }
  // "On termination, the Agent is entitled to an indemnity …, capped at one year's average commission": money due when it ends.
  const endPayment = clauses.map((c) => (c.type === 'Indemnification' ? terminationIndemnityOf(c.text) : null)).find((p) => p !== null && p !== undefined);
  if (endPayment) sentences.push(`When it ends, ${endPayment.payee} is entitled to ${endPayment.kind === 'indemnity' ? 'an indemnity' : 'compensation'} for the business it leaves behind${endPayment.cap ? `, capped at ${shortened(endPayment.cap, { words: 12 })}` : ''}`.replace(/(?<!…)$/, '.'));
  const condition = conditionPrecedent(contractText !== undefined ? [...clauses, { text: contractText }] : clauses);
  if (condition) sentences.push(`It depends on a condition: “${condition}”`);
  const otherCoverFields = [...onCoverPage].filter((f) => f !== 'governingLaw').map((f) => COVER_PAGE_FIELD_NAMES[f]);
  if (otherCoverFields.length > 0) sentences.push(`Left to the cover page: ${listOf(otherCoverFields)}.`);
  const risks = clauses
    .filter((c) => c.risk_level !== 'low')
    .sort((a, b) => RISK_ORDER[a.risk_level] - RISK_ORDER[b.risk_level] || a.start - b.start);
  // The riskiest clause of each type speaks for it (a Map keeps a key's first place but its last value).
  const riskTypes = risks.filter((c, i) => risks.findIndex((r) => r.type === c.type) === i).slice(0, MAX_RISKS);
  // The overall risk is the worst of the clauses' and the missing protections' levels: when no clause reaches it, the
  // reader must be told that it comes from what is missing ("Overall risk: high" on a lease with no high clause).
  const missingAtRisk = risk !== 'low' && !clauses.some((c) => c.risk_level === risk) ? missing.filter((m) => m.risk_level === risk) : [];
  sentences.push(missingAtRisk.length > 0 ? `Overall risk: ${risk}, because ${missingAtRisk.length === 1 ? 'a protection the playbook requires is' : 'protections the playbook requires are'} missing (${listOf(missingAtRisk.slice(0, MAX_MISSING).map((m) => m.type))}); no clause is rated ${risk}.` : `Overall risk: ${risk}.`);
  if (riskTypes.length > 0) {
    sentences.push(`Main risks: ${riskTypes.map((c) => `${c.type} (${c.risk_level}): ${firstSentence(c.analysis).replace(/\.$/, '')}`).join('; ')}.`);
  }
  const main = contractText !== undefined ? mainAgreementOf(contractText) : null;
  if (missing.length > 0 && main !== null) {
    // A document that is part of a main agreement leaves its core protections to it: not plainly missing.
    sentences.push(`Not in this document, presumably in ${main} it forms part of: ${missing.slice(0, MAX_MISSING).map((m) => m.type).join(', ')}${missing.length > MAX_MISSING ? ' and more' : ''}.`);
  } else if (missing.length > 0) {
    sentences.push(`Missing protections: ${missing.slice(0, MAX_MISSING).map((m) => m.type).join(', ')}${missing.length > MAX_MISSING ? ' and more' : ''}.`);
  }
  return shortened(sentences.join(' '), { words: SUMMARY_WORDS });
}

const PERPETUAL_LICENCE = /\bperpetual\b[^.;]{0,80}\blicen[cs]e\b|\blicen[cs]e\b[^.;]{0,80}\b(?:is|shall\s+be)\s+perpetual\b/i;
/** "a perpetual licence during the Term", "… until this Agreement terminates": a licence that still ends with the contract. */
const LICENCE_ENDS_WITH_TERM = /\bperpetual\b[^.;]{0,120}\b(?:during\s+the\s+term|until\s+(?:the\s+)?(?:termination|expiry|expiration|this\s+agreement)|(?:terminates?|ends?)\s+(?:on|upon|with)\s+(?:the\s+)?(?:termination|expiry|expiration))\b/i;
const MONEY_TYPES = new Set(['Payment Terms', 'Minimum Commitment', 'Revenue/Profit Sharing', 'License Grant']);
const AMOUNT = new RegExp(`${MONEY_AMOUNT}|${PERCENTAGE}`, 'i');
// "Purchase orders", "purchase … quantities" state no payment; "purchase price" does.
const PAY_VERB = /\b(?:pay|paid|payable|fees?|royalt(?:y|ies)|price|purchase\s+price|compensation|commission)\w*\b/i;
const QUOTE_WORDS = 28;

/** A credit for a missed service level. */
const SERVICE_CREDIT_WORDS = /\b(?:service|SLA|availability|uptime|performance)\s+credits?\b/i;

/** A sum of money: a currency amount, not a percentage ("80% of its requirements" is a share, not a price). */
const MONEY = new RegExp(MONEY_AMOUNT, 'i');

/**
 * The sentence that states what is paid: the first with an amount and a word of paying, in a money clause — one
 * with a sum of money before one with only a percentage.
 */
function moneySentence(clauses: ReportClause[], contractText?: string): string | null {
  // The same clauses and paragraphs are read for one kind of sentence after another: each is cut once.
  const cut = new Map<string, string[]>();
  const sentencesAndRowsOfPiece = (text: string) => {
    let sentences = cut.get(text);
    if (sentences === undefined) cut.set(text, (sentences = sentencesAndRowsOf(text)));
    return sentences;
  };
  const paragraphs = contractText?.split(/\n[ \t]*\n/) ?? [];
  // A loan or note: the principal lent ("The aggregate principal amount of Notes … shall not exceed $6,000,000") is the
  // money the deal turns on, before a fee or a reimbursement of costs.
  if (contractText !== undefined) {
    for (const passage of paragraphs) {
      const principal = sentencesAndRowsOfPiece(passage).find((sentence) => PRINCIPAL_SUM.test(sentence) && !LATE_MONEY.test(sentence) && !ONLY_IF.test(sentence) && !ILLUSTRATION.test(sentence));
      if (principal) return shorten(withoutSectionNumber(principal));
    }
  }
  // A fixed price or lump sum for the whole of what is supplied ("the Charges, which are a fixed price of £486,000") is
  // the contract's main consideration: it leads, before a fee for support charged as a share of it.
  if (contractText !== undefined) {
    for (const passage of paragraphs) {
      const fixed = sentencesAndRowsOfPiece(passage).find((sentence) => FIXED_PRICE.test(sentence) && MONEY.test(sentence) && PAYS.test(sentence) && !ONLY_IF.test(sentence) && !LATE_MONEY.test(sentence) && !ILLUSTRATION.test(sentence));
      if (fixed) return shorten(withoutSectionNumber(fixed));
    }
  }
  const candidates = [...clauses.filter((c) => MONEY_TYPES.has(c.type)), ...clauses.filter((c) => !MONEY_TYPES.has(c.type))];
  // After the clauses, the rest of the text: a salary or a price may stand in a provision no clause type covers
  // ("The Company shall pay the Employee a base salary of $285,000 per year").
  const passages = paragraphs.map((text) => ({ text, type: '' }));
  // What a party must pay comes before a target to reach ("shall use reasonable efforts to achieve Net Revenue of at
  // least EUR 250,000"): a commission of 15% says more about the money than a sales target does.
  // Damages fixed for a breach or a delay ("Provider shall pay Customer as liquidated damages USD 10,000 for each day of
  // delay") are a remedy, not what the deal pays: quoted only when no price is found, not even one in a schedule.
  let remedy: string | null = null;
  // A sum due only if something happens ("If Publisher does not deliver at least 80% of the guaranteed impressions …")
  // is quoted only when no other sentence, nor a duty to pay what a schedule sets, states the money.
  let conditional: string | null = null;
  for (const paid of [true, false]) {
    for (const source of [candidates, passages]) {
      const fromText = source === passages;
      for (const amount of [MONEY, AMOUNT]) {
        for (const clause of source) {
          const sentences = sentencesAndRowsOfPiece(clause.text);
          for (const [i, sentence] of sentences.entries()) {
            if (LIQUIDATED_MONEY.test(sentence)) {
              if (remedy === null && amount.test(sentence)) remedy = shorten(withoutSectionNumber(sentence));
              continue;
            }
            // Interest on money paid late ("Interest shall accrue on late payments at 4% above base rate") is a remedy for
            // a breach, like a sum due only if something goes wrong: it is quoted only when nothing else is paid.
            // A service credit ("a service credit of five percent (5%) of the Monthly Fee") reduces a fee for a missed
            // service level: a remedy, not what the deal pays.
            if (SERVICE_CREDIT_WORDS.test(sentence)) continue;
            if (!amount.test(sentence) || ILLUSTRATION.test(sentence) || !statesWhatIsPaid(sentence, clause.type) || (fromText && DEFINITION.test(sentence))) continue;
            if (!paid && ONLY_IF.test(sentence)) {
              conditional ??= shorten(withoutSectionNumber(sentence));
              continue;
            }
            if (paid && ((!PAYS.test(sentence) && !COVER_PRICE.test(sentence)) || ONLY_IF.test(sentence) || LATE_MONEY.test(sentence))) continue;
            // "The fees for any calendar month shall not exceed $14,000": the cap on what the sentence before makes payable.
            const next = sentences[i + 1];
            const cap = next !== undefined && MONEY.test(next) && CAPS_THE_SUM.test(next) ? ` ${shorten(withoutSectionNumber(next))}` : '';
            return `${shorten(withoutSectionNumber(sentence))}${cap}`;
          }
        }
        // "The price for the Equipment … is EUR 1,800,000 (the "Price")": a sum the contract defines as its price states
        // the money before a share of it ("30% of the Price within 14 days"), even where no clause type covers it.
        if (!fromText && amount === MONEY && contractText !== undefined) {
          const defined = paragraphs.flatMap(sentencesAndRowsOfPiece).find((sentence) => DEFINED_PRICE.test(sentence));
          if (defined) return shorten(withoutSectionNumber(defined));
        }
      }
    }
  }
  // No sum in the body: the duty to pay the rates a schedule sets says where the money is.
  for (const clause of [...candidates, ...passages]) {
    const scheduled = sentencesAndRowsOfPiece(clause.text).find((sentence) => PAYS_SCHEDULED_RATES.test(sentence));
    if (scheduled) return shorten(withoutSectionNumber(scheduled));
  }
  // "The Customer shall pay the Monthly Fee monthly in advance", where '"Monthly Fee" means the monthly fee stated in
  // Schedule 2': a defined fee the schedule prices is the money too.
  if (contractText !== undefined) {
    for (const clause of [...candidates, ...passages]) {
      for (const sentence of sentencesAndRowsOfPiece(clause.text)) {
        const fee = PAYS_DEFINED_FEE.exec(sentence);
        if (fee && new RegExp(String.raw`["“]${escapeRegExp(fee[1]!)}["”]\s+(?:shall\s+)?means?\b[^.;]{0,120}\b(?:Schedule|Exhibit|Appendix|Annex|Order\s+Form)\b`).test(contractText)) return shorten(withoutSectionNumber(sentence));
      }
    }
  }
  return remedy ?? conditional;
}
const LIQUIDATED_MONEY = /\b(?:as|by\s+way\s+of)\s+(?:liquidated|agreed|pre-?agreed)\s+damages\b|\bliquidated\s+damages\s+(?:of|in\s+the\s+amount\s+of|equal\s+to)\b/i;

const BREAK_RIGHT = /\b(?:the\s+)?([A-Z][\w-]*)\s+may\s+(?:terminate|determine|end)\s+this\s+(?:Lease|Underlease|Agreement|Tenancy)\s+(?:on|with\s+effect\s+from)\s+(?:the\s+)?((?:[A-Z][\w-]*\s+){0,3}Date|\d{1,2}\s+[A-Z][a-z]+\s+\d{4}|[A-Z][a-z]+\s+\d{1,2},\s+\d{4})\s+by\s+(?:giving|serving)\s+(?:on\s+)?(?:to\s+)?(?:the\s+[A-Z][\w-]*\s+)?((?:not\s+less\s+than|at\s+least)\s+[^.;]{3,40}?)(?:['’]s?)?\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice\b/;

/** "For example: the $250,000 paid to Consultant shall reduce the Note by $250,000": a worked example of a term, not
 *  the term itself. */
const ILLUSTRATION = /^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:for\s+(?:example|instance)|by\s+way\s+of\s+(?:example|illustration)|as\s+an\s+(?:example|illustration)|e\.g\.|illustration)\b/i;

/** "a fixed price of £486,000", "the lump sum of $14,260,000": the whole price of the deal. */
const FIXED_PRICE = /\b(?:fixed\s+(?:price|fee|sum)|lump\s+sum)\s+of\b/i;

/** "24 June 2031", "June 24, 2031" as YYYY-MM-DD, or null. */
function isoOf(words: string): string | null {
  const m = /^\s*(?:(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]+),?\s+(\d{4})|([A-Za-z]+)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4}))/.exec(words);
  if (!m) return null;
  const month = MONTH_NAMES.indexOf((m[2] ?? m[4])!.toLowerCase());
  return month < 0 ? null : formatIso(Number(m[3] ?? m[6]), month, Number(m[1] ?? m[5]));
}

/** A party's right to end the contract on one fixed date by notice (a lease's break clause), in the summary's words. */
function breakOptionOf(text: string): string | null {
  const m = BREAK_RIGHT.exec(text.replace(/\s+/g, ' '));
  if (!m) return null;
  const named = m[2]!.replace(/\s+/g, ' ');
  let when = isoOf(named);
  if (when === null) {
    // "Break Date: 24 June 2031" in the particulars, or ""Break Date" means 24 June 2031".
    const name = escapeRegExp(named).replace(/ /g, '\\s+');
    const row = new RegExp(`(?:^|\\n)[ \\t|]*${name}[ \\t]*[:|][ \\t]*([^\\n]{6,40})|["“]${name}["”]\\s+(?:shall\\s+)?means?\\s+([^.;\\n]{6,40})`).exec(text);
    when = row ? isoOf((row[1] ?? row[2])!) : null;
  }
  return `The ${m[1]} may end it on ${/Date$/.test(named) ? `the ${named}` : named}${when && /Date$/.test(named) ? ` (${when})` : ''} by giving ${m[3]!.trim()}${/s$/.test(m[3]!.trim()) ? "'" : "'s"} notice.`;
}

/** "Simple interest shall accrue on the outstanding principal amount of each Note … at the rate of six percent (6%) per
 *  annum", "The Loan shall bear interest at 7.5% per annum": what a borrower's principal costs it. */
const INTEREST_ACCRUES = new RegExp(String.raw`\b(?:interest\s+(?:shall|will)\s+(?:accrue|be\s+payable|be\s+charged)|(?:shall|will)\s+bear\s+interest|(?:shall|will)\s+accrue\s+interest)\b[^.;]{0,200}?${PERCENTAGE}[^.;]{0,30}?\b(?:per\s+annum|a\s+year|per\s+year|annually)\b`, 'i');
/** Interest on money paid late ("Amounts not paid when due shall bear interest …") is a remedy, not the price of a loan. */
const LATE_MONEY = /\b(?:overdue|late|past\s+due|(?:not|un)paid\s+(?:when|by|on|within)|not\s+paid\s+(?:when|by|on|within)|default\w*|delinquent)\b/i;

function interestSentence(contractText: string): string | null {
  for (const passage of contractText.split(/\n[ \t]*\n/)) {
    for (const sentence of sentencesAndRowsOf(passage)) {
      if (INTEREST_ACCRUES.test(sentence) && !LATE_MONEY.test(sentence) && !ONLY_IF.test(sentence)) return shorten(withoutSectionNumber(sentence));
    }
  }
  return null;
}

/** "The aggregate principal amount of Notes sold under this Agreement shall not exceed Six Million Dollars ($6,000,000)",
 *  "a loan in the principal amount of $2,500,000". */
const PRINCIPAL_SUM = new RegExp(String.raw`\bprincipal\s+(?:amount|sum)\b[^.;]{0,160}?${MONEY_AMOUNT}`, 'i');

/** A party's own duty to pay or contribute a stated sum or rate: "Franchisee shall pay … a royalty of 6% …". */
const PAYS_A_SUM = new RegExp(String.raw`\b(?:shall|will|must|agrees?\s+to)\s+(?:promptly\s+)?(?:pay|contribute|remit)\b[^.;]{0,200}?(?:${MONEY_AMOUNT}|${PERCENTAGE})`, 'i');
/** A sum stated as payable without a subject: "Annual maintenance fees equal to 18% of the Licence Fee (GBP 43,200 per year) are payable yearly in advance". */
const PAYABLE_SUM = new RegExp(String.raw`(?:${MONEY_AMOUNT}|${PERCENTAGE})[^.;]{0,160}?\b(?:is|are|shall\s+be|will\s+be)\s+(?:due\s+and\s+)?payable\b`, 'i');
/** How the parties share costs: "Project costs … shall be borne sixty percent (60%) by Cordant and forty percent (40%) by Helix". */
const COST_SHARE = new RegExp(String.raw`\b(?:costs?|expenses?|expenditures?|budget)\b[^.;]{0,160}?\b(?:borne|shared|split|paid|funded|allocated)\b[^.;]{0,60}?${PERCENTAGE}[^.;]{0,40}?\bby\b`, 'i');
const FURTHER_PAYMENTS = 2;

/**
 * The other sums a party must pay besides the one the summary leads with (a franchise's royalty and marketing
 * contribution after its initial fee; a licence's milestones and royalties after its upfront fee), in the
 * contract's order, each once.
 */
function furtherPayments(clauses: ReportClause[], first: string, contractText?: string): string[] {
  const out: string[] = [first];
  const seen = new Set<string>();
  // The whole text where it is known: a sum may sit in a provision no clause type covers ("delay damages of $2,500 per day").
  const passages = contractText !== undefined ? contractText.split(/\n[ \t]*\n|\n(?=[ \t]*\d+(?:\.\d+)*\.?[ \t])/) : [...clauses].sort((a, b) => a.start - b.start).map((c) => c.text);
  for (const passage of passages) {
    for (const sentence of sentencesAndRowsOf(passage)) {
      const quote = shorten(withoutSectionNumber(sentence));
      const head = (q: string) => q.replace(/…$/, '').slice(0, 60);
      if (!(PAYS_A_SUM.test(sentence) || PAYABLE_SUM.test(sentence) || COST_SHARE.test(sentence) || addOnChargesOf(sentence).length > 0) || LIABILITY_CAP.test(sentence) || seen.has(quote) || out.some((o) => o.includes(head(quote)) || quote.includes(head(o)))) continue;
      seen.add(quote);
      out.push(quote);
      if (out.length > FURTHER_PAYMENTS) return out.slice(1);
    }
  }
  return out.slice(1);
}

/** "If the Buyer fails to pay …, interest shall accrue", "Should the review find … , Excite shall pay the costs": a sum due
 *  only if something goes wrong is not the money the deal turns on; it is quoted only when nothing else is paid. */
const ONLY_IF = /^(?:\d+(?:\.\d+)*\.?\s+|\([a-z0-9]{1,4}\)\s*)?(?:if|in\s+(?:the\s+event|case)|should|where|unless)\b/i;
/** ""Payment Date" means …": a definition names a sum without making it payable. */
const DEFINITION = /["“][^"”]{1,60}["”]\s*(?:shall\s+)?(?:means?|is\s+defined)\b|\bas\s+used\s+in\s+this\b|\bhave\s+the\s+meanings?\b/i;
/** A duty to pay a sum, not a target or a commitment to reach one. */
const PAYS = /\b(?:shall|will|must|agrees?\s+to)\s+(?:promptly\s+)?(?:pay|reimburse|remit)\b|\bpayable\b|\b(?:fees?|price|rent|royalt(?:y|ies)|commission)\s+(?:is|are|of|shall\s+be|will\s+be)\b/i;
const CAPS_THE_SUM = /\b(?:shall|will|must)\s+not\s+exceed\b|\b(?:capped|limited)\s+(?:at|to)\b|\bmaximum\s+of\b/i;
/** A sum defined as the contract's price or fee: "… is EUR 1,800,000 (the "Price")", "a fee of $50,000 (the "Fee")". */
const DEFINED_PRICE = new RegExp(String.raw`${MONEY_AMOUNT}\s*\((?:the\s+)?["“](?:[A-Z][\w-]*\s+){0,2}(?:Price|Fees?|Consideration|Purchase\s+Price|Contract\s+Sum|Contract\s+Price)["”]\)`);

/**
 * A sentence that states a payment: a duty or a sum payable ("Licensee shall pay …", "The fixed fee … is US$385,000,
 * payable in three instalments"), a price on a cover page ("Base Rent: US$12,600 per month …"), or a minimum to buy
 * ("Distributor shall purchase Products with an aggregate net invoice value of at least EUR 1,200,000 …").
 */
function statesWhatIsPaid(sentence: string, type: string): boolean {
  if (COVER_PRICE.test(sentence) || PRICE_IS.test(sentence) || PERIODIC_SUM_OF.test(sentence)) return true;
  // "Carrier's liability … shall not exceed $5.00 per pound …, unless Shipper … pays the additional charge": a cap on
  // liability is what a claim can recover, not what the deal pays.
  if (LIABILITY_CAP.test(sentence)) return false;
  if (type === 'Minimum Commitment' && /\b(?:shall|will|must|agrees?)\b/i.test(sentence)) return true;
  return PAY_VERB.test(sentence) && /\b(?:shall|will|must|agrees?|payable)\b/i.test(sentence);
}
/** "The price of the Products is £212 per tonne": a price stated, with no duty verb. */
const PRICE_IS = new RegExp(String.raw`\b(?:price|fees?|rent|charges?)\b[^.;]{0,60}?\b(?:is|are)\s+(?:equal\s+to\s+|set\s+at\s+)?${MONEY_AMOUNT}`, 'i');
/** "the annual rent of one hundred and eighty-six thousand pounds (£186,000)", "a monthly fee of $4,500": a sum that recurs,
 *  named with its period, is what the deal pays even where the sentence grants ("in return for the Tenant paying"). */
const PERIODIC_SUM_OF = new RegExp(String.raw`\b(?:annual|yearly|monthly|quarterly|weekly)\s+(?:base\s+)?(?:rent|fees?|licen[cs]e\s+fees?|subscription\s+fees?|retainer|charges?)\s+of\s+(?:[^.;()]{0,80}?\(\s*)?${MONEY_AMOUNT}`, 'i');
const LIABILITY_CAP = /\bliabilit(?:y|ies)\b[^.;]{0,200}?\b(?:(?:shall|will|may)\s+not\s+exceed|not\s+to\s+exceed|(?:is|are|be|shall\s+be)\s+limited\s+to)\b/i;
/** One party's option to extend the term, with by how much and the last day to exercise it, in the summary's words. The
 *  length ends with its unit ("one further period of two (2) years"), never mid-word in the notice that follows. */
function extensionOf(text: string): string | null {
  const sentence = sentencesOf(text.replace(/\s+/g, ' '))
    .find((s) => /\b(?:extend|renew)\w*\s+(?:this\s+Agreement|the\s+(?:Initial\s+|[A-Z][\w-]*\s+)?[Tt]erm|the\s+[A-Z][\w-]*\s+Period)\b/.test(s) && extensionOptionOf(s) !== null);
  if (sentence === undefined) return null;
  const option = extensionOptionOf(sentence)!;
  const by = /\b(?:extend|renew)\w*\s+(?:this\s+Agreement|the\s+(?:Initial\s+|[A-Z][\w-]*\s+)?[Tt]erm|the\s+[A-Z][\w-]*\s+Period)(?:\s+once)?,?\s+(?:by|for)\s+((?:an?\s+|one\s+|two\s+|three\s+|\d+\s+)(?:\(\d+\)\s+)?(?:additional\s+|further\s+)?(?:years?|months?|periods?\s+of\s+[^.;,]{0,30}?\b(?:years?|months?|weeks?|days?)\b))/i.exec(sentence)?.[1];
  const last = /\b(?:no\s+later\s+than|not\s+later\s+than|on\s+or\s+before)\s+((?:[A-Z][a-z]+\s+\d{1,2},?\s+\d{4})|(?:\d{1,2}\s+[A-Z][a-z]+\s+\d{4}))/.exec(sentence)?.[0];
  return `may be extended${by ? ` by ${by.trim()}` : ''} at ${possessive(option.holder)} option${last ? `, by notice given ${last}` : option.window ? `, by notice given ${option.window}` : ' by notice'}`;
}

/** "Shipper shall pay Carrier … the line-haul rates and accessorial charges set out in Schedule A": the price is in a schedule. */
/** "shall pay the Monthly Fee": a duty to pay a fee the contract names by a defined term. */
const PAYS_DEFINED_FEE = /\b(?:shall|will|must|agrees?\s+to)\s+pay\s+(?:the\s+)?((?:[A-Z][\w-]*\s+){0,3}(?:Fees?|Charges?|Price|Rent|Royalt(?:y|ies)))\b/;
const PAYS_SCHEDULED_RATES = /\b(?:shall|will|must|agrees?\s+to)\s+pay\b[^.;]{0,120}?\b(?:rates?|charges?|fees?|prices?)\b[^.;]{0,60}?\b(?:set\s+(?:out|forth)\s+(?:in|on)|in|on|under|specified\s+(?:in|on)|listed\s+(?:in|on))\s+(?:the\s+)?(?:attached\s+)?(?:Schedule|Exhibit|Appendix|Annex|Rate\s+Schedule|Order\s+Form)\b/i;

/** "Base Rent: US$12,600 per month", "Licence Fee: EUR 40,000": a price stated as a cover-page field. */
// "Initial Rent: one hundred and twelve thousand pounds (£112,000) a year": the sum in words, then in figures.
const COVER_PRICE = new RegExp(String.raw`^(?:[A-Z][\w-]*\s+){0,3}(?:Rent|Fees?|Price|Consideration|Purchase\s+Price)\s*:\s*(?:[a-z][a-z ,-]{2,100}\(\s*)?${MONEY_AMOUNT}`);

/**
 * Sentences of a clause, a new numbered subsection ("… during the Term. 2.3 In each Contract Year …") starting one,
 * and each row of a cover-page table ("Fees: USD 14,000 per month" on a line of its own) standing alone.
 */
function sentencesAndRowsOf(text: string): string[] {
  return text.split(COVER_ROW_BREAK).flatMap((piece) => rowlessSentencesOf(piece));
}
/** A line break before a cover-page row: a short capitalised label and a colon ("Payment Period: 30 days …"). */
const COVER_ROW_BREAK = /\n(?=[ \t]*[A-Z][\w&'’-]*(?:[ \t]+(?:\([^)\n]{1,30}\)|[A-Za-z][\w&'’-]*)){0,4}[ \t]*:[ \t]*\S)/;

function rowlessSentencesOf(text: string): string[] {
  // "the U.S. Department of Energy": a period after a one-letter abbreviation ends no sentence.
  return text.replace(/\s+/g, ' ').trim().split(/(?<=[.;])(?<!\b[A-Z]\.)\s+(?=[A-Z(]|\d{1,3}(?:\.\d{1,3})*\.?\s+[A-Z])/);
}

/** The sentence without the section number it starts with ("2.1 Customer shall pay …"). */
function withoutSectionNumber(sentence: string): string {
  return sentence.replace(/^(?:\d{1,3}(?:\.\d{1,3})*\.?|\([a-z0-9]{1,4}\))\s+/i, '');
}

/**
 * "This Agreement shall not become effective until …", "subject to the following conditions precedent". Only the
 * agreement's own effectiveness: "Any waiver, amendment or modification … will not be effective unless agreed in
 * writing" (a notice, a waiver) conditions that act, not the contract.
 */
const CONDITION_PRECEDENT = /\bconditions?\s+precedent\b|(?:^(?:[\d.]+|\([a-z0-9]{1,4}\))?\s*|[,;:]\s+|\bthat\s+)(?:this|the)\s+(?:[\w-]+\s+){0,3}?(?:agreement|contract)\s+(?:shall|will)\s+not\s+(?:become|be)\s+effective\s+(?:until|unless)\b|\beffective(?:ness)?\s+(?:of\s+this\s+agreement\s+)?(?:is|shall\s+be)\s+(?:subject|conditional)\s+(?:to|upon)\b/i;

function conditionPrecedent(pieces: Pick<ReportClause, 'text'>[]): string | null {
  for (const piece of pieces) {
    for (const sentence of sentencesAndRowsOf(piece.text)) {
      // A heading ("1. Conditions Precedent.") names the condition without stating it.
      if (CONDITION_PRECEDENT.test(sentence) && /\b(?:shall|will|is|are|until|unless|subject)\b/i.test(sentence)) return shorten(withoutSectionNumber(sentence));
    }
  }
  return null;
}

function shorten(sentence: string): string {
  return shortened(sentence, { words: QUOTE_WORDS });
}

/**
 * The analysis's first finding: not the note on whose side the clause is ("This binds both parties."), which says
 * whom a risk falls on but not what it is, unless nothing else is said.
 */
function firstSentence(analysis: string): string {
  const rest = analysis.replace(SIDE_NOTE, '');
  const text = rest.trim().length > 0 ? rest : analysis;
  const end = text.search(/\.\s/);
  return (end > 0 ? text.slice(0, end + 1) : text).replace(/\.$/, '') + '.';
}
const SIDE_NOTE = /^(?:This binds (?:us|both parties|the other party)[^.]*|The right is ours[^.]*|Both parties hold this right|Only the other party holds this right[^.]*|The grant is made to us[^.]*|We \([^)]*\) make this grant[^.]*)\.\s+/;

/** A jurisdiction as a sentence names it: "the Netherlands", "the United Kingdom", "New York". */
export function jurisdictionName(law: string): string {
  return /^(?:Netherlands|United\s|Philippines|Bahamas|Cayman\s+Islands|British\s+Virgin\s+Islands|Czech\s+Republic|Dominican\s+Republic|Republic\b|State\s+of\b|Commonwealth\s+of\b|Province\s+of\b)/.test(law) ? `the ${law}` : law;
}

/** The title on the contract's first line ("Clinical Trial Agreement", "SPONSORED RESEARCH AGREEMENT"), in title case. */
function ownTitleOf(text: string): string | null {
  const first = text.split(/\n/).map((l) => l.trim()).find((l) => l.length > 0);
  if (first === undefined || first.length > 60 || !/^(?:[A-Z][\w'’&-]*\s+){1,5}(?:AGREEMENT|Agreement|CONTRACT|Contract)$/.test(first)) return null;
  return first === first.toUpperCase() ? first.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase()) : first;
}

