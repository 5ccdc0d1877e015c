// What every stage receives. Stages see engine and storage *interfaces* only (style §5.4).

import type { Logger } from 'pino';
import type { Engines } from '../engines/types.ts';
import type { BlobStore, Storage } from '../storage/types.ts';

export interface StageDeps {
  storage: Storage;
  blobs: BlobStore;
  engines: Engines;
  /** Aborted when the job's lease is lost or the worker pool stops. */
  signal: AbortSignal;
  logger: Logger;
}
