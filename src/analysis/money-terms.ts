// What price and payment clauses state, in their own words (issue 10: "analysis that states the numbers"): how long
// prices are fixed, what caps an increase and how often one may come, the notice it needs, when invoices fall due
// and the interest on late payment, and whether an invoice may be disputed in good faith. Read from the clause's
// text, so the analysis quotes the clause's numbers rather than the first period an engine read.

import { AMOUNT_WORDS_BEFORE_FIGURES, NUMBER_WORD } from './regexp.ts';
import { sentencesOf } from './sentences.ts';

/** A period as contracts spell it: "ninety (90) days", "60 days", "thirty (30) business days". */
const PERIOD = String.raw`(?:${NUMBER_WORD}(?:[- ]${NUMBER_WORD})*\s+)?\(?\d{1,3}\)?\s+(?:business\s+|calendar\s+|working\s+)?(?:days?|weeks?|months?)`;
/** "If the Company fails to pay any installment … within fifteen (15) days after it is due, the unpaid amount shall bear
 *  interest": the period counted from the due date (group 1). */
const UNPAID_AFTER_DUE = new RegExp(String.raw`\bfails?\s+to\s+pay\b[^.;]{0,80}?\s+(?:within|by)\s+(${PERIOD}\s+(?:after|of|from|following)\s+(?:(?:its|the|such)\s+due\s+date|(?:it|they|such\s+(?:amount|installment|payment|sum))\s+(?:is|are|becomes?|falls?)\s+due))`, 'i');

export interface PriceTerms {
  /** "June 30, 2026": until when prices are fixed. */
  fixedUntil: string | null;
  /** "the percentage change in the aluminium index …", "five percent (5%) of the Fees for the preceding Subscription Year". */
  increaseCap: string | null;
  /** "once per Contract Year". */
  howOften: string | null;
  /** "ninety (90) days'": the notice an increase needs. */
  notice: string | null;
}

