// Engine fakes for HTTP tests that do not run the pipeline: only what the API itself calls
// (playbook default/validation, query embedding). Deterministic, no canned answers.

import { createHash } from 'node:crypto';
import { PlaybookValidationError } from '../../src/engines/errors.ts';
import type { AnalysisEngine, Embedder, Playbook } from '../../src/engines/types.ts';

export function createFakePlaybookEngine(): Pick<AnalysisEngine, 'defaultPlaybook' | 'validatePlaybook'> {
  return {
    defaultPlaybook: () => ({ version: 1, rules: [{ clause_type: 'Governing Law', required: true }] }),
    validatePlaybook(candidate: unknown): Playbook {
      const rules = (candidate as { rules?: unknown })?.rules;
      if (!Array.isArray(rules)) throw new PlaybookValidationError([{ path: ['rules'], msg: 'must be an array' }]);
      return { ...(candidate as object), version: 1, rules };
    },
  };
}

/** Hash-seeded unit vectors: equal texts embed equally, different texts differently. */
export function createFakeEmbedder(dimension = 8): Embedder {
  return {
    modelId: 'fake-hash',
    dimension,
    async embed(texts) {
      return texts.map((text) => {
        const digest = createHash('sha256').update(text).digest();
        const vector = Float32Array.from({ length: dimension }, (_, i) => digest[i]! - 128);
        const norm = Math.hypot(...vector) || 1;
        return vector.map((value) => value / norm);
      });
    },
  };
}
