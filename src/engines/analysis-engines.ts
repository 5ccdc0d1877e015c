// The analysis engine for each mode this server offers: `local` always; `llm` and `hybrid` when a model is
// configured (CLAUSEWISE_LLM_*). Composed once per process by runtime.ts.

import type { Logger } from 'pino';
import type { AnalysisMode } from '../analysis/model.ts';
import type { LlmConfig } from '../config.ts';
import { createModelEngine } from './llm/engine.ts';
import { createHybridEngine } from './llm/hybrid.ts';
import { createModelClient } from './llm/model-client.ts';
import type { AnalysisEngine, AnalysisEngines } from './types.ts';

export function createAnalysisEngines(options: { local: AnalysisEngine; llm: LlmConfig | null; defaultMode: AnalysisMode; logger: Logger }): AnalysisEngines {
  const { local, llm, logger } = options;
  if (llm === null) {
    return {
      defaultMode: 'local',
      modes: ['local'],
      model: null,
      forMode: () => local,
      probeModel: async () => 'not_configured',
    };
  }
  const client = createModelClient(llm, logger);
  const model = createModelEngine(client);
  const hybrid = createHybridEngine(local, model, logger);
  const byMode: Record<AnalysisMode, AnalysisEngine> = { local, llm: model, hybrid };
  return {
    defaultMode: options.defaultMode,
    modes: ['local', 'llm', 'hybrid'],
    model: llm.model,
    forMode: (mode) => byMode[mode],
    probeModel: async () => ((await client.probe()) ? 'ok' : 'unreachable'),
  };
}
