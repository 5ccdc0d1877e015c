// The analysis engine of a run, and the evidence check every engine's output passes through.

import { createEvidenceVerifier, type EvidenceVerifier } from '../../analysis/evidence.ts';
import type { AnalysisMode } from '../../analysis/model.ts';
import type { AnalysisEngine } from '../../engines/types.ts';
import type { StageDeps } from '../types.ts';

export function analysisEngineFor(mode: AnalysisMode, deps: StageDeps): AnalysisEngine {
  return deps.engines.analysis.forMode(mode);
}

/**
 * Runs `verify` with a verifier over `text`, then logs (with the engine's name) how many findings were dropped
 * because their quote was not in the text. Returns the verified value and that count.
 */
export function withVerifiedEvidence<T>(
  text: string,
  engine: AnalysisEngine,
  deps: StageDeps,
  what: string,
  verify: (verifier: EvidenceVerifier) => T,
): { value: T; dropped: number } {
  const verifier = createEvidenceVerifier(text, engine.name);
  const value = verify(verifier);
  if (verifier.dropped > 0) {
    deps.logger.warn({ engine: engine.name, dropped: verifier.dropped, what }, 'findings dropped: their quotes are not in the text');
  }
  return { value, dropped: verifier.dropped };
}
