// What the server logs per request (issue #11): one line, not Fastify's "incoming request" + "request
// completed" pair, carrying the request id the client sees as X-Request-ID.

import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import { pino } from 'pino';
import { startServer } from '../helpers/start-server.ts';
import { clientFor, request } from '../helpers/client.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

async function loggedServer(t: TestContext) {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  const server = await startServer(t, { logger });
  return { ...server, lines };
}

/** The log lines written for one request id. */
const linesOf = (lines: LogLine[], requestId: string) => lines.filter((line) => line.reqId === requestId);

describe('request log', () => {
  test('one line per request, with the request id, method, URL, status and response time', async (t) => {
    const { url, lines } = await loggedServer(t);
    const response = await request(url, 'GET', '/healthz', { headers: { 'x-request-id': 'log-test-1' } });
    assert.equal(response.status, 200);
    const logged = linesOf(lines, 'log-test-1');
    assert.equal(logged.length, 1, JSON.stringify(logged));
    const [line] = logged;
    assert.equal(line!.msg, 'request');
    assert.equal(line!.level, 30);
    assert.equal(line!.method, 'GET');
    assert.equal(line!.url, '/healthz');
    assert.equal(line!.statusCode, 200);
    assert.equal(typeof line!.responseTime, 'number');
    assert.equal(line!.remoteAddress, '127.0.0.1');
  });

  test('an unknown path gets one line too', async (t) => {
    const { url, lines } = await loggedServer(t);
    const response = await request(url, 'GET', '/api/v1/nothing-here', { headers: { 'x-request-id': 'log-test-404' } });
    assert.equal(response.status, 404);
    assert.deepEqual(linesOf(lines, 'log-test-404').map((line) => [line.msg, line.statusCode]), [['request', 404]]);
  });

  test('refused and authenticated API requests get one line each too', async (t) => {
    const { url, lines } = await loggedServer(t);
    const refused = await request(url, 'GET', '/api/v1/projects', { headers: { 'x-request-id': 'log-test-401' } });
    assert.equal(refused.status, 401);
    const admin = await clientFor(url);
    const listed = await admin.get('/api/v1/projects');
    assert.equal(listed.status, 200);
    assert.deepEqual(linesOf(lines, 'log-test-401').map((line) => [line.msg, line.statusCode]), [['request', 401]]);
    const requestId = listed.headers.get('x-request-id')!;
    assert.deepEqual(linesOf(lines, requestId).map((line) => [line.msg, line.url, line.statusCode]), [['request', '/api/v1/projects', 200]]);
  });
});
