// Sparse vectors: sorted feature indices with their values. The shape every vectorizer returns.

export interface SparseVector {
  indices: Uint32Array;
  values: Float32Array;
}

export const EMPTY_SPARSE: SparseVector = { indices: new Uint32Array(0), values: new Float32Array(0) };

/** Builds a sparse vector from index → value counts, sorted by index. */
export function sparseFromMap(entries: Map<number, number>): SparseVector {
  const indices = Uint32Array.from(entries.keys()).sort();
  const values = new Float32Array(indices.length);
  for (let i = 0; i < indices.length; i++) values[i] = entries.get(indices[i]!)!;
  return { indices, values };
}

export function sparseNorm(v: SparseVector): number {
  let sum = 0;
  for (let i = 0; i < v.values.length; i++) sum += v.values[i]! * v.values[i]!;
  return Math.sqrt(sum);
}

/** Scales to unit L2 length in place; the zero vector stays zero. */
export function l2NormalizeSparse(v: SparseVector): SparseVector {
  const norm = sparseNorm(v);
  if (norm > 0) for (let i = 0; i < v.values.length; i++) v.values[i]! /= norm;
  return v;
}

/** Dot product of two sparse vectors (both sorted by index). */
export function sparseDot(a: SparseVector, b: SparseVector): number {
  let i = 0;
  let j = 0;
  let sum = 0;
  while (i < a.indices.length && j < b.indices.length) {
    const ai = a.indices[i]!;
    const bj = b.indices[j]!;
    if (ai === bj) sum += a.values[i++]! * b.values[j++]!;
    else if (ai < bj) i++;
    else j++;
  }
  return sum;
}

/** Scales a dense vector to unit L2 length in place; the zero vector stays zero. */
export function l2NormalizeDense(v: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i]! * v[i]!;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < v.length; i++) v[i]! /= norm;
  return v;
}

export function denseDot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}
