// Output normalisation shared by every file type: NFC, \n line endings, no NUL or control characters
// except \n and \t (downstream offsets, search and the /text endpoint rely on clean text).

const CONTROL_CHARS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uFEFF\uFFFE\uFFFF]/g;

export function normalizeLineEndings(text: string): string {
  return text.replace(/\r\n?|\u2028|\u2029/g, '\n');
}

/** NFC, \n line endings, controls removed (form feeds become line breaks), trailing spaces trimmed. */
export function normalizeText(text: string): string {
  return normalizeLineEndings(text)
    .normalize('NFC')
    .replace(/\f/g, '\n')
    .replace(/\u00A0/g, ' ')
    .replace(CONTROL_CHARS, '')
    .replace(/[ \t]+$/gm, '');
}
