// Engines for HTTP tests that do not exercise the real models: the pipeline tests' deterministic fakes.

import type { AnalysisEngine, Embedder, TextExtractor } from '../../src/engines/types.ts';
import { createFakeAnalysisEngine, createFakeEmbedder, createTextFileExtractor } from '../pipeline/fake-engines.ts';

export { createFakeEmbedder };

export function createFakeHttpAnalysisEngine(): AnalysisEngine {
  return createFakeAnalysisEngine();
}

/** What startRuntime accepts in place of its engines: the fake stands in for the local analysis engine. */
export function createFakeHttpEngines(): { extractor: TextExtractor; analysis: AnalysisEngine; embedder: Embedder } {
  return { extractor: createTextFileExtractor(), analysis: createFakeHttpAnalysisEngine(), embedder: createFakeEmbedder() };
}
