// A tiny API client for tests: token exchange plus fetch with the bearer token, JSON in and out. Every
// response is checked against the server's /openapi.json (openapi-conformance.ts).

import { conformanceFor } from './openapi-conformance.ts';
import { ADMIN_CLIENT_ID, ADMIN_CLIENT_SECRET } from './start-server.ts';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  body?: string;
}

async function toApiResponse(response: Response): Promise<ApiResponse> {
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text, text };
}

export async function request(baseUrl: string, method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined = options.body ?? options.form;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const url = new URL(path, baseUrl);
  const response = await toApiResponse(await fetch(url, { method, headers, body }));
  (await conformanceFor(url.origin)).check(method, url, response.status, response.headers.get('content-type') ?? '', response.body);
  return response;
}

export interface Client {
  token: string;
  refreshToken: string;
  get(path: string, options?: RequestOptions): Promise<ApiResponse>;
  post(path: string, options?: RequestOptions): Promise<ApiResponse>;
  put(path: string, options?: RequestOptions): Promise<ApiResponse>;
  patch(path: string, options?: RequestOptions): Promise<ApiResponse>;
  delete(path: string, options?: RequestOptions): Promise<ApiResponse>;
}

export async function exchangeToken(baseUrl: string, clientId: string, clientSecret: string): Promise<ApiResponse> {
  return request(baseUrl, 'POST', '/api/v1/auth/token', { json: { client_id: clientId, client_secret: clientSecret } });
}

/** A client holding a fresh token for these client credentials (the bootstrap admin's by default). */
export async function clientFor(baseUrl: string, clientId = ADMIN_CLIENT_ID, clientSecret = ADMIN_CLIENT_SECRET): Promise<Client> {
  const response = await exchangeToken(baseUrl, clientId, clientSecret);
  if (response.status !== 200) throw new Error(`token exchange failed: ${response.status} ${response.text}`);
  return bearerClient(baseUrl, response.body.access_token, response.body.refresh_token);
}

export function bearerClient(baseUrl: string, token: string, refreshToken = ''): Client {
  const call = (method: string) => (path: string, options: RequestOptions = {}) =>
    request(baseUrl, method, path, { ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } });
  return { token, refreshToken, get: call('GET'), post: call('POST'), put: call('PUT'), patch: call('PATCH'), delete: call('DELETE') };
}
