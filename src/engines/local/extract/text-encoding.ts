// TXT decoding (issue #3): UTF-8 with or without BOM, UTF-16 LE/BE with BOM, Windows-1252 as the fallback.
// The same check decides at upload whether bytes are text at all, so detection and extraction never disagree.

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  encoding: TextEncodingName;
  text: string;
}

// C0 controls other than \t \n \f \r (form feeds separate pages in plain-text contracts) mark binary data.
const BINARY_CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

/** Decodes `bytes` as text, or returns null when they are not text in a supported encoding. */
export function decodeText(bytes: Uint8Array): DecodedText | null {
  const decoded = decodeByBom(bytes) ?? decodeUtf8(bytes) ?? { encoding: 'windows-1252', text: new TextDecoder('windows-1252').decode(bytes) };
  return BINARY_CONTROL.test(decoded.text) ? null : decoded;
}

function decodeByBom(bytes: Uint8Array): DecodedText | null {
  const bomEncoding: TextEncodingName | null =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
      ? 'utf-8'
      : bytes[0] === 0xff && bytes[1] === 0xfe
        ? 'utf-16le'
        : bytes[0] === 0xfe && bytes[1] === 0xff
          ? 'utf-16be'
          : null;
  if (bomEncoding === null) return null;
  try {
    // TextDecoder strips the BOM itself (ignoreBOM defaults to false).
    return { encoding: bomEncoding, text: new TextDecoder(bomEncoding, { fatal: true }).decode(bytes) };
  } catch {
    return null;
  }
}

function decodeUtf8(bytes: Uint8Array): DecodedText | null {
  try {
    return { encoding: 'utf-8', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return null;
  }
}
