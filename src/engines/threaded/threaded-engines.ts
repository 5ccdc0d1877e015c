// AnalysisEngine and Embedder proxies that forward every call to worker threads running the real engines
// (issue #2: CPU-heavy stage work must not block the HTTP event loop), one thread for analysis and one for
// embedding. If a thread dies, its pending calls reject with TransientEngineError (the runner retries) and the
// next call starts a fresh thread.

import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { ExtractionError, TransientEngineError } from '../errors.ts';
import { ANALYSIS_CAPABILITIES, type AnalysisEngine, type Embedder } from '../types.ts';
import type { EngineMethod, EngineThreadData, ReadyMessage, SerializedError, ThreadMessage } from './protocol.ts';

export interface ThreadedEngines {
  analysis: AnalysisEngine;
  embedder: Embedder;
  /** Terminates the thread; pending calls reject. */
  close(): Promise<void>;
}

export interface ThreadedEnginesOptions {
  logger: Logger;
  /** An EngineFactoryModule; the local engines by default. */
  factoryModule?: URL;
}

const THREAD_ENTRY = new URL('./engine-thread.ts', import.meta.url);
const DEFAULT_FACTORY = new URL('./local-engines.ts', import.meta.url);

interface PendingCall {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** Starts the analysis and embedder threads and waits until their engines are built. */
export async function createThreadedEngines(options: ThreadedEnginesOptions): Promise<ThreadedEngines> {
  const factoryModule = (options.factoryModule ?? DEFAULT_FACTORY).href;
  const analysisThread = createEngineThread({ factoryModule, role: 'analysis' }, options.logger);
  const embedderThread = createEngineThread({ factoryModule, role: 'embedder' }, options.logger);
  const close = () => Promise.all([analysisThread.close(), embedderThread.close()]).then(() => undefined);
  try {
    const [analysisInfo, embedderInfo] = await Promise.all([analysisThread.ready(), embedderThread.ready()]);
    if (analysisInfo.role !== 'analysis' || embedderInfo.role !== 'embedder') throw new Error('engine threads answered in the wrong role');
    return {
      analysis: createAnalysisProxy(analysisThread.call, analysisInfo),
      embedder: {
        modelId: embedderInfo.modelId,
        dimension: embedderInfo.dimension,
        embed: (texts) => embedderThread.call('embed', texts) as Promise<Float32Array[]>,
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** One forwarding method per capability name: adding a capability to the contract touches no code here. */
function createAnalysisProxy(call: (method: EngineMethod, input: unknown) => Promise<unknown>, info: Extract<ReadyMessage, { role: 'analysis' }>): AnalysisEngine {
  const methods = Object.fromEntries(ANALYSIS_CAPABILITIES.map((name) => [name, (input: unknown) => call(name, input)]));
  return { name: info.name, ...methods } as AnalysisEngine;
}

function createEngineThread(data: EngineThreadData, logger: Logger) {
  const pending = new Map<number, PendingCall>();
  let nextId = 1;
  let worker: Worker | null = null;
  let readyInfo: Promise<ReadyMessage> | null = null;
  let isClosed = false;

  function spawn(): Promise<ReadyMessage> {
    const thread = new Worker(THREAD_ENTRY, { workerData: data, name: `clausewise-${data.role}` });
    worker = thread;
    return new Promise<ReadyMessage>((resolveReady, rejectReady) => {
      thread.on('message', (message: ThreadMessage) => {
        if (message.type === 'ready') return resolveReady(message);
        if (message.type === 'startup_failed') {
          logger.error({ err: message.error, role: data.role }, 'engine thread could not build its engine');
          rejectReady(new TransientEngineError(`the ${data.role} engine could not start`));
          void thread.terminate();
          return;
        }
        const call = pending.get(message.id);
        if (call === undefined) return;
        pending.delete(message.id);
        if (message.type === 'result') call.resolve(message.result);
        else call.reject(deserializeError(message.error));
      });
      thread.on('error', (err) => logger.error({ err, role: data.role }, 'engine thread crashed'));
      thread.on('exit', (code) => {
        if (worker !== thread) return;
        worker = null;
        readyInfo = null;
        const error = new TransientEngineError(`the ${data.role} worker stopped unexpectedly`);
        rejectReady(error);
        for (const call of pending.values()) call.reject(error);
        pending.clear();
        if (!isClosed) logger.warn({ code, role: data.role }, 'engine thread exited; it restarts on the next call');
      });
    });
  }

  function ready(): Promise<ReadyMessage> {
    if (isClosed) return Promise.reject(new Error('engines are closed'));
    readyInfo ??= spawn();
    return readyInfo;
  }

  async function call(method: EngineMethod, input: unknown): Promise<unknown> {
    await ready();
    const thread = worker;
    if (thread === null) throw new TransientEngineError(`the ${data.role} worker stopped unexpectedly`);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      thread.postMessage({ id, method, input });
    });
  }

  async function close(): Promise<void> {
    isClosed = true;
    const thread = worker;
    worker = null;
    readyInfo = null;
    for (const call of pending.values()) call.reject(new Error('engines are closed'));
    pending.clear();
    if (thread !== null) await thread.terminate();
  }

  return { ready, call, close };
}

/** Restores the engine error classes the runner distinguishes (retryable or not, user-readable or not). */
function deserializeError(error: SerializedError): Error {
  if (error.name === 'TransientEngineError') return new TransientEngineError(error.message);
  if (error.name === 'ExtractionError') return new ExtractionError(error.message);
  const restored = new Error(error.message);
  restored.name = error.name;
  if (error.stack !== undefined) restored.stack = error.stack;
  if (error.retryable !== undefined) Object.assign(restored, { retryable: error.retryable });
  return restored;
}
