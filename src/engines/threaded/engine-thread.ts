// Worker-thread entry: builds the engines from the factory module and answers calls, so CPU-heavy analysis
// and embedding never block the HTTP event loop (issue #2).

import { parentPort, workerData } from 'node:worker_threads';
import type { AnalysisEngine, Embedder } from '../types.ts';
import type { CallMessage, EngineFactoryModule, EngineThreadData, SerializedError, ThreadMessage } from './protocol.ts';

const port = parentPort!;
const post = (message: ThreadMessage) => port.postMessage(message);

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { retryable, issues } = error as { retryable?: unknown; issues?: unknown };
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    ...(typeof retryable === 'boolean' ? { retryable } : {}),
    ...(issues === undefined ? {} : { issues }),
  };
}

async function dispatch(analysis: AnalysisEngine, embedder: Embedder, call: CallMessage): Promise<unknown> {
  switch (call.method) {
    case 'classify':
      return analysis.classify(call.input as Parameters<AnalysisEngine['classify']>[0]);
    case 'matchPlaybook':
      return analysis.matchPlaybook(call.input as Parameters<AnalysisEngine['matchPlaybook']>[0]);
    case 'analyzeClauses':
      return analysis.analyzeClauses(call.input as Parameters<AnalysisEngine['analyzeClauses']>[0]);
    case 'buildReport':
      return analysis.buildReport(call.input as Parameters<AnalysisEngine['buildReport']>[0]);
    case 'embed':
      return embedder.embed(call.input as string[]);
  }
}

async function start(): Promise<void> {
  const { factoryModule } = workerData as EngineThreadData;
  let analysis: AnalysisEngine;
  let embedder: Embedder;
  try {
    const factory = (await import(factoryModule)) as EngineFactoryModule;
    analysis = await factory.createAnalysisEngine();
    embedder = await factory.createEmbedder();
  } catch (error) {
    post({ type: 'startup_failed', error: serializeError(error) });
    return;
  }
  port.on('message', (call: CallMessage) => {
    dispatch(analysis, embedder, call).then(
      (result) => post({ type: 'result', id: call.id, result }),
      (error: unknown) => post({ type: 'error', id: call.id, error: serializeError(error) }),
    );
  });
  post({
    type: 'ready',
    analysisName: analysis.name,
    embedderModelId: embedder.modelId,
    dimension: embedder.dimension,
    defaultPlaybook: analysis.defaultPlaybook(),
  });
}

await start();
