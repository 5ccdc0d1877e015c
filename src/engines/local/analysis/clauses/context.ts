// The wording a clause's types are checked against (src/analysis/clause-wording.ts): the clause itself, plus,
// for a list, its lead-in and items. "(ii) the customer notifies ENERGOUS in writing …" means nothing alone;
// under "The exclusivity in Section 3 shall not apply where:" it is an exception to exclusivity.

import { LIST_ITEM_START, MAX_LIST_CHARS as MAX_CHARS, MAX_LIST_ITEMS as MAX_ITEMS, continuesList, itemStyle, listStyleAfter } from '../../../../analysis/list-items.ts';

export function wordingContext(segments: readonly { text: string }[], index: number): string {
  const own = segments[index]!.text;
  const parts = [own];
  let chars = own.length;
  // Items that end with a full stop ("A. Divert … Products." "B. Employ …") still hang on the lead-in before the
  // first of them: past sibling items of the same style, back to a lead-in that ends with a colon. Only the lead-in
  // is read: the siblings are other promises.
  const style = itemStyle(own);
  if (style !== null && !(index > 0 && continuesList(segments[index - 1]!.text, own))) {
    for (let i = index - 1, steps = 0; i >= 0 && steps < MAX_ITEMS; i--, steps++) {
      const text = segments[i]!.text;
      if (itemStyle(text) === style) continue;
      if (listStyleAfter(text, segments[i + 1]!.text) === style && chars + text.length < MAX_CHARS) {
        parts.unshift(text);
        chars += text.length;
      }
      break;
    }
  }
  // A lead-in that ends with a colon reads its items, whatever ends each of them.
  if (index + 1 < segments.length) {
    const itemsStyle = listStyleAfter(own, segments[index + 1]!.text);
    for (let i = index + 1, steps = 0; itemsStyle !== null && i < segments.length && steps < MAX_ITEMS && chars < MAX_CHARS; i++, steps++) {
      const text = segments[i]!.text;
      if (itemStyle(text) !== itemsStyle) break;
      parts.push(text);
      chars += text.length;
    }
    if (parts.length > 1) return parts.join('\n');
  }
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