export interface PaymentTerms {
  /** "sixty (60) days after the later of receipt of the invoice and delivery of the Products". */
  period: string | null;
  /** "one percent (1%) per month". */
  interest: string | null;
  /** "in advance on the first day of each calendar month": a day payment falls due, where no period is stated. */
  dueOn?: string | null;
  /** "five percent (5%) of the overdue amount": a one-off charge on late payment. */
  lateCharge?: string | null;
  /** "five (5) days after its due date": the grace before a late charge, which is no payment period. */
  grace?: string | null;
  /**
   * "Ledgerpoint may terminate the licence if the Licensee fails to pay the Licence Fee within 60 days after its due
   * date": what the other party may do when a sum stays unpaid, which sets no time to pay.
   */
  unpaidRemedy?: string | null;
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

export function priceTermsOf(text: string): PriceTerms {
  const t = flat(text);
  const fixedUntil = /\b(?:fixed|firm|shall\s+not\s+(?:be\s+)?(?:increase|change)\w*)\s+(?:until|through|to)\s+((?:[A-Z][a-z]+\s+\d{1,2},?\s+\d{4})|(?:\d{1,2}\s+[A-Z][a-z]+\s+\d{4})|(?:the\s+)?(?:end|first\s+anniversary|expiration)\s+of\s+[^,.;]{3,40})/.exec(t);
  // "Prices are fixed for the first twelve (12) months after the Effective Date", "The Charges are fixed for the first
  // twenty-four (24) months of the Initial Term": until that period ends.
  const fixedFor = fixedUntil ? null : new RegExp(String.raw`\b(?:are|is|shall\s+be|will\s+be|remain)\s+(?:fixed|firm)\s+for\s+((?:the\s+first\s+)?${PERIOD}(?:\s+(?:after|from|following|of)\s+(?:the\s+)?[A-Z][\w\s]{2,30}?)?)(?=[,.;]|\s+(?:and|thereafter)\b)`, 'i').exec(t);
  // "Supplier shall not increase the Prices during the first twelve (12) months after the Effective Date": the same, with
  // the party first.
  const noRiseFor = fixedUntil || fixedFor ? null : new RegExp(String.raw`\b(?:shall|will|may)\s+not\s+(?:be\s+)?(?:increase|raise|change|adjust)\w*\s+(?:(?:the|its|any)\s+)?(?:[A-Z][\w-]*\s+|(?:prices?|fees?|charges?|rates?)\s+)?(?:during|for|within)\s+((?:the\s+first\s+)?${PERIOD}(?:\s+(?:after|from|following|of)\s+(?:the\s+)?[A-Z][\w\s]{2,30}?)?)(?=[,.;]|\s+(?:and|thereafter)\b)`, 'i').exec(t);
  const cap = /\b(?:by\s+)?(?:no\s+more\s+than|not\s+more\s+than|up\s+to\s+a\s+maximum\s+of|capped\s+at)\s+([^,;]{3,140}?)(?=,|;|(?<!\b[A-Z])\.(?:\s|$)|\s+on\s+(?:not\s+less|at\s+least)|\s+upon\b)|\b(?:increases?|adjustments?)\s+(?:shall|will|may)\s+(?:not\s+)?exceed\s+([^,;]{3,140}?)(?=,|;|(?<!\b[A-Z])\.(?:\s|$))/i.exec(t);
  const often = /\bonce\s+(?:per|a|each|in\s+(?:any|each|every)|during\s+(?:any|each))\s+(?:\w+\s+)?(?:year|month|quarter)\b|\bno\s+more\s+(?:than|often\s+than)\s+once\s+(?:per|a|each|in\s+any)\s+(?:\w+\s+)?(?:year|month|quarter)\b/i.exec(t);
  return {
    fixedUntil: fixedUntil?.[1]?.trim() ?? (fixedFor ? `the end of ${fixedFor[1]!.trim()}` : noRiseFor ? `the end of ${noRiseFor[1]!.trim()}` : null),
    increaseCap: (cap?.[1] ?? cap?.[2])?.trim() ?? null,
    howOften: often?.[0] ?? null,
    notice: noticeOf(t),
  };
}

/** "on not less than ninety (90) days' written notice", "written notice at least sixty (60) days before …". */
function noticeOf(t: string): string | null {
  const before = new RegExp(String.raw`\b(${PERIOD})['’]?s?\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice\b`, 'i').exec(t);
  if (before) return `${before[1]!.trim()}’`;
  const after = new RegExp(String.raw`\bnotice\s+(?:of\s+)?(?:given\s+|served\s+)?(?:at\s+least|not\s+less\s+than|no\s+less\s+than)\s+(${PERIOD})\s+(?:before|prior\s+to|in\s+advance)`, 'i').exec(t);
  return after ? `${after[1]!.trim()}’` : null;
}

/**
 * "Invoices are due and payable within …", "shall pay each undisputed invoice within …": the invoices are what is paid;
 * in construction, "shall pay each approved payment application within …".
 */
const INVOICES_PAID = /\bpay\w*\s+(?:each|all|any|every|the|such)\s+(?:approved\s+|certified\s+)?(?:payment\s+applications?|applications?\s+for\s+payment|progress\s+claims?)\b|\binvoices?\b[^.;]{0,40}\b(?:are|is|shall\s+be|will\s+be|become)\s+(?:due|payable|paid)\b|\bpay\w*\s+(?:each|all|any|every|the|such|its)\s+(?:undisputed\s+|properly\s+submitted\s+)?invoices?\b|\binvoices?\s+(?:are|is)\s+payable\b|\b(?:all\s+)?invoices?\s+(?:shall|will)\s+be\s+paid\b|\bpayable\s+within\b[^.;]{0,60}\b(?:receipt|date)\s+of\s+(?:the\s+|an\s+|each\s+|such\s+)?invoice/i;

/**
 * When payment is due and the interest on late payment. `invoicesOnly` reads only sentences about invoices (for the
 * whole contract, where "pay … within sixty (60) days after the end of that Contract Year" is another payment).
 */
export function paymentTermsOf(text: string, invoicesOnly = false): PaymentTerms {
  const t = flat(text);
  let period: string | null = null;
  let grace: string | null = null;
  let unpaidRemedy: string | null = null;
  for (const sentence of sentencesOf(t)) {
    // For the whole contract, only a sentence on paying invoices: "payable within thirty (30) days after Tenant delivers
    // … final invoices" is another payment, made against the other party's invoices.
    if (!(invoicesOnly ? INVOICES_PAID : /\b(?:pay|paid|payable|due|invoice)/i).test(sentence)) continue;
    // "Any Rent not paid within five (5) days after its due date shall bear a late charge": a grace period.
    // So is "any payment … not received by SDBF within fifteen (15) days after such payment is due".
    const late = new RegExp(String.raw`\bnot\s+(?:been\s+)?(?:paid|received|made)\s+(?:by\s+(?:the\s+)?[A-Z][\w&-]*\s+)?(?:within|by)\s+(${PERIOD}\s+(?:after|of|from|following)\s+(?:(?:its|the|such)\s+due\s+date|(?:the\s+date\s+)?(?:such|the|its)\s+(?:payment|amount|sum|invoice|fee|instal?lment)s?\s+(?:is|are|was|were|becomes?|became)\s+due))`, 'i').exec(sentence);
    if (late) {
      grace ??= late[1]!.trim();
      continue;
    }
    // "X may terminate … if Y fails to pay … within 60 days after its due date": a remedy for non-payment, no time to pay.
    if (UNPAID_REMEDY.test(sentence)) {
      unpaidRemedy ??= sentence.replace(/^\s*(?:\d+(?:\.\d+)*\.?\s+)?/, '').replace(/[.;]\s*$/, '');
      continue;
    }
    // A period counted from the due date is a grace period, no time to pay.
    const unpaid = UNPAID_AFTER_DUE.exec(sentence);
    if (unpaid) {
      grace ??= unpaid[1]!.trim();
      continue;
    }
    // "Within thirty (30) days after the end of each quarter, each Party shall send a statement, and the Party that …
    // shall pay the balance within thirty (30) days after receipt of the statement": a period that opens the sentence is
    // the deadline of the act right after it; when that act is not paying, the payment's period comes later.
    // "shall pay the invoice net fifteen (15) days from the date of invoicing": "net" states the time to pay.
    const m = [...sentence.matchAll(new RegExp(String.raw`\b(?:within|no\s+later\s+than|not\s+later\s+than|net)\s+(${PERIOD}\s+(?:after|of|from|following)\s+(?:[^.;]|\.(?=\d)){3,90}?)(?=[.;](?!\d)|,\s|$)`, 'gi'))].find(
      (found) => found.index !== 0 || /^[^,]*,\s*(?:[\w'’-]+\s+){1,4}?(?:shall|will|must)\s+(?:promptly\s+)?pay\b/i.test(sentence.slice(found.index + found[0].length)),
    );
    // "it shall notify the Consultant of the disputed amount … within ten (10) days after receiving the invoice, and
    // shall pay the undisputed part on time": the period belongs to the notice, not to the payment.
    if (m && OTHER_ACT_BEFORE.test(sentence.slice(0, m.index))) continue;
    if (m) {
      period = m[1]!.trim();
      break;
    }
  }
  // "at a per annum rate of interest equal to the prime rate … plus five (5) percentage points": a margin over a reference rate.
  const interest =
    /\binterest\s+(?:at\s+(?:the\s+rate\s+of\s+|a\s+rate\s+of\s+)?|of\s+)?((?:[a-z-]+\s+(?:and\s+[a-z-]+\s+)?)?(?:percent\s+)?\(?\d+(?:\.\d+)?\s?%\)?(?:\s+percent)?(?:\s+(?:per|a|each)\s+(?:month|annum|year))?)/i.exec(t) ??
    /\binterest\b[^.;]{0,80}?\b(?:equal\s+to|at)\s+((?:the\s+)?(?:prime|base|reference|federal\s+funds|LIBOR|SOFR|EURIBOR)\s+rate\b[^.;]{0,80}?\b(?:plus|\+)\s+(?:[\w-]+\s+)?(?:\(\d+(?:\.\d+)?\)\s+)?(?:\d+(?:\.\d+)?\s*)?(?:percentage\s+points?|percent|%|basis\s+points))/i.exec(t) ??
    // … or the reference rate alone ("Interest, at the prime rate then charged … by the Canadian Imperial Bank of Commerce").
    /\binterest\b[^.;]{0,20}?\bat\s+((?:the\s+)?(?:prime|base|reference)\s+rate\b(?:\s+(?:then\s+)?(?:charged|quoted|published|announced)\b[^.;,(]{0,100})?)/i.exec(t);
  // "on the first day of each calendar month", "by the 10th day of the following month", "on signing this Agreement".
  const dueOn =
    /\b(?:(?:in\s+advance|in\s+arrears)\s+)?on\s+(?:or\s+before\s+)?the\s+(?:first|last|fifteenth|\d{1,2}(?:st|nd|rd|th))\s+(?:business\s+)?day\s+of\s+each\s+(?:calendar\s+)?(?:month|quarter|year)\b/i.exec(t) ??
    /\b(?:pay|paid|payable|due)\b[^.;]{0,160}?\b((?:by|on\s+or\s+before)\s+the\s+(?:first|last|fifteenth|\d{1,2}(?:st|nd|rd|th))\s+(?:business\s+)?day\s+of\s+(?:the\s+(?:following|next)|each)\s+(?:calendar\s+)?(?:month|quarter|year)|(?:on|upon)\s+(?:the\s+)?(?:signing|signature|execution)\s+(?:of\s+)?this\s+(?:Agreement|Contract|Lease|Licen[cs]e))\b/i.exec(t);
  // A decimal point ("one and one-half percent (1.5%) per month") is no full stop.
  const lateCharge = /\blate\s+(?:payment\s+)?(?:charge|fee)\s+(?:of|equal\s+to)\s+((?:[^.;,]|\.(?=\d)){3,80}?)(?=[;,]|\.(?!\d)|$)/i.exec(t);
  return { period, interest: interest?.[1]?.trim() ?? null, dueOn: dueOn ? (dueOn[1] ?? dueOn[0]) : null, lateCharge: lateCharge?.[1]?.trim() ?? null, grace, unpaidRemedy };
}

/** A party's right to end or suspend the contract when a sum stays unpaid: "may terminate … if … fails to pay … within …". */
const UNPAID_REMEDY = /\bmay\s+(?:immediately\s+)?(?:terminate|suspend|cancel|withdraw|revoke)\b[^.;]{0,120}\b(?:if|where|should|in\s+the\s+event\s+(?:that\s+)?)\b[^.;]{0,80}\b(?:fails?|failure)\s+to\s+pay\b/i;

/** Whether a period the text states is a payment's: not the deadline of a notice or a dispute the sentence sets first. */
export function isPaymentPeriod(text: string, periodText: string): boolean {
  const t = flat(text);
  const at = t.indexOf(flat(periodText));
  if (at < 0) return true;
  const sentenceStart = Math.max(t.lastIndexOf('. ', at), t.lastIndexOf('; ', at)) + 1;
  // "may terminate the licence if the Licensee fails to pay … within 60 days after its due date": a remedy's grace.
  if (UNPAID_REMEDY.test(t.slice(sentenceStart, at))) return false;
  // "may suspend the services if the sum remains unpaid thirty (30) days after notice of the non-payment": how long a
  // debt may run before a remedy, not when it is due.
  // So is "interest … shall be payable on all amounts overdue for thirty (30) days or more".
  if (/\b(?:(?:remains?|remaining|is|are|stays?)\s+(?:(?:wholly|partly|still)\s+)?)?(?:unpaid|outstanding|overdue)\s+(?:for\s+(?:more\s+than\s+)?)?$/i.test(t.slice(sentenceStart, at))) return false;
  // "transit time 1 day", "lead time: 10 days": a period named as another time is no payment's.
  if (/\b(?:transit|lead|delivery|shipping|turnaround|response|resolution|cure|notice)\s+(?:time|period)s?\s*(?:of|is|:)?\s*$/i.test(t.slice(sentenceStart, at))) return false;
  // "may increase the fees by giving written notice at least ninety (90) days before the end of the term": how far
  // ahead notice is given, not when anything is paid.
  if (/\bnotice\s+(?:of\s+[^.;]{0,40}?\s+)?(?:at\s+least|not\s+less\s+than|no\s+less\s+than|no\s+fewer\s+than)\s*$/i.test(t.slice(sentenceStart, at))) return false;
  return !OTHER_ACT_BEFORE.test(t.slice(sentenceStart, at));
}

/** A duty other than paying whose words run up to the period: the period is that act's deadline. */
// "Carrier shall invoice Shipper … within thirty (30) days after delivery": the time to send the invoice, not to pay it.
// "The parties shall work to resolve the dispute within fifteen (15) days": the time to settle a disputed invoice.
// So is "Invoices shall be delivered to the invoiced Party within three (3) days of the date of invoicing".
const OTHER_ACT_BEFORE = /\b(?:shall|will|must|may)\s+(?:promptly\s+)?(?:notify|inform|advise|dispute|object|give|send|submit|deliver|provide|issue|raise|return|respond|invoice|bill|resolve|negotiate|meet|discuss|consult|attempt|seek|work\s+(?:together\s+)?to|be\s+(?:delivered|sent|submitted|issued|rendered|presented|forwarded|mailed))\b(?![^.;]*\b(?:shall|will|must)\s+(?:promptly\s+)?pay\b)[^.;]*$/i;

/** "Customer may withhold any amount disputed in good faith …": an invoice may be disputed without breach. */
export function allowsGoodFaithDispute(text: string): boolean {
  // Only about an invoice or an amount: "the Parties shall negotiate in good faith to resolve any dispute" is no right
  // to withhold payment.
  return sentencesOf(flat(text))
    .some((sentence) => /\b(?:invoic\w*|amounts?|payments?|fees?|charges?|sums?)\b/i.test(sentence) && /\b(?:withh?old\w*|disput\w*)\b[^.]{0,80}\bgood\s+faith\b|\bgood\s+faith\b[^.]{0,40}\b(?:disput\w*|withh?old\w*)\b/i.test(sentence) && !/\bnegotiat\w*\b/i.test(sentence));
}

/**
 * "Customer will pay each invoice within the Payment Period", with the period defined elsewhere — a cover-page row
 * "Payment Period: 30 days from the date of the invoice" or ""Payment Period" means thirty (30) days after …": the
 * period as defined, with its name.
 */
export function definedPaymentPeriod(text: string, contractText: string): string | null {
  const named = /\b(?:within|no\s+later\s+than|not\s+later\s+than)\s+the\s+((?:[A-Z][\w-]*\s+){0,2}Period)\b/.exec(flat(text));
  if (!named) return null;
  const name = named[1]!.replace(/\s+/g, String.raw`\s+`);
  const definition = new RegExp(String.raw`(?:(?<=^|\n)[ \t]*${name}[ \t]*:[ \t]*|["“]${name}["”]\s+(?:shall\s+)?means?\s+)(${PERIOD}\s+(?:after|of|from|following)\s+[^\n.;]{3,80})`).exec(contractText);
  return definition ? `${definition[1]!.trim()} (the ${named[1]!.trim()})` : null;
}


/**
 * Recurring charges for what is supplied: "Fees: USD 14,000 per month", "a fee of $175 per hour", "annual
 * subscription fees", "royalties … each quarter", "maintenance and support at the monthly rate in Exhibit B" (an
 * "annual rate of 8%" is interest). A cap in months of fees needs a run of them.
 */
const RECURRING_FEES =
  /\b(?:fees?|charges?|subscription|rent|royalt(?:y|ies)|retainer|commissions?)\b[^.\n]{0,80}?(?:\b(?:per|a|an|each|every)\s+(?:calendar\s+|contract\s+)?(?:hour|day|week|month|quarter|year|annum)\b|\b(?:monthly|quarterly|annually|yearly|weekly|hourly)\b)|\b(?:monthly|quarterly|annual|yearly|hourly|recurring|subscription)\s+(?:fees?|charges?|rent|rates?(?!\s+of\s+(?:interest|\d)))\b/i;
/** A one-off price: "the Buyer shall pay the Price", '"Price" means', "the purchase price", and the whole price of works
 *  or a project: "the lump sum of $14,260,000 (the "Subcontract Price")", "the Contract Sum", "a fixed price of £486,000". */
const PRICE_NAME = String.raw`(?:(?:Purchase|Contract|Total|Subcontract|Fixed|Project|Agreement)\s+)?Price|(?:Contract|Subcontract)\s+Sum`;
const ONE_OFF_PRICE = new RegExp(
  String.raw`\b(?:shall|will|must|agrees?\s+to)\s+pay\s+(?:the\s+)?(?:total\s+|purchase\s+|contract\s+)?price\b|["“](?:${PRICE_NAME})["”]\s+(?:means|is)\b|\(\s*the\s+["“](?:${PRICE_NAME})["”]\s*\)|\bthe\s+(?:purchase|contract|subcontract|total)\s+(?:price|sum)\b|\b(?:shall|will|must|agrees?\s+to)\s+pay\b[^.;]{0,100}?\b(?:the|a)\s+(?:lump\s+sum|fixed\s+(?:price|fee|sum))\s+of\b`,
  'i',
);

/** "Shipper shall pay Carrier for each shipment the line-haul rates …": charges that flow with each use of the service. */
const PAID_PER_USE = /\b(?:shall|will|must|agrees?\s+to)\s+pay\b[^.;]{0,60}?\bfor\s+(?:each|every)\s+(?:shipment|load|order|delivery|visit|call|transaction|unit|job|trip|consignment)\b[^.;]{0,80}?\b(?:rates?|charges?|fees?|prices?)\b/i;

/** What a liability cap of this contract is best measured against: months of recurring fees, the one-off price, or neither. */
export type CapMeasure = 'fees' | 'price' | 'none';

export function capMeasureOf(contractText: string): CapMeasure {
  // A cap "of the fees paid in the twelve (12) months" measures exposure; it is no fee.
  const t = sentencesOf(flat(contractText))
    .filter((s) => !/\bliab/i.test(s))
    .join(' ');
  if (RECURRING_FEES.test(t) || PAID_PER_USE.test(t)) return 'fees';
  if (ONE_OFF_PRICE.test(t)) return 'price';
  return 'none';
}

/** A cap at the whole contract price or more: "100% of the Price", "the Purchase Price", "150% of the Contract Price". */
export function capCoversPrice(cap: string): boolean {
  const pct = /\b(\d{2,3})\s*(?:%|percent)\)?\s+(?:\(\d+%\)\s+)?of\s+the\s+(?:(?:total|purchase|contract|subcontract|fixed|project)\s+)?(?:price|sum)\b/i.exec(cap);
  if (pct) return Number(pct[1]) >= 100;
  return /^(?:the\s+)?(?:(?:total|purchase|contract|subcontract|fixed|project)\s+)?price\b|^(?:the\s+)?(?:contract|subcontract)\s+sum\b/i.test(cap.trim());
}

/** How a cap of this measure is checked, in a recommendation's words. */
export function capYardstick(measure: CapMeasure): string {
  return measure === 'price' ? 'the contract price (a one-off purchase has no run of fees to count months of)' : measure === 'none' ? 'what each party stands to lose under the deal (no fees for work flow, so months of fees are no measure)' : 'twelve (12) months of fees paid and payable';
}

/**
 * Each sum with what it is, as the sentence states it: "$175 per hour", "at most $14,000 for any calendar month",
 * "USD 14,000 per month". A sum whose unit or role the text does not state stays as it is.
 */
const WORDS_BEFORE_FIGURES = new RegExp(`${AMOUNT_WORDS_BEFORE_FIGURES}$`, 'i');

export function amountsWithUnits(amounts: string[], text: string): string[] {
  const t = flat(text);
  return amounts.map((amount) => {
    const at = t.indexOf(amount);
    if (at < 0) return amount;
    const after = t.slice(at + amount.length, at + amount.length + 60);
    const unit = /^\s*(?:\([^)]*\)\s*)?(?:(?:per|a|an|each|every)\s+((?:calendar\s+|contract\s+)?(?:hour|day|week|month|quarter|year|annum|user|seat|unit))\b|(monthly|quarterly|annually|yearly|weekly|hourly)\b)/i.exec(after);
    const sentenceStart = Math.max(t.lastIndexOf('. ', at) + 2, 0);
    // "shall not exceed Four Million Two Hundred Thousand Dollars ($4,200,000)": the sum in words comes between.
    const before = t.slice(sentenceStart, at).replace(WORDS_BEFORE_FIGURES, '');
    const cap = /\b(?:(?:shall|will|may|must)\s+not\s+exceed|up\s+to|(?:a\s+)?maximum\s+of|no\s+more\s+than|not\s+more\s+than|capped\s+at|limited\s+to)\s*$/i.test(before);
    // "The total compensation payable under this Contract shall not exceed $4,200,000": a ceiling on the whole, not a payment.
    const total = cap && /\b(?:total|aggregate|maximum|cumulative)\b/i.test(before);
    const per = /\b(?:for|in)\s+(any|each|every|a)\s+((?:calendar\s+|contract\s+)?(?:month|quarter|year|week))\b/i.exec(before);
    const withUnit = unit ? `${amount} ${unit[1] ? `per ${unit[1].toLowerCase()}` : unit[2]!.toLowerCase()}` : amount;
    return cap ? `at most ${withUnit}${per && !unit ? ` for ${per[1]!.toLowerCase()} ${per[2]!.toLowerCase()}` : total && !unit ? ' in total' : ''}` : withUnit;
  });
}

/**
 * Charges on top of the price: "A fuel surcharge shall be added to the line-haul rate for each shipment …",
 * "accessorial charges … are payable in addition to the Rates". The sentences that add them, in the contract's order.
 */
const ADD_ON_CHARGE = /\b(?:(?:fuel|energy|peak|seasonal|currency|security|handling)\s+surcharges?|surcharges?|accessorial\s+(?:charges?|fees?|services?)|detention\s+charges?|demurrage)\b[^.;]{0,120}?\b(?:shall|will|may)\s+be\s+(?:added|charged|invoiced|applied|payable|paid)\b|\b(?:shall|will)\s+(?:also\s+)?pay\b[^.;]{0,80}?\b(?:surcharges?|accessorial\s+charges?)\b/i;
const ADDED = /\b(?:shall|will|may)\s+be\s+(?:added|charged|applied)\b|\bin\s+addition\s+to\b/i;
export function addOnChargesOf(text: string): string[] {
  return flat(text)
    .split(/(?<=[.;])(?<!\b[A-Z]\.)\s+(?=[A-Z(\d])/)
    .filter((sentence) => ADD_ON_CHARGE.test(sentence))
    // Without a heading in capitals and the section number before the sentence ("RATES AND CHARGES 3.1 …").
    .map((sentence) => sentence.replace(/^\s*(?:[A-Z][A-Z&,'’-]*(?:\s+[A-Z][A-Z&,'’-]*)*\s+)?\d+(?:\.\d+)*\.?\s+/, '').trim())
    // Those that add a charge first ("A fuel surcharge shall be added …"), then those that only name one among the rates.
    .sort((a, b) => Number(!ADDED.test(a)) - Number(!ADDED.test(b)));
}
