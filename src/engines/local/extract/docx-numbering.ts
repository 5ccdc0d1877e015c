// List numbering of a DOCX rendered as text ("1.", "1.1", "(a)", "iv."), from word/numbering.xml and the
// paragraph styles in word/styles.xml. Section numbers matter downstream: clause splitting keys on them.

import { tokenizeXml } from './ooxml.ts';

interface LevelFormat {
  start: number;
  numFmt: string;
  lvlText: string;
  /** w:lvlRestart: restarts only after a level above this 1-based level is used; 0 = never. Undefined: after any level above. */
  restartAfter: number | undefined;
}

interface NumberingInstance {
  abstractId: string;
  /** w:lvlOverride/w:startOverride (or the w:start of an overriding w:lvl), by level. */
  startOverrides: Map<number, number>;
  /** w:lvlOverride/w:lvl: a level redefined for this instance only. */
  levelOverrides: Map<number, LevelFormat>;
}

export interface NumberingReference {
  numId: string;
  ilvl: number;
}

export interface NumberingDefinitions {
  abstracts: Map<string, Map<number, LevelFormat>>;
  instances: Map<string, NumberingInstance>;
}

export function parseNumbering(xml: string | null): NumberingDefinitions {
  const abstracts = new Map<string, Map<number, LevelFormat>>();
  const instances = new Map<string, NumberingInstance>();
  if (xml === null) return { abstracts, instances };
  let levels: Map<number, LevelFormat> | null = null;
  let level: LevelFormat | null = null;
  let instance: NumberingInstance | null = null;
  let overrideLevel = -1;
  for (const token of tokenizeXml(xml)) {
    if (token.kind === 'open') {
      const value = token.attributes['w:val'];
      switch (token.name) {
        case 'w:abstractNum':
          levels = new Map();
          abstracts.set(token.attributes['w:abstractNumId'] ?? '', levels);
          break;
        case 'w:lvl': {
          level = { start: 1, numFmt: 'decimal', lvlText: '', restartAfter: undefined };
          const ilvl = Number(token.attributes['w:ilvl'] ?? 0);
          // Inside a w:num it is a level override: this instance's own definition of the level.
          if (instance) instance.levelOverrides.set(ilvl, level);
          else levels?.set(ilvl, level);
          break;
        }
        case 'w:start':
          if (level) level.start = Number(value ?? 1);
          break;
        case 'w:numFmt':
          if (level) level.numFmt = value ?? 'decimal';
          break;
        case 'w:lvlText':
          if (level) level.lvlText = value ?? '';
          break;
        case 'w:lvlRestart':
          if (level) level.restartAfter = Number(value ?? 0);
          break;
        case 'w:num':
          instance = { abstractId: '', startOverrides: new Map(), levelOverrides: new Map() };
          instances.set(token.attributes['w:numId'] ?? '', instance);
          break;
        case 'w:abstractNumId':
          if (instance) instance.abstractId = value ?? '';
          break;
        case 'w:lvlOverride':
          overrideLevel = Number(token.attributes['w:ilvl'] ?? 0);
          break;
        case 'w:startOverride':
          instance?.startOverrides.set(overrideLevel, Number(value ?? 1));
          break;
      }
    } else if (token.kind === 'close') {
      if (token.name === 'w:abstractNum') levels = null;
      else if (token.name === 'w:lvl') level = null;
      else if (token.name === 'w:num') instance = null;
    }
  }
  return { abstracts, instances };
}

interface StyleNumbering {
  basedOn: string | null;
  numbering: Partial<NumberingReference>;
}

/** Paragraph style id → the numbering the style applies (following w:basedOn). */
export function parseStyleNumbering(xml: string | null): Map<string, NumberingReference> {
  const styles = new Map<string, StyleNumbering>();
  if (xml !== null) {
    let style: StyleNumbering | null = null;
    for (const token of tokenizeXml(xml)) {
      if (token.kind === 'open' && token.name === 'w:style') {
        style = { basedOn: null, numbering: {} };
        styles.set(token.attributes['w:styleId'] ?? '', style);
      } else if (token.kind === 'close' && token.name === 'w:style') style = null;
      else if (token.kind === 'open' && style) {
        const value = token.attributes['w:val'];
        if (token.name === 'w:basedOn') style.basedOn = value ?? null;
        else if (token.name === 'w:numId') style.numbering.numId = value;
        else if (token.name === 'w:ilvl') style.numbering.ilvl = Number(value ?? 0);
      }
    }
  }
  const resolved = new Map<string, NumberingReference>();
  for (const id of styles.keys()) {
    const seen = new Set<string>();
    let numId: string | undefined;
    let ilvl: number | undefined;
    for (let currentId: string | null = id; currentId !== null && !seen.has(currentId); ) {
      seen.add(currentId);
      const current = styles.get(currentId);
      numId ??= current?.numbering.numId;
      ilvl ??= current?.numbering.ilvl;
      currentId = current?.basedOn ?? null;
    }
    if (numId !== undefined) resolved.set(id, { numId, ilvl: ilvl ?? 0 });
  }
  return resolved;
}

