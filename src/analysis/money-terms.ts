// What price and payment clauses state, in their own words (issue 10: "analysis that states the numbers"): how long
// prices are fixed, what caps an increase and how often one may come, the notice it needs, when invoices fall due
// and the interest on late payment, and whether an invoice may be disputed in good faith. Read from the clause's
// text, so the analysis quotes the clause's numbers rather than the first period an engine read.

import { NUMBER_WORD } from './regexp.ts';

/** A period as contracts spell it: "ninety (90) days", "60 days", "thirty (30) business days". */
const PERIOD = String.raw`(?:${NUMBER_WORD}(?:[- ]${NUMBER_WORD})*\s+)?\(?\d{1,3}\)?\s+(?:business\s+|calendar\s+|working\s+)?(?:days?|weeks?|months?)`;

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
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

export function priceTermsOf(text: string): PriceTerms {
  const t = flat(text);
  const fixed = /\b(?:fixed|firm|shall\s+not\s+(?:be\s+)?(?:increase|change)\w*)\s+(?:until|through|to)\s+((?:[A-Z][a-z]+\s+\d{1,2},?\s+\d{4})|(?:\d{1,2}\s+[A-Z][a-z]+\s+\d{4})|(?:the\s+)?(?:end|first\s+anniversary|expiration)\s+of\s+[^,.;]{3,40})/.exec(t);
  const cap = /\b(?:by\s+)?(?:no\s+more\s+than|not\s+more\s+than|up\s+to\s+a\s+maximum\s+of|capped\s+at)\s+([^,;]{3,140}?)(?=,|;|\.(?:\s|$)|\s+on\s+(?:not\s+less|at\s+least)|\s+upon\b)|\b(?:increases?|adjustments?)\s+(?:shall|will|may)\s+(?:not\s+)?exceed\s+([^,;]{3,140}?)(?=,|;|\.(?:\s|$))/i.exec(t);
  const often = /\bonce\s+(?:per|a|each|in\s+any)\s+(?:\w+\s+)?(?:year|month|quarter)\b|\bno\s+more\s+(?:than|often\s+than)\s+once\s+(?:per|a|each|in\s+any)\s+(?:\w+\s+)?(?:year|month|quarter)\b/i.exec(t);
  return {
    fixedUntil: fixed?.[1]?.trim() ?? null,
    increaseCap: (cap?.[1] ?? cap?.[2])?.trim() ?? null,
    howOften: often?.[0] ?? null,
    notice: noticeOf(t),
  };
}

/** "on not less than ninety (90) days' written notice", "written notice at least sixty (60) days before …". */
function noticeOf(t: string): string | null {
  const before = new RegExp(String.raw`\b(${PERIOD})['’]?s?\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice\b`, 'i').exec(t);
  if (before) return `${before[1]!.trim()}’`;
  const after = new RegExp(String.raw`\bnotice\s+(?:of\s+)?(?:at\s+least|not\s+less\s+than|no\s+less\s+than)\s+(${PERIOD})\s+(?:before|prior\s+to|in\s+advance)`, 'i').exec(t);
  return after ? `${after[1]!.trim()}’` : null;
}

/**
 * When payment is due and the interest on late payment. `invoicesOnly` reads only sentences about invoices (for the
 * whole contract, where "pay … within sixty (60) days after the end of that Contract Year" is another payment).
 */
export function paymentTermsOf(text: string, invoicesOnly = false): PaymentTerms {
  const t = flat(text);
  let period: string | null = null;
  for (const sentence of t.split(/(?<=[.;])\s+/)) {
    if (!(invoicesOnly ? /\binvoic/i : /\b(?:pay|paid|payable|due|invoice)/i).test(sentence)) continue;
    const m = new RegExp(String.raw`\b(?:within|no\s+later\s+than|not\s+later\s+than)\s+(${PERIOD}\s+(?:after|of|from|following)\s+[^.;]{3,90}?)(?=[.;]|,\s|$)`, 'i').exec(sentence);
    if (m) {
      period = m[1]!.trim();
      break;
    }
  }
  const interest = /\binterest\s+(?:at\s+(?:the\s+rate\s+of\s+|a\s+rate\s+of\s+)?|of\s+)?((?:[a-z-]+\s+(?:and\s+[a-z-]+\s+)?)?(?:percent\s+)?\(?\d+(?:\.\d+)?\s?%\)?(?:\s+percent)?(?:\s+(?:per|a|each)\s+(?:month|annum|year))?)/i.exec(t);
  return { period, interest: interest?.[1]?.trim() ?? null };
}

/** "Customer may withhold any amount disputed in good faith …": an invoice may be disputed without breach. */
export function allowsGoodFaithDispute(text: string): boolean {
  // Only about an invoice or an amount: "the Parties shall negotiate in good faith to resolve any dispute" is no right
  // to withhold payment.
  return flat(text)
    .split(/(?<=[.;])\s+/)
    .some((sentence) => /\b(?:invoic\w*|amounts?|payments?|fees?|charges?|sums?)\b/i.test(sentence) && /\b(?:withh?old\w*|disput\w*)\b[^.]{0,80}\bgood\s+faith\b|\bgood\s+faith\b[^.]{0,40}\b(?:disput\w*|withh?old\w*)\b/i.test(sentence) && !/\bnegotiat\w*\b/i.test(sentence));
}
