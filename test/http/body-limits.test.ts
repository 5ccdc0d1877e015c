// Oversized request bodies (issue #12): the 413 must reach a client that is still sending, in the spec's
// {detail} shape, instead of a connection reset (EPIPE/ECONNRESET) half-way through the body.

import assert from 'node:assert/strict';
import { type Socket, connect } from 'node:net';
import { describe, test } from 'node:test';
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { drainRequestBody } from '../../src/http/drain-request-body.ts';
import { startServer } from '../helpers/start-server.ts';
import { clientFor } from '../helpers/client.ts';
import { newProject } from '../helpers/builders.ts';

const CHUNK_BYTES = 64 * 1024;
/** A pause between chunks, so the server answers while the client is still sending (as over a real network). */
const CHUNK_PAUSE_MS = 5;

interface RawResponse {
  status: number;
  body: unknown;
}

/**
 * Sends a request whose body is `totalBytes` long in paced chunks, reading nothing until the whole body is
 * written, like a client that only looks at the answer once its upload is done. Rejects when a write fails
 * (EPIPE, ECONNRESET): the server closed the connection on a client that was still sending.
 */
function sendLargeBody(url: string, path: string, headers: Record<string, string>, head: string, totalBytes: number, tail = ''): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.on('error', reject);
    const headerLines = Object.entries({ ...headers, Host: `${hostname}:${port}`, 'Content-Length': String(totalBytes), Connection: 'close' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${path} HTTP/1.1\r\n${headerLines}\r\n${head}`);
    const fillerBytes = totalBytes - Buffer.byteLength(head) - Buffer.byteLength(tail);
    let sent = 0;
    const writeMore = (): void => {
      if (sent >= fillerBytes) {
        socket.write(tail, () => readAnswer(socket).then(resolve, reject));
        return;
      }
      const size = Math.min(CHUNK_BYTES, fillerBytes - sent);
      sent += size;
      socket.write('a'.repeat(size), (error) => (error ? reject(error) : setTimeout(writeMore, CHUNK_PAUSE_MS)));
    };
    writeMore();
  });
}

function readAnswer(socket: Socket): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(rest.join('\r\n\r\n')) });
    });
  });
}

const TWO_MB = 2 * 1024 * 1024;

describe('oversized bodies', () => {
  test('a 2 MB JSON body on POST /auth/token answers a readable 413 in the {detail} shape', async (t) => {
    const server = await startServer(t);
    const response = await sendLargeBody(server.url, '/api/v1/auth/token', { 'Content-Type': 'application/json' }, '{"client_id":"', TWO_MB, '"}');
    assert.deepEqual(response, { status: 413, body: { detail: 'Request body is too large' } });
  });

  test('a 2 MB form body on POST /auth/token answers a readable 413', async (t) => {
    const server = await startServer(t);
    const response = await sendLargeBody(server.url, '/api/v1/auth/token', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'client_id=', TWO_MB);
    assert.deepEqual(response, { status: 413, body: { detail: 'Request body is too large' } });
  });

  test('an upload over CLAUSEWISE_MAX_UPLOAD_BYTES answers a readable 413 while the client is still sending', async (t) => {
    const server = await startServer(t, { env: { CLAUSEWISE_MAX_UPLOAD_BYTES: '100000' } });
    const admin = await clientFor(server.url);
    const project = await newProject(admin);
    const boundary = 'clausewise-test-boundary';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="project_id"\r\n\r\n${project.id}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`;
    const headers = { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Authorization: `Bearer ${admin.token}` };
    const response = await sendLargeBody(server.url, '/api/v1/documents', headers, head, TWO_MB, `\r\n--${boundary}--\r\n`);
    assert.deepEqual(response, { status: 413, body: { detail: 'File exceeds the maximum upload size of 100000 bytes' } });
  });
});

describe('drainRequestBody', () => {
  const bodyStream = () => Object.assign(new Readable({ read() {} }), { complete: false }) as unknown as IncomingMessage & Readable;

  test('reports a body read to its end', async () => {
    const body = bodyStream();
    const drained = drainRequestBody(body, { maxBytes: 100, maxMs: 1000 });
    body.push(Buffer.alloc(60));
    body.push(null);
    assert.equal(await drained, true);
  });

  test('gives up past the byte bound', async () => {
    const body = bodyStream();
    const drained = drainRequestBody(body, { maxBytes: 100, maxMs: 1000 });
    body.push(Buffer.alloc(60));
    body.push(Buffer.alloc(60));
    assert.equal(await drained, false);
  });

  test('gives up past the time bound', async () => {
    assert.equal(await drainRequestBody(bodyStream(), { maxBytes: 100, maxMs: 20 }), false);
  });
});
