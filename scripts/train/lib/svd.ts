// Randomized truncated SVD of a sparse matrix (Halko, Martinsson & Tropp 2011), training only: the LSA
// projection of the embedder. Returns the top-k right singular vectors and their singular values.

import type { SparseVector } from '../../../src/engines/local/text/sparse.ts';
import { createNormalRng } from '../../../src/engines/local/text/rng.ts';

export interface TruncatedSvd {
  /** columns × k, row-major: the projection from feature space to the k latent dimensions. */
  components: Float32Array;
  singularValues: Float64Array;
  k: number;
  columns: number;
}

/**
 * @param rows the matrix, one sparse row per document
 * @param columns number of columns (features)
 * @param oversample extra random directions for accuracy; powerIterations sharpen the spectrum
 */
export function randomizedSvd(
  rows: SparseVector[],
  columns: number,
  k: number,
  options: { oversample?: number; powerIterations?: number; seed: number },
): TruncatedSvd {
  const l = k + (options.oversample ?? 16);
  const normal = createNormalRng(options.seed);
  // Ω: columns × l Gaussian test matrix.
  const omega = new Float64Array(columns * l);
  for (let i = 0; i < omega.length; i++) omega[i] = normal();
  let y = multiplyRows(rows, omega, l); // n × l
  orthonormalizeColumns(y, rows.length, l);
  for (let q = 0; q < (options.powerIterations ?? 2); q++) {
    const z = multiplyTransposed(rows, y, columns, l); // columns × l
    orthonormalizeColumns(z, columns, l);
    y = multiplyRows(rows, z, l);
    orthonormalizeColumns(y, rows.length, l);
  }
  // B = Qᵀ A is l × columns; stored transposed as Bt (columns × l).
  const bt = multiplyTransposed(rows, y, columns, l);
  // Eigen-decompose B Bᵀ (l × l) = U Σ² Uᵀ; right singular vectors V = Bᵀ U Σ⁻¹.
  const gram = new Float64Array(l * l);
  for (let c = 0; c < columns; c++) {
    const base = c * l;
    for (let a = 0; a < l; a++) {
      const va = bt[base + a]!;
      if (va === 0) continue;
      for (let b = a; b < l; b++) gram[a * l + b]! += va * bt[base + b]!;
    }
  }
  for (let a = 0; a < l; a++) for (let b = 0; b < a; b++) gram[a * l + b] = gram[b * l + a]!;
  const { values, vectors } = symmetricEigen(gram, l);
  const order = [...values.keys()].sort((a, b) => values[b]! - values[a]!).slice(0, k);
  const singularValues = Float64Array.from(order, (i) => Math.sqrt(Math.max(values[i]!, 0)));
  const components = new Float32Array(columns * k);
  for (let c = 0; c < columns; c++) {
    for (let j = 0; j < k; j++) {
      const eig = order[j]!;
      const sigma = singularValues[j]!;
      if (sigma === 0) continue;
      let sum = 0;
      for (let a = 0; a < l; a++) sum += bt[c * l + a]! * vectors[a * l + eig]!;
      components[c * k + j] = sum / sigma;
    }
  }
  return { components, singularValues, k, columns };
}

/** A (sparse, n × columns) × M (columns × l) → n × l. */
function multiplyRows(rows: SparseVector[], m: Float64Array, l: number): Float64Array {
  const out = new Float64Array(rows.length * l);
  rows.forEach((row, r) => {
    const base = r * l;
    for (let i = 0; i < row.indices.length; i++) {
      const mBase = row.indices[i]! * l;
      const value = row.values[i]!;
      for (let j = 0; j < l; j++) out[base + j]! += value * m[mBase + j]!;
    }
  });
  return out;
}

/** Aᵀ (columns × n) × Y (n × l) → columns × l. */
function multiplyTransposed(rows: SparseVector[], y: Float64Array, columns: number, l: number): Float64Array {
  const out = new Float64Array(columns * l);
  rows.forEach((row, r) => {
    const yBase = r * l;
    for (let i = 0; i < row.indices.length; i++) {
      const base = row.indices[i]! * l;
      const value = row.values[i]!;
      for (let j = 0; j < l; j++) out[base + j]! += value * y[yBase + j]!;
    }
  });
  return out;
}

/** Modified Gram–Schmidt on the l columns of a (rows × l, row-major) matrix, in place. Columns are copied out
 *  into contiguous arrays first: strided access made this the slowest step of training. */
function orthonormalizeColumns(m: Float64Array, rowCount: number, l: number): void {
  const columns = Array.from({ length: l }, (_, j) => {
    const column = new Float64Array(rowCount);
    for (let r = 0; r < rowCount; r++) column[r] = m[r * l + j]!;
    return column;
  });
  for (let j = 0; j < l; j++) {
    const cj = columns[j]!;
    for (let p = 0; p < j; p++) {
      const cp = columns[p]!;
      let dot = 0;
      for (let r = 0; r < rowCount; r++) dot += cj[r]! * cp[r]!;
      for (let r = 0; r < rowCount; r++) cj[r]! -= dot * cp[r]!;
    }
    let norm = 0;
    for (let r = 0; r < rowCount; r++) norm += cj[r]! * cj[r]!;
    norm = Math.sqrt(norm);
    for (let r = 0; r < rowCount; r++) cj[r] = norm > 1e-12 ? cj[r]! / norm : 0;
  }
  for (let j = 0; j < l; j++) {
    const cj = columns[j]!;
    for (let r = 0; r < rowCount; r++) m[r * l + j] = cj[r]!;
  }
}

/** Cyclic Jacobi eigenvalue algorithm for a small symmetric matrix (n × n, row-major). */
export function symmetricEigen(input: Float64Array, n: number): { values: Float64Array; vectors: Float64Array } {
  const a = Float64Array.from(input);
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i++) v[i * n + i] = 1;
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += a[p * n + q]! ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q]!;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q * n + q]! - a[p * n + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k * n + p]!;
          const akq = a[k * n + q]!;
          a[k * n + p] = c * akp - s * akq;
          a[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p * n + k]!;
          const aqk = a[q * n + k]!;
          a[p * n + k] = c * apk - s * aqk;
          a[q * n + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k * n + p]!;
          const vkq = v[k * n + q]!;
          v[k * n + p] = c * vkp - s * vkq;
          v[k * n + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  return { values: Float64Array.from({ length: n }, (_, i) => a[i * n + i]!), vectors: v };
}
