// The wording a clause's types are checked against (src/analysis/clause-wording.ts): the clause itself, plus,
// for a list, its lead-in and items. "(ii) the customer notifies ENERGOUS in writing …" means nothing alone;
// under "The exclusivity in Section 3 shall not apply where:" it is an exception to exclusivity.

import { LIST_ITEM_START, MAX_LIST_CHARS as MAX_CHARS, MAX_LIST_ITEMS as MAX_ITEMS, continuesList } from '../../../../analysis/list-items.ts';

export function wordingContext(segments: readonly { text: string }[], index: number): string {
  const own = segments[index]!.text;
  const parts = [own];
  let chars = own.length;
  // Back to the lead-in: while this piece is a list item (or continues a sentence) and the one before ends
  // like a lead-in or an item.
  for (let i = index, steps = 0; i > 0 && steps < MAX_ITEMS && chars < MAX_CHARS; i--, steps++) {
    const current = segments[i]!.text;
    const previous = segments[i - 1]!.text;
    if (!continuesList(previous, current)) break;
    parts.unshift(previous);
    chars += previous.length;
    if (!LIST_ITEM_START.test(previous)) break; // reached the lead-in itself
  }
  // Forward into the items, when this piece is a lead-in or an item that runs on.
  for (let i = index, steps = 0; i + 1 < segments.length && steps < MAX_ITEMS && chars < MAX_CHARS; i++, steps++) {
    const current = segments[i]!.text;
    const next = segments[i + 1]!.text;
    if (!continuesList(current, next)) break;
    parts.push(next);
    chars += next.length;
  }
  return parts.join('\n');
}
