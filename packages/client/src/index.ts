// The Clausewise API client: types generated from the service's /openapi.json (openapi.ts, never edited by
// hand) behind openapi-fetch, plus what a generator cannot know: getting and renewing tokens, uploading a file
// from a path, a Buffer or a stream, waiting for a document at the recommended polling interval, retries on
// 429 honouring Retry-After, errors that carry the API's `detail`, and the live event stream (with waiting
// for a document on it when the server has one, polling otherwise).

import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import createClient from 'openapi-fetch';
import type { components, paths } from './openapi.ts';
import type { Document, DocumentEvent, Obligation, PipelineStatus, Project, Report, Schemas } from './schemas.ts';
import { readEventStream } from './event-stream.ts';

export type { components, paths };
export type * from './schemas.ts';
export { verifyWebhook, type WebhookHeaders } from './webhook-signature.ts';
export { readEventStream, type ServerSentEvent } from './event-stream.ts';

export interface ClausewiseClientOptions {
  /** The server, e.g. `https://clausewise.example.com`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** For tests and custom transports; the global fetch by default. */
  fetch?: typeof fetch;
  /** Retries of a 429 (each after its Retry-After); default 3. */
  maxRetries?: number;
}

/** An API error: the HTTP status and the spec's `detail` (a message, or the 422 field list). */
export class ClausewiseError extends Error {
  readonly status: number;
  readonly detail: unknown;
  constructor(status: number, detail: unknown) {
    super(typeof detail === 'string' ? detail : `HTTP ${status}: ${JSON.stringify(detail)}`);
    this.name = 'ClausewiseError';
    this.status = status;
    this.detail = detail;
  }
}

/** The spec asks clients to poll no more often than every 5 seconds. */
export const POLL_INTERVAL_MS = 5000;
const TERMINAL: readonly PipelineStatus[] = ['complete', 'failed'];
/** Before reconnecting a dropped event stream. */
const RECONNECT_DELAY_MS = 1000;

