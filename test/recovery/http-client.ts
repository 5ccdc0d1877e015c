// Minimal HTTP client for recovery tests: token, project, upload, poll.

import { setTimeout as sleep } from 'node:timers/promises';

export const CLIENT = { client_id: 'recovery-client', client_secret: 'recovery-secret-0123456789abcdef0123456789abcdef' };

export const BOOTSTRAP_ENV = {
  CLAUSEWISE_BOOTSTRAP_CLIENT_ID: CLIENT.client_id,
  CLAUSEWISE_BOOTSTRAP_CLIENT_SECRET: CLIENT.client_secret,
};

export const CONTRACT_TEXT = [
  'MASTER SERVICES AGREEMENT',
  'This Master Services Agreement is entered into as of January 15, 2024 (the "Effective Date") by and between Acme Corporation, a Delaware corporation ("Customer"), and Beta Systems LLC, a California limited liability company ("Provider").',
  '1. Services. Provider shall provide the hosting services described in each statement of work.',
  '2. Term. This Agreement commences on the Effective Date and continues for two (2) years, renewing automatically for successive one (1) year terms unless either party gives ninety (90) days notice.',
  '3. Payment. Customer shall pay each invoice within thirty (30) days.',
  '4. Termination. Either party may terminate this Agreement for material breach not cured within thirty (30) days.',
  '5. Governing Law. This Agreement shall be governed by the laws of the State of New York.',
].join('\n\n');

export interface ApiClient {
  request(method: string, path: string, body?: unknown): Promise<Response>;
  json<T>(method: string, path: string, body?: unknown): Promise<T>;
  upload(projectId: string, text: string): Promise<{ id: string }>;
  waitForStatus(documentId: string, accept: (status: string) => boolean, timeoutMs?: number): Promise<string>;
}

export async function connect(baseUrl: string): Promise<ApiClient> {
  const tokenResponse = await fetch(`${baseUrl}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CLIENT),
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  const authorization = `Bearer ${token}`;

  const request = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: body === undefined ? { authorization } : { authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const json = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await request(method, path, body);
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    request,
    json,
    async upload(projectId, text) {
      const form = new FormData();
      form.set('project_id', projectId);
      form.set('file', new Blob([text], { type: 'text/plain' }), 'contract.txt');
      const response = await fetch(`${baseUrl}/api/v1/documents`, { method: 'POST', headers: { authorization }, body: form });
      if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as { id: string };
    },
    async waitForStatus(documentId, accept, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { pipeline_status: status } = await json<{ pipeline_status: string }>('GET', `/documents/${documentId}`);
        if (accept(status)) return status;
        if (Date.now() > deadline) throw new Error(`document ${documentId} still ${status} after ${timeoutMs} ms`);
        await sleep(100);
      }
    },
  };
}
