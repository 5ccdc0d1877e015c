// The console's only way to the server: the public /api/v1 with the session cookie, plus the
// X-CSRF-Token header on every state-changing request (docs/api-extensions.md, "Console sessions").
import type { ValidationIssue } from './api-schemas.ts';
import { humanIssue } from './messages.ts';

export const API_BASE = '/api/v1';

export class ApiError extends Error {
  readonly status: number;
  /** The 422 issues, when the server sent the array form of `detail`. */
  readonly issues: ValidationIssue[];
  /**
   * What the API said, in its own words (status, request, `detail` as sent), for the "Details" disclosure under
   * the human message (issue #15): support and API users need the machine wording; nobody else has to read it.
   */
  readonly machineDetail: string;

  constructor(status: number, message: string, issues: ValidationIssue[] = [], machineDetail = '') {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
    this.machineDetail = machineDetail;
  }
}

let csrfToken: string | null = null;
const sessionExpiredListeners = new Set<() => void>();

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Called when a request answers 401 after sign-in, so the app can send the person back to the sign-in form. */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

function requestHeaders(method: string, hasJsonBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (hasJsonBody) headers['Content-Type'] = 'application/json';
  if (!SAFE_METHODS.has(method) && csrfToken !== null) headers['X-CSRF-Token'] = csrfToken;
  return headers;
}

/**
 * Turns an error body (`{detail}` as a string or a 422 array, spec §7) into an ApiError; `request` ("POST
 * /api/v1/projects") goes into its machine detail.
 */
export function toApiError(status: number, body: unknown, request = ''): ApiError {
  const detail = (body as { detail?: unknown } | null)?.detail;
  const machine = machineDetail(status, request, detail);
  if (Array.isArray(detail)) {
    const issues = detail as ValidationIssue[];
    return new ApiError(status, issues.map(formatIssue).join(' ') || 'The request was not valid.', issues, machine);
  }
  if (typeof detail === 'string' && detail !== '') return new ApiError(status, humanDetail(status, detail), [], machine);
  return new ApiError(status, fallbackMessage(status), [], machine);
}

/** "HTTP 422 from POST /api/v1/admin/users" and the detail as the API wrote it (one line per 422 item). */
function machineDetail(status: number, request: string, detail: unknown): string {
  const head = status === 0 ? `No response${request ? ` to ${request}` : ''} (network error)` : `HTTP ${status}${request ? ` from ${request}` : ''}`;
  if (Array.isArray(detail)) {
    const lines = (detail as ValidationIssue[]).map((issue) => `${issue.loc.join('.')}: ${issue.msg} (${issue.type})`);
    return [head, ...lines].join('\n');
  }
  if (typeof detail === 'string' && detail !== '') return `${head}\n${detail}`;
  return head;
}

/** One 422 item in words (messages.ts); the machine form stays on ApiError.issues. */
export function formatIssue(issue: ValidationIssue): string {
  return humanIssue(issue);
}

/** A string `detail` as a person reads it: the few the console knows better words for, else as sent. */
function humanDetail(status: number, detail: string): string {
  if (status === 403 && detail.startsWith('Password change required')) return 'Choose a new password before you continue.';
  if (status === 403 && detail === 'CSRF token missing or invalid') return 'Your session is out of date. Reload the page and try again.';
  if (status >= 500) return fallbackMessage(status); // the server's words are for support: under Details
  return detail;
}

function fallbackMessage(status: number): string {
  if (status === 0) return 'The server could not be reached. Check your connection and try again.';
  if (status >= 500) return 'The server had a problem. Try again in a moment.';
  return `The request failed (HTTP ${status}).`;
}

const passwordChangeListeners = new Set<() => void>();

/**
 * Called when the server answers 403 "Password change required" (an admin reset the password meanwhile and the
 * person signed in again elsewhere with it), so the app can show the "choose a new password" form.
 */
export function onPasswordChangeRequired(listener: () => void): () => void {
  passwordChangeListeners.add(listener);
  return () => passwordChangeListeners.delete(listener);
}

function notifyIfPasswordChangeRequired(status: number, body: unknown): void {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (status === 403 && typeof detail === 'string' && detail.startsWith('Password change required')) {
    for (const listener of passwordChangeListeners) listener();
  }
}

/** A 401 outside the sign-in calls means the session ended (expired, signed out elsewhere, user deactivated). */
function notifyIfSessionExpired(status: number, url: string): void {
  if (status === 401 && !url.startsWith(`${API_BASE}/session`)) for (const listener of sessionExpiredListeners) listener();
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json();
  return response.text();
}

/** Calls `{API_BASE}{path}` and resolves with the parsed body, or rejects with an ApiError. */
export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return (await send(method, API_BASE + path, body)).body as T;
}

/** Upper bound on pages followed for one list, so a console tab never pulls an unbounded collection. */
const MAX_LIST_PAGES = 10;
const LIST_PAGE_SIZE = 1000;

/**
 * GET a paginated list in full: newest first, following `Link: <…>; rel="next"` (docs/api-extensions.md)
 * up to MAX_LIST_PAGES pages of LIST_PAGE_SIZE items.
 */
export async function apiList<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  let url: string | null = `${API_BASE}${path}${path.includes('?') ? '&' : '?'}limit=${LIST_PAGE_SIZE}`;
  for (let page = 0; url !== null && page < MAX_LIST_PAGES; page++) {
    const { body, headers } = await send('GET', url);
    items.push(...(body as T[]));
    url = nextPageUrl(headers.get('link'));
  }
  return items;
}

/** The next page's path; the server writes an absolute URL, but behind a proxy its origin may differ from ours. */
function nextPageUrl(link: string | null): string | null {
  const target = link?.match(/<([^>]+)>\s*;\s*rel="?next"?/)?.[1];
  if (!target) return null;
  const url = new URL(target, location.href);
  return url.pathname + url.search;
}

async function send(method: string, url: string, body?: unknown): Promise<{ body: unknown; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: requestHeaders(method, body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, fallbackMessage(0), [], machineDetail(0, `${method} ${url}`, undefined));
  }
  const parsed = await parseBody(response).catch(() => undefined);
  if (!response.ok) {
    notifyIfSessionExpired(response.status, url);
    notifyIfPasswordChangeRequired(response.status, parsed);
    throw toApiError(response.status, parsed, `${method} ${url}`);
  }
  return { body: parsed, headers: response.headers };
}

/** GET that treats 404 as "not there yet" (the report and the text before the pipeline produced them). */
export async function getIfExists<T>(path: string): Promise<T | null> {
  try {
    return await api<T>('GET', path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Uploads one file with POST /documents (multipart, spec §4.5). XMLHttpRequest rather than fetch because
 * only it reports upload progress.
 */
export function uploadDocument<T>(projectId: string, file: File, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/documents`);
    request.responseType = 'json';
    for (const [name, value] of Object.entries(requestHeaders('POST', false))) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(request.response as T);
        return;
      }
      notifyIfSessionExpired(request.status, `${API_BASE}/documents`);
      notifyIfPasswordChangeRequired(request.status, request.response);
      reject(toApiError(request.status, request.response, `POST ${API_BASE}/documents`));
    });
    request.addEventListener('error', () => reject(new ApiError(0, fallbackMessage(0), [], machineDetail(0, `POST ${API_BASE}/documents`, undefined))));
    const form = new FormData();
    form.append('project_id', projectId);
    form.append('file', file, file.name);
    request.send(form);
  });
}
