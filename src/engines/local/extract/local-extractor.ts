// The server-side TextExtractor (issue #3). Parsing runs in a forked Node process with a heap limit, so a
// hostile file can exhaust only that process: the time limit kills it, a crash is reported as a readable
// ExtractionError, and the next document gets a fresh process. Healthy processes are reused (pdf.js and the
// OCR model load once).

import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ExtractedText, ExtractInput, TextExtractor } from '../../types.ts';
import type { ExtractionLimits } from '../../../config.ts';
import { ExtractionError, TransientEngineError } from '../../errors.ts';
import type { ExtractionReply, ExtractionRequest } from './extraction-protocol.ts';
import { FILE_TYPE_LABEL } from '../../../domain/vocabulary.ts';
import { outOfMemoryError, timeoutError } from './extraction-messages.ts';

const PROCESS_ENTRY = fileURLToPath(new URL('./extraction-process.ts', import.meta.url));
// Idle processes kept for reuse (the worker pool runs a couple of documents at once).
const MAX_IDLE_PROCESSES = 2;
// A process is replaced after this many documents, so slow leaks in parsers or the OCR heap cannot build up.
const MAX_DOCUMENTS_PER_PROCESS = 50;
const STARTUP_TIMEOUT_MS = 60_000;

interface ExtractionProcess {
  child: ChildProcess;
  documents: number;
  /** Tail of stderr, to tell an out-of-memory crash from other crashes. */
  stderrTail: string;
}

export function createLocalExtractor(limits: ExtractionLimits): TextExtractor {
  const idle: ExtractionProcess[] = [];
  const running = new Set<ExtractionProcess>();
  let nextRequestId = 1;
  let closed = false;

  const release = (proc: ExtractionProcess) => {
    running.delete(proc);
    if (!closed && proc.child.exitCode === null && proc.documents < MAX_DOCUMENTS_PER_PROCESS && idle.length < MAX_IDLE_PROCESSES) {
      setReferenced(proc, false);
      idle.push(proc);
    } else proc.child.kill('SIGKILL');
  };

  const takeIdle = (): ExtractionProcess | undefined => {
    for (let proc = idle.pop(); proc; proc = idle.pop()) {
      if (proc.child.exitCode === null && proc.child.signalCode === null && proc.child.connected) {
        setReferenced(proc, true);
        return proc;
      }
    }
    return undefined;
  };

  return {
    async extract({ path, fileType, signal }: ExtractInput): Promise<ExtractedText> {
      if (closed) throw new TransientEngineError('the extractor is shut down');
      signal?.throwIfAborted();
      const proc = takeIdle() ?? (await startProcess(limits));
      running.add(proc);
      proc.documents++;
      let reusable = false;
      try {
        const request: ExtractionRequest = { id: nextRequestId++, path, fileType, limits };
        const reply = await runRequest(proc, request, limits, signal);
        reusable = true;
        if (reply.type === 'failed') throw new ExtractionError(reply.message);
        return reply.result;
      } finally {
        if (reusable) release(proc);
        else {
          running.delete(proc);
          proc.child.kill('SIGKILL');
        }
      }
    },
    async close() {
      closed = true;
      for (const proc of [...idle.splice(0), ...running]) proc.child.kill('SIGKILL');
      running.clear();
    },
  };
}

function runRequest(
  proc: ExtractionProcess,
  request: ExtractionRequest,
  limits: ExtractionLimits,
  signal: AbortSignal | undefined,
): Promise<Extract<ExtractionReply, { id: number }>> {
  return new Promise((resolve, reject) => {
    const { child } = proc;
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('close', onExit);
      signal?.removeEventListener('abort', onAbort);
    };
    const fail = (error: Error) => {
      cleanup();
      child.kill('SIGKILL');
      reject(error);
    };
    const onMessage = (reply: ExtractionReply) => {
      if (reply.type === 'ready' || reply.id !== request.id) return;
      cleanup();
      resolve(reply);
    };
    const onExit = () => fail(crashError(proc, request));
    const onAbort = () => fail(signal!.reason instanceof Error ? signal!.reason : new Error('extraction aborted'));
    const timer = setTimeout(() => fail(timeoutError(limits.timeoutMs)), limits.timeoutMs);
    child.on('message', onMessage);
    // 'close' (not 'exit'): it comes after stderr has drained, which tells an out-of-memory crash apart.
    child.once('close', onExit);
    // The signal may have fired while a process was starting; an aborted signal never fires again.
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    child.send(request);
  });
}

/** Idle processes must not keep the server (or a test run) alive. */
function setReferenced({ child }: ExtractionProcess, referenced: boolean): void {
  const handles = [child, child.channel, child.stderr as unknown as { ref(): void; unref(): void } | null];
  for (const handle of handles) {
    if (handle) referenced ? handle.ref() : handle.unref();
  }
}

function crashError(proc: ExtractionProcess, request: ExtractionRequest): ExtractionError {
  if (/heap out of memory|Allocation failed|out of memory/i.test(proc.stderrTail)) {
    return outOfMemoryError(request.fileType, request.limits.maxMemoryMb);
  }
  return new ExtractionError(`the ${FILE_TYPE_LABEL[request.fileType]} could not be read: the reader crashed on it`);
}

/** Forks an extraction process and waits until it has loaded. */
function startProcess(limits: ExtractionLimits): Promise<ExtractionProcess> {
  const child = fork(PROCESS_ENTRY, [limits.ocrEngine ?? 'auto'], {
    // The parent runs Node 24 (engines.node), which strips the entry's types itself.
    execPath: process.execPath,
    execArgv: [`--max-old-space-size=${limits.maxMemoryMb}`],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const proc: ExtractionProcess = { child, documents: 0, stderrTail: '' };
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    process.stderr.write(chunk);
    proc.stderrTail = (proc.stderrTail + chunk).slice(-4096);
  });
  return new Promise((resolve, reject) => {
    const settle = () => {
      clearTimeout(timer);
      child.off('exit', onExit);
      child.off('error', onError);
      child.off('message', onReady);
    };
    const fail = (why: string) => {
      settle();
      child.kill('SIGKILL');
      reject(new TransientEngineError(`the extraction process ${why}`));
    };
    const onExit = (code: number | null, signal: string | null) => fail(`exited while starting (${signal ?? code})`);
    const onError = (error: Error) => fail(`could not start: ${error.message}`);
    const onReady = (reply: ExtractionReply) => {
      if (reply.type !== 'ready') return;
      settle();
      // From here on a failed send to a dead process surfaces through 'close' in runRequest.
      child.on('error', () => {});
      resolve(proc);
    };
    const timer = setTimeout(() => fail('did not start in time'), STARTUP_TIMEOUT_MS);
    child.on('exit', onExit);
    child.on('error', onError);
    child.on('message', onReady);
  });
}
