// Shared setup for extraction tests: the real extractor (isolated process included) with small limits.

import type { ExtractionLimits } from '../../src/config.ts';
import type { FileType } from '../../src/domain/vocabulary.ts';
import type { ExtractedText, TextExtractor } from '../../src/engines/types.ts';
import { createLocalExtractor, detectFileType } from '../../src/engines/local/extract/index.ts';
import { makeTempDir, type TempDir } from './fixture-builders.ts';

export const TEST_LIMITS: ExtractionLimits = {
  timeoutMs: 60_000,
  maxPages: 50,
  maxTextBytes: 1024 * 1024,
  maxImagePixels: 20_000_000,
  maxUncompressedBytes: 10 * 1024 * 1024,
  maxMemoryMb: 512,
  // The same engine on every machine: a system tesseract, where installed, would read differently.
  ocrEngine: 'tesseract.js',
};

export interface ExtractionHarness {
  /** Writes the bytes, detects their type as an upload would, and extracts them. */
  extract(name: string, bytes: Uint8Array | string, expectedType?: FileType): Promise<ExtractedText>;
  files: TempDir;
  extractor: TextExtractor;
  close(): Promise<void>;
}

export function createHarness(limits: Partial<ExtractionLimits> = {}): ExtractionHarness {
  const files = makeTempDir();
  const extractor = createLocalExtractor({ ...TEST_LIMITS, ...limits });
  return {
    files,
    extractor,
    async extract(name, bytes, expectedType) {
      const path = files.write(name, bytes);
      const detection = await detectFileType(path);
      if (detection.fileType === null || (expectedType && detection.fileType !== expectedType)) {
        const found = detection.fileType ?? detection.detected;
        throw new Error(`fixture ${name} detected as ${found}, expected ${expectedType ?? 'an accepted type'}`);
      }
      return extractor.extract({ path, fileType: detection.fileType });
    },
    async close() {
      await extractor.close?.();
      files.remove();
    },
  };
}

/** Collapses whitespace, for comparing OCR output with the words it should contain. */
export function words(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
