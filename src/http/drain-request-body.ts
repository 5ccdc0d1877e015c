// Issue #12: a 413 must reach a client that is still sending its body. Answering and closing at once makes the
// client's next write fail (EPIPE) before it has read the answer, so the rest of the body is read and thrown
// away first — up to a bound, so an endless body cannot hold the connection: past it the answer goes out anyway
// and the connection is closed.

import type { IncomingMessage } from 'node:http';

/** Most bytes discarded after a refusal; covers a body a few times the 1 MiB JSON limit, or most of an upload. */
export const MAX_DRAIN_BYTES = 64 * 1024 * 1024;
/** Longest wait for the rest of the body (a slow client gets its answer and a closed connection). */
export const MAX_DRAIN_MS = 10_000;

export interface DrainLimits {
  maxBytes: number;
  maxMs: number;
}

/** Resolves true when the whole body was read, false when a limit was hit first or the client went away. */
export function drainRequestBody(request: IncomingMessage, limits: DrainLimits = { maxBytes: MAX_DRAIN_BYTES, maxMs: MAX_DRAIN_MS }): Promise<boolean> {
  if (request.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let drained = 0;
    const finish = (complete: boolean): void => {
      clearTimeout(timer);
      request.off('data', onData).off('end', onEnd).off('close', onClose);
      resolve(complete);
    };
    const onData = (chunk: Buffer): void => {
      drained += chunk.length;
      if (drained > limits.maxBytes) finish(false);
    };
    const onEnd = (): void => finish(true);
    const onClose = (): void => finish(request.complete);
    const timer = setTimeout(() => finish(false), limits.maxMs);
    // A body parser that gave up (multipart) may still be piped in; only the discarding reader stays.
    request.unpipe();
    request.on('data', onData).on('end', onEnd).on('close', onClose);
    request.resume();
  });
}
