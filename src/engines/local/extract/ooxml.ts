// A minimal streaming reader for the XML of Office Open XML parts: tags with attributes and text, in order.
// WordprocessingML is machine-written and regular, so this avoids a general XML parser dependency.

export type XmlToken =
  | { kind: 'open'; name: string; attributes: Record<string, string>; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

const TOKEN = /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<[?!][^>]*>|<(\/?)([^\s/>]+)([^>]*?)(\/?)>|([^<]+)/g;
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function* tokenizeXml(xml: string): Generator<XmlToken> {
  for (const match of xml.matchAll(TOKEN)) {
    const [, cdata, closing, name, rawAttributes, selfClosing, text] = match;
    if (cdata !== undefined) yield { kind: 'text', text: cdata };
    else if (text !== undefined) yield { kind: 'text', text: decodeXmlEntities(text) };
    else if (name === undefined) continue; // declaration, comment, processing instruction
    else if (closing) yield { kind: 'close', name };
    else yield { kind: 'open', name, attributes: parseAttributes(rawAttributes!), selfClosing: selfClosing === '/' };
  }
}

function parseAttributes(raw: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, doubleQuoted, singleQuoted] of raw.matchAll(ATTRIBUTE)) {
    attributes[name!] = decodeXmlEntities(doubleQuoted ?? singleQuoted ?? '');
  }
  return attributes;
}

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return safeCodePoint(parseInt(entity.slice(2), 16)) ?? whole;
    if (entity.startsWith('#')) return safeCodePoint(parseInt(entity.slice(1), 10)) ?? whole;
    return NAMED_ENTITIES[entity] ?? whole;
  });
}

function safeCodePoint(code: number): string | null {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
}
