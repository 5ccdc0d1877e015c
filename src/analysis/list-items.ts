// How a provision's list is written: a lead-in ("Licensee shall not:") and its items ("(a) …", "(ii) …"). A lead-in
// or an item means little alone, so the wording checks read a clause with its list (engines' wording context) and
// a report clause that leads into a list spans its items.

/** The start of a list item: "(a)", "(iv)", "3)", "B.", "1.2.3", "17.1.2.". */
export const LIST_ITEM_START = /^\s*(?:\((?:[a-z]{1,2}|[ivx]{1,5}|\d{1,2})\)|(?:[a-z]|[ivx]{1,5}|\d{1,2})\)|[A-Z]\.|\d{1,2}\.\d{1,2}\.\d{1,2}\.?)\s/;
/** "1. Divert …": a bare number starts a section, except right after a lead-in that ends with a colon. */
const NUMBERED_ITEM_START = /^\s*\d{1,2}\.\s/;
/** The end of a lead-in or of an item that runs on: a colon, a semicolon, a comma, "and", "or", "to", "the" … */
export const LEAD_IN_END = /(?::|;|,|\b(?:and|or|to|the|of|that|for|by)|—|-)\s*$/;
/** A lead-in that ends with a colon reads its items, whatever ends each of them. */
export const ENDS_WITH_COLON = /:\s*$/;
/** How far a list reaches either way, in pieces and characters. */
export const MAX_LIST_ITEMS = 8;
export const MAX_LIST_CHARS = 4000;

/** Whether `next` continues a list that `current` leads into (or an item of it that runs on). */
export function continuesList(current: string, next: string): boolean {
  return LEAD_IN_END.test(current) && (LIST_ITEM_START.test(next) || /^\s*[a-z]/.test(next) || (ENDS_WITH_COLON.test(current) && NUMBERED_ITEM_START.test(next)));
}

/** A list item's marker reduced to its style ("(b)" and "(iv)" -> "(a)", "B." -> "A.", "19.3.2" -> "9.9.9"), or null:
 *  items of one list share a style, whatever ends each of them ("A. Divert … Products." "B. Employ …"). */
export function itemStyle(text: string): string | null {
  const marker = /^\s*(\(?[a-zA-Z]{1,5}[.)]|\(\d{1,2}\)|\d{1,2}(?:\.\d{1,2}){0,3}[.)]?)\s/.exec(text)?.[1];
  if (marker === undefined || /^[a-zA-Z]{2,}\.$/.test(marker)) return null; // "No." or "Inc." is no marker
  return marker.replace(/[a-z]+/g, 'a').replace(/[A-Z]+/g, 'A').replace(/\d+/g, '9');
}
