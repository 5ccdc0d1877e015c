// autocannon in a child process (so the load generator never shares the measured server's event loop), for
// `npm run bench:api` and `bench:scale`.

import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const AUTOCANNON = join(import.meta.dirname, '..', '..', 'node_modules', 'autocannon', 'autocannon.js');

export interface Measurement {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
  /** Requests completed in the run (autocannon's total). */
  requests: number;
  /** CPU time of the server's event-loop thread per request, in µs, when the caller measured it. */
  cpuMicrosPerRequest?: number;
}

/** Runs autocannon with `options` (its command-line flags and the URL) and returns latency and throughput. */
export async function runAutocannon(options: string[]): Promise<Measurement> {
  const args = [AUTOCANNON, '--json', ...options];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    errors: result.errors,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}
