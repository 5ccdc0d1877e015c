// What a contract says of termination on a party's insolvency and of its Events of Default, read from the whole
// contract (contract-readings.ts reads it once per report) for the Termination for Cause review point.

/** A party's insolvency or bankruptcy, as termination rights name it. */
export const INSOLVENCY = /\b(?:insolven|bankrupt|receiver|liquidat|winding[- ]up|administrator\b|benefit\s+of\s+(?:its\s+)?creditors)/i;
const TERMINATION_ON_INSOLVENCY = new RegExp(`\\bterminat\\w*[^.]{0,250}${INSOLVENCY.source}|${INSOLVENCY.source}[^.]{0,250}\\bterminat`, 'i');
const INSOLVENCY_LISTED_AS_A_DEFAULT = new RegExp(`\\bevents?\\s+of\\s+default\\b(?:(?!\\b(?:ARTICLE|SECTION)\\b)[\\s\\S]){0,2500}?${INSOLVENCY.source}`, 'i');
const A_DEFAULT_TERMINATES = /\bevent\s+of\s+default\b[^.]{0,300}\bterminat\w*|\bterminat\w*[^.]{0,200}\bevent\s+of\s+default\b/i;

/**
 * Whether the contract lets a party terminate on the other's insolvency: a termination sentence names it (termination
 * on insolvency is often its own section next to the breach right), or the contract lists insolvency among its Events
 * of Default ("Each of the following shall constitute an Event of Default: … (e) … bankruptcy or insolvency
 * legislation") and an Event of Default lets a party terminate ("Upon the occurrence of an Event of Default, … may …
 * terminate this Agreement").
 */
export function terminatesOnInsolvency(contractText: string): boolean {
  if (TERMINATION_ON_INSOLVENCY.test(contractText)) return true;
  const flat = contractText.replace(/\s+/g, ' ');
  return INSOLVENCY_LISTED_AS_A_DEFAULT.test(flat) && A_DEFAULT_TERMINATES.test(flat);
}

/** The time to cure that the list of Events of Default gives a breach ("(h) … fails to cure the breach or default within
 *  thirty (30) days of written notice"), for a right to terminate on an Event of Default stated apart from the list. */
export function eventOfDefaultCurePeriod(contractText: string): string | null {
  const flat = contractText.replace(/\s+/g, ' ');
  const list = /\bevents?\s+of\s+default\b/i.exec(flat);
  if (!list) return null;
  const window = flat.slice(list.index, list.index + 3000);
  return /\b(?:cure[sd]?|remed(?:y|ied))\b[^.;]{0,60}?\bwithin\s+((?:[a-z]+(?:[- ][a-z]+)?\s+)?\(\d+\)\s+(?:business\s+|calendar\s+)?days?|\d+\s+(?:business\s+|calendar\s+)?days?)\b/i.exec(window)?.[1] ?? null;
}
