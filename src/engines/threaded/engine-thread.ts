// Worker-thread entry: builds the engines from the factory module and answers calls, so CPU-heavy analysis
// and embedding never block the HTTP event loop (issue #2).

import { parentPort, workerData } from 'node:worker_threads';
import { ANALYSIS_CAPABILITIES, type AnalysisEngine, type Embedder } from '../types.ts';
import type { CallMessage, EngineFactoryModule, EngineThreadData, SerializedError, ThreadMessage } from './protocol.ts';

const port = parentPort!;
const post = (message: ThreadMessage) => port.postMessage(message);

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { retryable } = error as { retryable?: unknown };
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    ...(typeof retryable === 'boolean' ? { retryable } : {}),
  };
}

type Engine = { role: 'analysis'; analysis: AnalysisEngine } | { role: 'embedder'; embedder: Embedder };

async function dispatch(engine: Engine, call: CallMessage): Promise<unknown> {
  if (engine.role === 'embedder') {
    if (call.method !== 'embed') throw new Error(`the embedder thread cannot ${call.method}`);
    return engine.embedder.embed(call.input as string[]);
  }
  if (call.method === 'embed' || !ANALYSIS_CAPABILITIES.includes(call.method)) throw new Error(`the analysis thread cannot ${call.method}`);
  const capability = engine.analysis[call.method] as (input: unknown) => Promise<unknown>;
  return capability.call(engine.analysis, call.input);
}

async function buildEngine({ factoryModule, role }: EngineThreadData): Promise<Engine> {
  const factory = (await import(factoryModule)) as EngineFactoryModule;
  return role === 'analysis'
    ? { role, analysis: await factory.createAnalysisEngine() }
    : { role, embedder: await factory.createEmbedder() };
}

function readyMessage(engine: Engine): ThreadMessage {
  return engine.role === 'analysis'
    ? { type: 'ready', role: 'analysis', name: engine.analysis.name }
    : { type: 'ready', role: 'embedder', modelId: engine.embedder.modelId, dimension: engine.embedder.dimension };
}

async function start(): Promise<void> {
  let engine: Engine;
  try {
    engine = await buildEngine(workerData as EngineThreadData);
  } catch (error) {
    post({ type: 'startup_failed', error: serializeError(error) });
    return;
  }
  port.on('message', (call: CallMessage) => {
    dispatch(engine, call).then(
      (result) => post({ type: 'result', id: call.id, result }),
      (error: unknown) => post({ type: 'error', id: call.id, error: serializeError(error) }),
    );
  });
  post(readyMessage(engine));
}

await start();
