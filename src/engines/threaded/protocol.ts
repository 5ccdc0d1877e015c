// Messages between the engine proxies (main thread) and the engine thread. Plain structured-clone data.

import type { AnalysisCapability, AnalysisEngine, Embedder } from '../types.ts';

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

export type EngineMethod = AnalysisCapability | 'embed';

export interface CallMessage {
  id: number;
  method: EngineMethod;
  input: unknown;
}

export type ReadyMessage =
  | { type: 'ready'; role: 'analysis'; name: string }
  | { type: 'ready'; role: 'embedder'; modelId: string; dimension: number };

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  retryable?: boolean;
}

export type ThreadMessage =
  | ReadyMessage
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; error: SerializedError }
  | { type: 'startup_failed'; error: SerializedError };
