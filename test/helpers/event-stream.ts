// Reading the API's event stream in tests, with the client package's own parser.

import type { DocumentEvent } from '../../src/http/schemas/events.ts';
import { readEventStream } from '../../packages/client/src/event-stream.ts';

export interface OpenStream {
  status: number;
  headers: Headers;
  /** The next `count` events (waits for them). */
  take(count: number): Promise<(DocumentEvent & { sseId: string | undefined; sseEvent: string })[]>;
  close(): void;
}

/** Opens GET /api/v1/events with a bearer token; `query` and `headers` as given. */
export async function openEventStream(baseUrl: string, token: string, query = '', headers: Record<string, string> = {}): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(new URL(`/api/v1/events${query}`, baseUrl), {
    headers: { authorization: `Bearer ${token}`, ...headers },
    signal: controller.signal,
  });
  const messages = response.ok && response.body ? readEventStream(response.body) : undefined;
  return {
    status: response.status,
    headers: response.headers,
    async take(count) {
      if (messages === undefined) throw new Error(`no stream: HTTP ${response.status} ${await response.text()}`);
      const taken = [];
      while (taken.length < count) {
        const next = await messages.next();
        if (next.done) throw new Error(`the stream ended after ${taken.length} of ${count} events`);
        taken.push({ ...(JSON.parse(next.value.data) as DocumentEvent), sseId: next.value.id, sseEvent: next.value.event });
      }
      return taken;
    },
    close: () => controller.abort(),
  };
}
