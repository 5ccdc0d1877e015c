// The wording a clause's types are checked against (src/analysis/clause-wording.ts): the clause itself, plus,
// for a list, its lead-in and items. "(ii) the customer notifies ENERGOUS in writing …" means nothing alone;
// under "The exclusivity in Section 3 shall not apply where:" it is an exception to exclusivity.

const LIST_ITEM_START = /^\s*(?:\((?:[a-z]{1,2}|[ivx]{1,5}|\d{1,2})\)|(?:[a-z]|[ivx]{1,5}|\d{1,2})\)|[A-Z]\.|\d{1,2}\.\d{1,2}\.\d{1,2})\s/;
const LEAD_IN_END = /(?::|;|,|\b(?:and|or|to|the|of|that|for|by)|—|-)\s*$/;
/** How far a list context reaches either way, in segments and characters. */
const MAX_ITEMS = 8;
const MAX_CHARS = 4000;

export function wordingContext(segments: readonly { text: string }[], index: number): string {
  const own = segments[index]!.text;
  const parts = [own];
  let chars = own.length;
  // Back to the lead-in: while this piece is a list item (or continues a sentence) and the one before ends
  // like a lead-in or an item.
  for (let i = index, steps = 0; i > 0 && steps < MAX_ITEMS && chars < MAX_CHARS; i--, steps++) {
    const current = segments[i]!.text;
    const previous = segments[i - 1]!.text;
    const continues = LIST_ITEM_START.test(current) || /^\s*[a-z]/.test(current);
    if (!continues || !LEAD_IN_END.test(previous)) break;
    parts.unshift(previous);
    chars += previous.length;
    if (!LIST_ITEM_START.test(previous)) break; // reached the lead-in itself
  }
  // Forward into the items, when this piece is a lead-in or an item that runs on.
  for (let i = index, steps = 0; i + 1 < segments.length && steps < MAX_ITEMS && chars < MAX_CHARS; i++, steps++) {
    const current = segments[i]!.text;
    const next = segments[i + 1]!.text;
    if (!LEAD_IN_END.test(current) || !(LIST_ITEM_START.test(next) || /^\s*[a-z]/.test(next))) break;
    parts.push(next);
    chars += next.length;
  }
  return parts.join('\n');
}
