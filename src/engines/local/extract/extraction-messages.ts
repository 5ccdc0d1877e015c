// The user-facing failure messages of extraction, in one place (the pipeline prefixes them with "extracting: ").

import { FILE_TYPE_LABEL, type FileType } from '../../../domain/vocabulary.ts';
import { ExtractionError } from '../../errors.ts';

export function corruptFileError(fileType: FileType): ExtractionError {
  return new ExtractionError(`the file is corrupt or truncated (${FILE_TYPE_LABEL[fileType]})`);
}

export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 ? Math.round(mb) : Number(mb.toFixed(1))} MB`;
}

export function textTooLargeError(bytes: number, maxTextBytes: number): ExtractionError {
  return new ExtractionError(`the extracted text is over ${formatMegabytes(bytes)}; the limit is ${formatMegabytes(maxTextBytes)}`);
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(ms < 10_000 ? 1 : 0))} s`;
}

export function timeoutError(timeoutMs: number): ExtractionError {
  return new ExtractionError(`extraction took longer than ${formatDuration(timeoutMs)}`);
}

export function outOfMemoryError(fileType: FileType, maxMemoryMb: number): ExtractionError {
  return new ExtractionError(`the ${FILE_TYPE_LABEL[fileType]} needs more memory than extraction allows (${maxMemoryMb} MB)`);
}

export function imageTooLargeError(width: number, height: number, maxPixels: number): ExtractionError {
  const megapixels = (n: number) => `${Number((n / 1e6).toFixed(1))} megapixels`;
  return new ExtractionError(`the image is ${width} × ${height} pixels (${megapixels(width * height)}); the limit is ${megapixels(maxPixels)}`);
}
