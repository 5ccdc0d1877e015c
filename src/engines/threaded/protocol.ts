// Messages between the engine proxies (main thread) and the engine thread. Plain structured-clone data.

import type { AnalysisEngine, Embedder, Playbook } from '../types.ts';

/** A module that builds the engines inside the thread (the local engines by default, fakes in tests). */
export interface EngineFactoryModule {
  createAnalysisEngine(): AnalysisEngine | Promise<AnalysisEngine>;
  createEmbedder(): Embedder | Promise<Embedder>;
}

export interface EngineThreadData {
  /** URL (file:) of an EngineFactoryModule. */
  factoryModule: string;
}

export type AnalysisMethod = 'classify' | 'matchPlaybook' | 'analyzeClauses' | 'buildReport';
export type EngineMethod = AnalysisMethod | 'embed';

export interface CallMessage {
  id: number;
  method: EngineMethod;
  input: unknown;
}

export interface ReadyMessage {
  type: 'ready';
  analysisName: string;
  embedderModelId: string;
  dimension: number;
  defaultPlaybook: Playbook;
}

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  retryable?: boolean;
  issues?: unknown;
}

export type ThreadMessage =
  | ReadyMessage
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; error: SerializedError }
  | { type: 'startup_failed'; error: SerializedError };
