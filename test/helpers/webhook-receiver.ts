// A real HTTP receiver for webhook tests, on a random port, recording every request it gets. `respond`
// chooses each answer's status (default 204), by path and by how many requests that path has had, or 'hang'
// to never answer (the connection is closed when the test ends).

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';

export interface ReceivedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
  json: any;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>` */
  url: string;
  received: ReceivedRequest[];
  /** Resolves once `ready` holds for what was received so far (checked on every new request). */
  until(ready: (received: ReceivedRequest[]) => boolean): Promise<ReceivedRequest[]>;
}

export async function startWebhookReceiver(t: TestContext, respond: (path: string, countForPath: number) => number | 'hang' = () => 204): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers as Record<string, string>, body, json: body ? JSON.parse(body) : undefined });
      const answer = respond(path, received.filter((r) => r.path === path).length);
      if (answer !== 'hang') {
        response.statusCode = answer;
        response.end();
      }
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    until(ready) {
      return new Promise((resolve) => {
        const check = () => {
          if (!ready(received)) return;
          waiters.delete(check);
          resolve(received);
        };
        waiters.add(check);
        check();
      });
    },
  };
}
