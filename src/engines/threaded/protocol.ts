// Messages between the engine proxies (main thread) and the engine thread. Plain structured-clone data.

import type { AnalysisEngine, Embedder, Playbook } from '../types.ts';

/** A module that builds the engines inside the thread (the local engines by default, fakes in tests). */
export interface EngineFactoryModule {
  createAnalysisEngine(): AnalysisEngine | Promise<AnalysisEngine>;
  createEmbedder(): Embedder | Promise<Embedder>;
}

/** Analysis and embedding run in separate threads, so a search's query embedding never waits behind a long analysis. */
export type EngineRole = 'analysis' | 'embedder';

export interface EngineThreadData {
  /** URL (file:) of an EngineFactoryModule. */
  factoryModule: string;
  role: EngineRole;
}

export type AnalysisMethod = 'classify' | 'matchPlaybook' | 'analyzeClauses' | 'buildReport';
export type EngineMethod = AnalysisMethod | 'embed';

export interface CallMessage {
  id: number;
  method: EngineMethod;
  input: unknown;
}

export type ReadyMessage =
  | { type: 'ready'; role: 'analysis'; name: string; defaultPlaybook: Playbook }
  | { type: 'ready'; role: 'embedder'; modelId: string; dimension: number };

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
