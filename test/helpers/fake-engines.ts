// Engines for HTTP tests that do not exercise the real models: the pipeline tests' deterministic fakes, with a
// playbook validator that reports field paths the way the real engine does (PlaybookValidationError).

import { PlaybookValidationError } from '../../src/engines/errors.ts';
import type { AnalysisEngine, Engines, Playbook } from '../../src/engines/types.ts';
import { createFakeAnalysisEngine, createFakeEmbedder, createTextFileExtractor } from '../pipeline/fake-engines.ts';

export { createFakeEmbedder };

export function createFakeHttpAnalysisEngine(): AnalysisEngine {
  return {
    ...createFakeAnalysisEngine(),
    defaultPlaybook: () => ({ version: 1, rules: [{ clause_type: 'Governing Law', required: true }] }),
    validatePlaybook(candidate: unknown): Playbook {
      const rules = (candidate as { rules?: unknown })?.rules;
      if (!Array.isArray(rules)) throw new PlaybookValidationError([{ path: ['rules'], msg: 'must be an array' }]);
      return { ...(candidate as object), version: 1, rules };
    },
  };
}

export function createFakeHttpEngines(): Engines {
  return { extractor: createTextFileExtractor(), analysis: createFakeHttpAnalysisEngine(), embedder: createFakeEmbedder() };
}
