// The name an upload is stored and shown under (issue #12): the client's name is untrusted, so only its base
// name is kept — never a path (`../../etc/passwd.txt` → `passwd.txt`) —, without control characters (they
// break logs, headers and terminals) or bidirectional overrides (they disguise an extension), in NFC, capped.

/** Longest stored name in code points; file systems stop at 255 bytes, and a list column needs far less. */
export const MAX_FILENAME_LENGTH = 200;
const FALLBACK_FILENAME = 'upload';

// C0/C1 controls and DEL, plus the Unicode bidi embeddings, overrides and isolates (U+202A–202E, U+2066–2069).
const UNSAFE_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

export function toStoredFilename(clientName: string): string {
  const baseName = clientName.split(/[/\\]/).pop() ?? '';
  const cleaned = baseName.normalize('NFC').replace(UNSAFE_CHARACTERS, '').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return FALLBACK_FILENAME;
  return capLength(cleaned);
}

/** Cuts by code points (never half a surrogate pair), keeping a short extension so the type stays visible. */
function capLength(name: string): string {
  const characters = [...name];
  if (characters.length <= MAX_FILENAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? [...name.slice(dot)] : [];
  return characters.slice(0, MAX_FILENAME_LENGTH - extension.length).join('') + extension.join('');
}
