// How a provision's list is written: a lead-in ("Licensee shall not:") and its items ("(a) …", "(ii) …"). A lead-in
// or an item means little alone, so the wording checks read a clause with its list (engines' wording context) and
// a report clause that leads into a list spans its items.

/** The start of a list item: "(a)", "(iv)", "3)", "B.", "1.2.3", "17.1.2.". */
export const LIST_ITEM_START = /^\s*(?:\((?:[a-z]{1,2}|[ivx]{1,5}|\d{1,2})\)|(?:[a-z]|[ivx]{1,5}|\d{1,2})\)|[A-Z]\.|\d{1,2}\.\d{1,2}\.\d{1,2}\.?)\s/;
/** "1. Divert …": a bare number starts a section, except right after a lead-in that opens a list (listStyleAfter). */
const NUMBERED_ITEM_START = /^\s*\d{1,2}\.\s/;
/** The end of a lead-in or of an item that runs on: a colon, a semicolon, a comma, "and", "or", "to", "the" … */
export const LEAD_IN_END = /(?::|;|,|\b(?:and|or|to|the|of|that|for|by)|—|-)\s*$/;
/** A list item's marker standing alone, as a sentence splitter leaves it ("A.", "(b)", "iv)"). */
export const BARE_ITEM_MARKER = /^\s*\(?(?:[a-z]{1,2}|[ivxlc]{1,5}|\d{1,2})[.)]\s*$/i;
/** A lead-in that ends with a colon reads its items, whatever ends each of them. */
export const ENDS_WITH_COLON = /:\s*$/;
/** How far a list reaches either way, in pieces and characters. 16 items, not 8: a covenant not to challenge or a list of
 *  change-of-control events runs to a dozen items, and the characters cap it anyway. */
export const MAX_LIST_ITEMS = 16;
export const MAX_LIST_CHARS = 4000;

/** Whether `next` continues a list that `current` leads into (or an item of it that runs on). */
export function continuesList(current: string, next: string): boolean {
  return LEAD_IN_END.test(current) && (LIST_ITEM_START.test(next) || /^\s*[a-z]/.test(next) || (NUMBERED_ITEM_START.test(next) && listStyleAfter(current, next) !== null));
}

/** A list item's marker reduced to its style ("(b)" -> "(a)", "(iv)" -> "(i)", "B." -> "A.", "19.3.2" -> "9.9.9"), or null:
 *  items of one list share a style, whatever ends each of them ("A. Divert … Products." "B. Employ …"). */
export function itemStyle(text: string): string | null {
  const marker = /^\s*(\(?[a-zA-Z]{1,5}[.)]|\(\d{1,2}\)|\d{1,2}(?:\.\d{1,2}){0,3}[.)]?)\s/.exec(text)?.[1];
  if (marker === undefined || /^[a-zA-Z]{2,}\.$/.test(marker)) return null; // "No." or "Inc." is no marker
  return marker.replace(/[ivxl]+|[IVXL]+|[a-z]+|[A-Z]+/g, (letters) => (/^(?:[ivxl]+|[IVXL]+)$/.test(letters) ? (letters === letters.toLowerCase() ? 'i' : 'I') : letters === letters.toLowerCase() ? 'a' : 'A')).replace(/\d+/g, '9');
}

/** How sections are numbered ("7.", "7", "7.2"): after a lead-in with no marker of its own, such a number starts a section. */
const SECTION_STYLE = /^9(?:\.9)?\.?$/;

/**
 * The style of the list a lead-in opens, or null: the lead-in ends with a colon and its items are marked in another
 * style than its own ("C. You covenant … you will not:" before "1. Divert …", "19.3 … do any of the following:" before
 * "19.3.1 …", "Licensee shall not:" before "(a) …"). After a lead-in with no marker, section numbers start sections
 * ("the parties agree as follows:" before "1. Services."), and items of the lead-in's own style are the next section
 * ("5. Licensee shall not:" before "6. Fees.").
 */
export function listStyleAfter(leadIn: string, next: string): string | null {
  if (!ENDS_WITH_COLON.test(leadIn)) return null;
  const own = itemStyle(leadIn);
  const items = itemStyle(next);
  if (items === null || items === own) return null;
  return own !== null || !SECTION_STYLE.test(items) ? items : null;
}