/** Word has nine list levels (0–8). */
const LEVEL_COUNT = 9;

/**
 * Counts list items in document order and renders each item's label, the way Word numbers them:
 * - every w:num that points at the same w:abstractNum shares that list's counters, so a list continues
 *   across instances and across paragraphs of other styles in between;
 * - a level that a w:num overrides (w:startOverride, or a w:lvl of its own) is that instance's own counter,
 *   starting at the override the first time the instance uses it — so a restarted or nested list (LibreOffice
 *   and pandoc write one w:num with overrides per list) never resets the counters of the lists around it;
 * - using a level restarts the deeper levels, unless their w:lvlRestart says otherwise.
 */
export function createNumberingCounter(definitions: NumberingDefinitions) {
  /** The last number given, per counter (see counterKey). */
  const counters = new Map<string, number>();

  return function nextLabel({ numId, ilvl }: NumberingReference): string {
    const instance = definitions.instances.get(numId);
    const abstractLevels = instance && definitions.abstracts.get(instance.abstractId);
    if (!instance || !abstractLevels) return '';
    const formatOf = (level: number) => instance.levelOverrides.get(level) ?? abstractLevels.get(level);
    const startOf = (level: number) => instance.startOverrides.get(level) ?? formatOf(level)?.start ?? 1;
    const counterKey = (level: number) =>
      instance.startOverrides.has(level) || instance.levelOverrides.has(level)
        ? `num:${numId}:${level}`
        : `abstract:${instance.abstractId}:${level}`;
    const format = formatOf(ilvl);
    if (!format) return '';

    const key = counterKey(ilvl);
    const previous = counters.get(key);
    counters.set(key, previous === undefined ? startOf(ilvl) : previous + 1);
    for (let deeper = ilvl + 1; deeper < LEVEL_COUNT; deeper++) {
      const restartAfter = formatOf(deeper)?.restartAfter;
      // w:lvlRestart is 1-based: "restart after level N is used"; 0 never restarts.
      if (restartAfter === undefined || ilvl < restartAfter) counters.delete(counterKey(deeper));
    }

    return format.lvlText.replace(/%([1-9])/g, (_whole, digit: string) => {
      const level = Number(digit) - 1;
      return formatNumber(counters.get(counterKey(level)) ?? startOf(level), formatOf(level)?.numFmt ?? 'decimal');
    }).replace(/[\uF000-\uF0FF]/g, '•'); // bullets drawn from the Symbol/Wingdings private-use area
  };
}

function formatNumber(value: number, numFmt: string): string {
  switch (numFmt) {
    case 'lowerLetter':
      return toLetters(value).toLowerCase();
    case 'upperLetter':
      return toLetters(value);
    case 'lowerRoman':
      return toRoman(value).toLowerCase();
    case 'upperRoman':
      return toRoman(value);
    case 'decimalZero':
      return String(value).padStart(2, '0');
    case 'bullet':
    case 'none':
      return '';
    default:
      return String(value);
  }
}

/** Word's letter numbering: A … Z, AA … ZZ, AAA … */
function toLetters(value: number): string {
  if (value <= 0) return '';
  const letter = String.fromCharCode(65 + ((value - 1) % 26));
  return letter.repeat(Math.floor((value - 1) / 26) + 1);
}

function toRoman(value: number): string {
  if (value <= 0 || value >= 4000) return String(value);
  const numerals: [number, string][] = [
    [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
    [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
  ];
  let out = '';
  for (const [amount, numeral] of numerals) {
    while (value >= amount) {
      out += numeral;
      value -= amount;
    }
  }
  return out;
}
