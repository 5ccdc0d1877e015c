// The live event stream (issue #14). Events come from the outbox the storage writes with every status change,
// whichever process made it; one poller per process watches the outbox's newest position and wakes the open
// streams, and each stream then reads what its caller may see (walls applied in the query, at read time: a
// wall raised mid-stream hides the project's later events at once).

import type { DocumentEventRecord, Storage } from '../storage/types.ts';
import { type Principal, requireDocumentAccess, requireProjectAccess, visibilityOf } from './access.ts';

/** The wire form of an event, sent on the stream and as webhook bodies. */
export interface EventPayload {
  id: string;
  type: DocumentEventRecord['type'];
  created_at: string;
  data: DocumentEventRecord['data'];
}

export function eventPayload(event: DocumentEventRecord): EventPayload {
  return { id: String(event.seq), type: event.type, created_at: event.createdAt, data: event.data };
}

export interface EventFilter {
  projectId?: string;
  documentId?: string;
}

export interface EventSubscription {
  close(): void;
}

const BATCH = 100;

export function createEventService(deps: { storage: Pick<Storage, 'events' | 'projects' | 'documents' | 'walls' | 'users' | 'credentials'>; pollMs: number }) {
  const { storage } = deps;
  const wakers = new Set<() => void>();
  let timer: NodeJS.Timeout | undefined;
  let latest = -1;
  let polling = false;

  async function poll(): Promise<void> {
    if (polling) return;
    polling = true;
    try {
      const seq = await storage.events.latestSeq();
      if (seq !== latest) {
        latest = seq;
        for (const wake of wakers) wake();
      }
    } catch {
      // The database is away for a moment: the next tick tries again; streams stay open.
    } finally {
      polling = false;
    }
  }

  function watch(wake: () => void): () => void {
    wakers.add(wake);
    timer ??= setInterval(() => void poll(), deps.pollMs).unref();
    return () => {
      wakers.delete(wake);
      if (wakers.size === 0 && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
        latest = -1;
      }
    };
  }

  /**
   * Checks the caller may see what the filter names, and where the stream starts: after `resumeAfter` when
   * given; from a document's first event for a document stream (so a client connecting after its upload misses
   * nothing); otherwise from now.
   */
  async function startPosition(principal: Principal, filter: EventFilter, resumeAfter: number | undefined): Promise<number> {
    if (filter.projectId !== undefined) await requireProjectAccess(storage, principal, filter.projectId);
    if (filter.documentId !== undefined) await requireDocumentAccess(storage, principal, filter.documentId);
    if (resumeAfter !== undefined) return resumeAfter;
    if (filter.documentId !== undefined) return 0;
    return storage.events.latestSeq();
  }

  /**
   * A stream outlives the check made when it opened: a user deactivated, or a credential revoked, since then
   * must stop receiving at once, as their next request would be refused.
   */
  async function stillAuthorised(principal: Principal): Promise<boolean> {
    if (!(await storage.users.getById(principal.userId))?.isActive) return false;
    return principal.credentialId === null || (await storage.credentials.getById(principal.credentialId)) !== undefined;
  }

  /** Calls `deliver` with each batch of new visible events, in order, until closed. */
  function subscribe(
    principal: Principal,
    filter: EventFilter,
    after: number,
    deliver: (events: DocumentEventRecord[]) => void,
    onError: (error: unknown) => void,
  ): EventSubscription {
    let cursor = after;
    let closed = false;
    let reading = false;
    let again = false;
    const read = async () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          if (!(await stillAuthorised(principal))) throw new Error('the caller is no longer authorised');
          for (let batch; !closed && (batch = await storage.events.listVisibleAfter(visibilityOf(principal), filter, cursor, BATCH)).length > 0; ) {
            cursor = batch.at(-1)!.seq;
            deliver(batch);
          }
        } while (again && !closed);
      } catch (error) {
        if (!closed) onError(error);
      } finally {
        reading = false;
      }
    };
    const unwatch = watch(() => void read());
    void read();
    return {
      close() {
        closed = true;
        unwatch();
      },
    };
  }

  return { startPosition, subscribe };
}

export type EventService = ReturnType<typeof createEventService>;
