// One binary file per model: a JSON header (metadata, vocabularies, tensor table) followed by tensor bytes.
// Large matrices are stored as int8 with one float scale per row, which keeps the shipped models small
// (issue #4: all models together < 25 MB) at a precision loss the evaluations show to be harmless.

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const MAGIC = 'CWM1';

export type TensorEncoding = 'f32' | 'i8';

export interface TensorInput {
  data: Float32Array;
  /** [rows, columns]; int8 scales are per row. A vector is [1, n]. */
  shape: [number, number];
  encoding: TensorEncoding;
}

interface TensorEntry {
  name: string;
  shape: [number, number];
  encoding: TensorEncoding;
  offset: number;
  byteLength: number;
}

export interface ModelFile<Meta> {
  meta: Meta;
  tensors: Record<string, { data: Float32Array; shape: [number, number] }>;
  /** sha256 (hex) of the file's bytes: tells two trainings apart even when their metadata is the same. */
  sha256: string;
}

/** Writes `meta` and the tensors; returns the file size in bytes. */
export function writeModelFile(path: string, meta: unknown, tensors: Record<string, TensorInput>): number {
  const chunks: Buffer[] = [];
  const entries: TensorEntry[] = [];
  let offset = 0;
  for (const name of Object.keys(tensors).sort()) {
    const tensor = tensors[name]!;
    const bytes = tensor.encoding === 'f32' ? encodeF32(tensor.data) : encodeI8(tensor.data, tensor.shape);
    entries.push({ name, shape: tensor.shape, encoding: tensor.encoding, offset, byteLength: bytes.length });
    chunks.push(bytes);
    offset += bytes.length;
  }
  const header = Buffer.from(JSON.stringify({ meta, tensors: entries }), 'utf8');
  const prefix = Buffer.alloc(8);
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(header.length, 4);
  const file = Buffer.concat([prefix, header, ...chunks]);
  writeFileSync(path, file);
  return file.length;
}

export function readModelFile<Meta>(path: string): ModelFile<Meta> {
  const file = readFileSync(path);
  if (file.toString('latin1', 0, 4) !== MAGIC) throw new Error(`${path} is not a Clausewise model file`);
  const headerLength = file.readUInt32LE(4);
  const header = JSON.parse(file.toString('utf8', 8, 8 + headerLength)) as { meta: Meta; tensors: TensorEntry[] };
  const base = 8 + headerLength;
  const tensors: ModelFile<Meta>['tensors'] = {};
  for (const entry of header.tensors) {
    const bytes = file.subarray(base + entry.offset, base + entry.offset + entry.byteLength);
    const data = entry.encoding === 'f32' ? decodeF32(bytes) : decodeI8(bytes, entry.shape);
    tensors[entry.name] = { data, shape: entry.shape };
  }
  return { meta: header.meta, tensors, sha256: createHash('sha256').update(file).digest('hex') };
}

function encodeF32(data: Float32Array): Buffer {
  const out = Buffer.alloc(data.length * 4);
  for (let i = 0; i < data.length; i++) out.writeFloatLE(data[i]!, i * 4);
  return out;
}

function decodeF32(bytes: Buffer): Float32Array {
  const out = new Float32Array(bytes.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = bytes.readFloatLE(i * 4);
  return out;
}

// Layout: rows float32 scales, then rows × columns int8 values.
function encodeI8(data: Float32Array, [rows, columns]: [number, number]): Buffer {
  const out = Buffer.alloc(rows * 4 + rows * columns);
  for (let r = 0; r < rows; r++) {
    let maxAbs = 0;
    for (let c = 0; c < columns; c++) maxAbs = Math.max(maxAbs, Math.abs(data[r * columns + c]!));
    const scale = maxAbs / 127;
    out.writeFloatLE(scale, r * 4);
    for (let c = 0; c < columns; c++) {
      const q = scale > 0 ? Math.round(data[r * columns + c]! / scale) : 0;
      out.writeInt8(q, rows * 4 + r * columns + c);
    }
  }
  return out;
}

function decodeI8(bytes: Buffer, [rows, columns]: [number, number]): Float32Array {
  const out = new Float32Array(rows * columns);
  const values = new Int8Array(bytes.buffer, bytes.byteOffset + rows * 4, rows * columns);
  for (let r = 0; r < rows; r++) {
    const scale = bytes.readFloatLE(r * 4);
    for (let c = 0; c < columns; c++) out[r * columns + c] = values[r * columns + c]! * scale;
  }
  return out;
}
