// Reads the shared CUAD training/development pack (../shared/cuad, see its README) for training and evaluation.
// The path is configurable with CLAUSEWISE_CUAD_DIR. Nothing from CUAD is ever copied into the repo.

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createHash } from 'node:crypto';

export const CUAD_DIR = resolve(process.env.CLAUSEWISE_CUAD_DIR ?? join(import.meta.dirname, '..', '..', '..', 'shared', 'cuad'));

export function cuadAvailable(dir = CUAD_DIR): boolean {
  return existsSync(join(dir, 'labels.csv')) && existsSync(join(dir, 'train', 'txt'));
}

export interface CuadCategory {
  /** Display name as in category_descriptions.csv, e.g. "Notice Period to Terminate Renewal". */
  name: string;
  excerpts: string[];
  /** The normalised answer: Yes/No, a date, a name list, … ('' when none). */
  answer: string;
}

export interface CuadContract {
  stem: string;
  filename: string;
  contractType: string;
  /** Keyed by display name. */
  categories: Map<string, CuadCategory>;
  txtPath: string;
  pdfPath: string;
  /** True for the fixed validation hold-out (see isHoldout). */
  holdout: boolean;
}

/**
 * The fixed hold-out rule: a contract is in the validation part when the first byte of sha256(stem) is below
 * 52 (about 20 %). Training MUST skip these; evaluation scores only these.
 */
export function isHoldout(stem: string): boolean {
  return createHash('sha256').update(stem, 'utf8').digest()[0]! < 52;
}

/**
 * Which contracts of the pack: the hold-out, the training part (all but the hold-out), or all of them. What ships is
 * trained on `all`, once every choice was made on grouped cross-validation and on the hold-out: a learning curve
 * showed the models still gaining from more contracts. The hold-out evaluations score models trained on `train`.
 */
export type CuadPart = 'train' | 'holdout' | 'all';

export function inPart(c: CuadContract, part: CuadPart): boolean {
  return part === 'all' || c.holdout === (part === 'holdout');
}

/** The part a trainer reads: all contracts, or the training part with `--without-holdout` (for the hold-out evaluations). */
export function trainingPartOf(argv: string[] = process.argv): 'all' | 'train' {
  return argv.includes('--without-holdout') ? 'train' : 'all';
}

export function readContractText(c: CuadContract): string {
  return readFileSync(c.txtPath, 'utf8');
}

/** Loads every contract of the pack, sorted by stem (deterministic order). */
export function loadCuad(dir = CUAD_DIR): CuadContract[] {
  const rows = parseCsv(readFileSync(join(dir, 'labels.csv'), 'utf8').replace(/^\uFEFF/, ''));
  const header = rows[0]!;
  const displayNames = loadCategoryNames(dir);
  const byKey = new Map(displayNames.map((n) => [categoryKey(n), n]));
  const col = (name: string) => header.findIndex((h) => h === name);
  const stemCol = col('Stem');
  const typeCol = col('Contract Type');
  const contracts: CuadContract[] = [];
  for (const row of rows.slice(1)) {
    if (row.length < header.length) continue;
    const stem = row[stemCol]!;
    const categories = new Map<string, CuadCategory>();
    for (let i = 1; i < header.length; i++) {
      const h = header[i]!;
      if (/-\s*Answer$/.test(h) || h === 'Stem' || h === 'Contract Type') continue;
      const name = byKey.get(categoryKey(h)) ?? h;
      const answerIdx = header.findIndex((x, j) => j > i && /-\s*Answer$/.test(x) && categoryKey(x.replace(/-\s*Answer$/, '')) === categoryKey(h));
      categories.set(name, {
        name,
        excerpts: parsePythonStringList(row[i]!),
        answer: answerIdx >= 0 ? row[answerIdx]!.trim() : '',
      });
    }
    contracts.push({
      stem,
      filename: row[0]!,
      contractType: row[typeCol]!,
      categories,
      txtPath: join(dir, 'train', 'txt', `${stem}.txt`),
      pdfPath: join(dir, 'train', 'pdf', `${stem}.pdf`),
      holdout: isHoldout(stem),
    });
  }
  return contracts.sort((a, b) => (a.stem < b.stem ? -1 : a.stem > b.stem ? 1 : 0));
}

export interface CategoryDescription {
  name: string;
  description: string;
  answerFormat: string;
}

export function loadCategoryDescriptions(dir = CUAD_DIR): CategoryDescription[] {
  const rows = parseCsv(readFileSync(join(dir, 'category_descriptions.csv'), 'utf8').replace(/^\uFEFF/, ''));
  return rows
    .slice(1)
    .filter((r) => r.length >= 3)
    .map((r) => ({
      name: r[0]!.replace(/^Category:\s*/, '').trim(),
      description: r[1]!.replace(/^Description:\s*/, '').trim(),
      answerFormat: r[2]!.replace(/^Answer Format:\s*/, '').trim(),
    }));
}

function loadCategoryNames(dir: string): string[] {
  return loadCategoryDescriptions(dir).map((d) => d.name);
}

/** Case- and punctuation-insensitive key: "Cap On Liability" and "Cap on Liability" meet. */
export function categoryKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and newlines. */
export function parseCsv(input: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Parses a Python list-of-strings literal such as `['a', "b\'s"]` (the format of CUAD's excerpt columns). */
export function parsePythonStringList(literal: string): string[] {
  const out: string[] = [];
  const s = literal.trim();
  let i = s.indexOf('[') + 1;
  if (i <= 0) return out;
  while (i < s.length) {
    const ch = s[i]!;
    if (ch === "'" || ch === '"') {
      const quote = ch;
      let value = '';
      i++;
      while (i < s.length && s[i] !== quote) {
        if (s[i] === '\\') {
          const e = s[i + 1]!;
          const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' };
          if (e in simple) {
            value += simple[e];
            i += 2;
          } else if (e === 'x') {
            value += String.fromCharCode(parseInt(s.slice(i + 2, i + 4), 16));
            i += 4;
          } else if (e === 'u') {
            value += String.fromCharCode(parseInt(s.slice(i + 2, i + 6), 16));
            i += 6;
          } else {
            value += '\\' + e;
            i += 2;
          }
        } else value += s[i++];
      }
      out.push(value);
      i++;
    } else i++;
  }
  return out;
}
