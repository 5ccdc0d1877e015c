// Small helpers for the prose the analysis writes (issue #10), shared so each phrasing rule lives in one place.

/** The text with its first letter in capitals, past an opening quotation mark ("“the Term…" → "“The Term…"). */
export function capitalised(text: string): string {
  return text.replace(/^(“?)(\p{Ll})/u, (_m, quote: string, letter: string) => `${quote}${letter.toUpperCase()}`);
}

/** "a" or "an" before a word, by its sound where the spelling misleads ("an indemnification", "a unilateral", "an IP"). */
export function indefiniteArticle(word: string): 'a' | 'an' {
  if (/^(?:uni|use|usu|eu|one)/i.test(word)) return 'a';
  if (/^(?:hour|honest|honou?r)/i.test(word)) return 'an';
  if (/^[A-Z]{2,}\b/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** A clause type as a phrase inside a sentence: lower case, but acronyms stay capitals ("IP ownership assignment",
 *  "ROFR/ROFO/ROFN"). */
export function clauseTypeInProse(type: string): string {
  if (type === 'Rofr/Rofo/Rofn') return 'ROFR/ROFO/ROFN';
  return type.split(' ').map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase())).join(' ');
}

/** A name made possessive: "the Founders' liability", "Acme Inc.'s option", "the Business's assets". */
export function possessive(name: string): string {
  // A contract written to "you" (a franchise, a consumer's terms) names that party "you": its possessive is "your".
  if (/^you$/i.test(name)) return `${name.slice(0, 1)}our`;
  return /[^s]s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** Words no shortened text may end on: it would read as cut mid-phrase ("… within thirty (30) days of the…"). */
export const DANGLING_WORD = /^(?:for|of|to|with|from|by|in|on|at|into|under|upon|within|after|before|during|until|between|against|including|than|as|per|the|a|an|its|their|his|her|our|your|such|any|each|every|all|following|and|or|nor|but|that|which|who|whose|shall|will|may|must|is|are|be)$/i;

/** Where a shortened text may end: after a sentence or a semicolon (strong), or after a comma or colon (weak). */
const STRONG_BREAK = /[.;!?]["”’)]?(?=\s)/g;
const WEAK_BREAK = /[,:](?=\s)/g;
/** A break this far into what is kept is worth the words it drops. */
const BREAK_FROM = 2 / 3;

/**
 * Text shortened for a reader to at most `limit` words or characters, whitespace flattened. It ends where a word
 * ends — at the last sentence end or semicolon in the final third of what fits, else at the last comma or colon there,
 * else at a word — never on a dangling word or inside an open bracket or quotation, and "…" shows that text was cut.
 * Every path that shortens text shown to users goes through here: no summary or excerpt is cut mid-word.
 */
export function shortened(text: string, limit: { words: number } | { chars: number }): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  let kept: string;
  if ('words' in limit) {
    const words = flat.split(' ');
    if (words.length <= limit.words) return flat;
    kept = words.slice(0, limit.words).join(' ');
  } else {
    if (flat.length <= limit.chars) return flat;
    // Room for the ellipsis; a word the limit falls inside is dropped whole.
    kept = flat.slice(0, limit.chars - 1);
    if (!/\s/.test(flat[limit.chars - 1]!)) kept = kept.replace(/\s*\S*$/, '');
  }
  const from = Math.floor(kept.length * BREAK_FROM);
  const lastBreak = (pattern: RegExp) => [...`${kept} `.matchAll(pattern)].filter((m) => m.index >= from).at(-1);
  const strong = lastBreak(STRONG_BREAK);
  const sentenceEnd = strong !== undefined && !strong[0].startsWith(';');
  const cut = strong ?? lastBreak(WEAK_BREAK);
  if (cut !== undefined) kept = kept.slice(0, cut.index + (sentenceEnd ? cut[0].length : 0));
  if (!sentenceEnd) {
    const words = kept.split(' ');
    while (words.length > 2 && DANGLING_WORD.test(words.at(-1)!.replace(/^[(“"‘']+/, ''))) words.pop();
    kept = words.join(' ').replace(/[\s,;:(\-–—“"‘]+$/, '');
  }
  // A quotation already shortened inside the text ("… and (ii)…”") shows the cut itself.
  const mark = /…[”)\]"’]*$/.test(kept) ? '' : sentenceEnd ? ' …' : '…';
  return `${kept}${mark}${closers(kept)}`;
}

/** The brackets and quotation marks `text` leaves open, closed in reverse order. */
function closers(text: string): string {
  const open: string[] = [];
  for (const char of text) {
    if (char === '(' || char === '[') open.push(char === '(' ? ')' : ']');
    else if (char === '“') open.push('”');
    else if ((char === ')' || char === ']' || char === '”') && open.at(-1) === char) open.pop();
  }
  return open.reverse().join('');
}