export function createClausewiseClient(options: ClausewiseClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const maxRetries = options.maxRetries ?? 3;
  let tokens: { access: string; refresh: string } | null = null;

  async function requestTokens(body: Record<string, string>): Promise<{ access: string; refresh: string } | null> {
    const response = await fetchImpl(`${baseUrl}/api/v1/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) return null;
    const json = (await response.json()) as Schemas['Token'];
    return { access: json.access_token, refresh: json.refresh_token };
  }

  /** A valid access token: the one held, else renewed with the refresh token, else client credentials again. */
  async function accessToken(renew: boolean): Promise<string> {
    if (tokens !== null && !renew) return tokens.access;
    tokens = (tokens && (await requestTokens({ refresh_token: tokens.refresh }))) ?? (await requestTokens({ client_id: options.clientId, client_secret: options.clientSecret }));
    if (tokens === null) throw new ClausewiseError(401, 'Invalid credentials');
    return tokens.access;
  }

  /** Sends with the token; on a 401 renews once; on a 429 waits for Retry-After and tries again. */
  async function send(request: Request): Promise<Response> {
    const body = request.body === null ? null : await request.clone().arrayBuffer();
    let renew = false;
    for (let attempt = 0; ; attempt++) {
      const headers = new Headers(request.headers);
      headers.set('authorization', `Bearer ${await accessToken(renew)}`);
      const response = await fetchImpl(request.url, { method: request.method, headers, body, signal: request.signal });
      if (response.status === 401 && !renew) {
        renew = true;
        continue;
      }
      if (response.status === 429 && attempt < maxRetries) {
        await sleep(Number(response.headers.get('retry-after') ?? '1') * 1000, request.signal);
        continue;
      }
      return response;
    }
  }

  // openapi-fetch builds each Request; `send` adds the token and the retries.
  const api = createClient<paths>({ baseUrl, fetch: (input) => send(input as Request) });

  /** The data of a successful answer, or a ClausewiseError with the API's detail. */
  function dataOf<T>(result: { data?: T; error?: unknown; response: Response }): T {
    if (result.data !== undefined) return result.data;
    const detail = (result.error as { detail?: unknown } | undefined)?.detail ?? result.response.statusText;
    throw new ClausewiseError(result.response.status, detail);
  }

  /**
   * Document events as they happen (GET /api/v1/events, Server-Sent Events), optionally of one project or
   * document, resuming after `after` (an event id). Reconnects after the stream drops, from the last event
   * seen; ends when `signal` aborts. Throws a ClausewiseError when the server refuses the stream.
   */
  async function* events(filter: { projectId?: string; documentId?: string; after?: string; signal?: AbortSignal } = {}): AsyncGenerator<DocumentEvent> {
    let after = filter.after;
    for (;;) {
      const query = new URLSearchParams();
      if (filter.projectId) query.set('project_id', filter.projectId);
      if (filter.documentId) query.set('document_id', filter.documentId);
      if (after !== undefined) query.set('after', after);
      const response = await send(new Request(`${baseUrl}/api/v1/events?${query}`, { headers: { accept: 'text/event-stream' }, signal: filter.signal }));
      if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream') || response.body === null) {
        const detail = await response.json().then((json: { detail?: unknown }) => json.detail, () => response.statusText);
        throw new ClausewiseError(response.status, detail);
      }
      try {
        for await (const message of readEventStream(response.body)) {
          const event = JSON.parse(message.data) as DocumentEvent;
          after = event.id;
          yield event;
        }
      } catch (error) {
        if (filter.signal?.aborted) throw error;
        // The connection dropped (server restart, proxy timeout): reconnect after the last event seen.
      }
      if (filter.signal?.aborted) return;
      await sleep(RECONNECT_DELAY_MS, filter.signal);
    }
  }

  return {
    /** The generated, fully typed client for every operation. */
    api,
    dataOf,

    async createProject(name: string, description?: string): Promise<Project> {
      return dataOf(await api.POST('/api/v1/projects', { body: { name, ...(description ? { description } : {}) } }));
    },

    /** Uploads a contract from a path, a Buffer or a stream; it enters the pipeline as `queued`. */
    async upload(projectId: string, file: string | Uint8Array | Readable, filename?: string): Promise<Schemas['DocumentUploaded']> {
      const name = filename ?? (typeof file === 'string' ? basename(file) : 'document');
      const bytes = typeof file === 'string' ? await readFile(file) : file instanceof Uint8Array ? file : await collect(file);
      return dataOf(
        await api.POST('/api/v1/documents', {
          body: { project_id: projectId, file: new Blob([bytes as Uint8Array<ArrayBuffer>]) },
          bodySerializer(body) {
            const form = new FormData();
            form.set('project_id', body.project_id);
            form.set('file', body.file, name);
            return form;
          },
        }),
      );
    },

    events,

    /**
     * Waits until the document is complete or failed, reporting each new status. Follows the event stream
     * where the server has one (no polling delay); otherwise, or when the stream cannot be opened, polls at
     * the recommended interval.
     */
    async waitForDocument(id: string, options: { onStatus?: (status: PipelineStatus) => void; timeoutMs?: number; intervalMs?: number; signal?: AbortSignal; useEvents?: boolean } = {}): Promise<Document> {
      const deadline = Date.now() + (options.timeoutMs ?? 30 * 60_000);
      let last: PipelineStatus | null = null;
      const report = (status: PipelineStatus) => {
        if (status !== last) options.onStatus?.((last = status));
      };
      const getDocument = async () => dataOf(await api.GET('/api/v1/documents/{id}', { params: { path: { id } }, signal: options.signal }));
      if (options.useEvents !== false) {
        const stop = new AbortController();
        const timer = setTimeout(() => stop.abort(new ClausewiseError(408, `document ${id} is still ${last ?? 'queued'}`)), Math.max(0, deadline - Date.now()));
        const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
        try {
          for await (const event of events({ documentId: id, signal })) {
            if (event.type === 'document.deleted') throw new ClausewiseError(404, 'Document not found');
            if (event.type !== 'document.status_changed') continue;
            report(event.data.status);
            if (TERMINAL.includes(event.data.status)) return await getDocument();
          }
        } catch (error) {
          if (options.signal?.aborted) throw options.signal.reason;
          if (stop.signal.aborted) throw stop.signal.reason;
          // A 404 is either an unknown document (polling says so) or a server without the event stream.
          if (!(error instanceof ClausewiseError) || error.status === 401 || error.status === 403) throw error;
        } finally {
          clearTimeout(timer);
          stop.abort();
        }
      }
      for (;;) {
        const document = await getDocument();
        report(document.pipeline_status);
        if (TERMINAL.includes(document.pipeline_status)) return document;
        if (Date.now() >= deadline) throw new ClausewiseError(408, `document ${id} is still ${document.pipeline_status}`);
        await sleep(options.intervalMs ?? POLL_INTERVAL_MS, options.signal);
      }
    },

    async report(id: string): Promise<Report> {
      return dataOf(await api.GET('/api/v1/documents/{id}/report', { params: { path: { id } } }));
    },

    async obligations(id: string): Promise<Obligation[]> {
      return dataOf(await api.GET('/api/v1/documents/{id}/obligations', { params: { path: { id } } }));
    },
  };
}

export type ClausewiseClient = ReturnType<typeof createClausewiseClient>;

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

async function collect(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
