// The analysis engine of a run, and where its dropped findings are logged.

import type { AnalysisMode } from '../../analysis/model.ts';
import type { AnalysisEngine } from '../../engines/types.ts';
import type { DroppedFindingsListener } from '../analysis-steps.ts';
import type { StageDeps } from '../types.ts';

export function analysisEngineFor(mode: AnalysisMode, deps: StageDeps): AnalysisEngine {
  return deps.engines.analysis.forMode(mode);
}

/** Logs, with the engine's name, findings dropped because their quotes were not in the text. */
export function logDroppedFindings(engine: AnalysisEngine, deps: StageDeps): DroppedFindingsListener {
  return (what, dropped) => deps.logger.warn({ engine: engine.name, dropped, what }, 'findings dropped: their quotes are not in the text');
}
