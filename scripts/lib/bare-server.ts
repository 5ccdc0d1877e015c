// Child process of `npm run bench:api` and `bench:scale`: the baseline, a bare node:http server answering every
// request with the same bytes as the measured route (body and content type), in a process of its own so that
// only the machine's load, not the service's event loop, touches it. Prints its URL once listening.
// Usage: node scripts/lib/bare-server.ts <content-type>   (the body is read from stdin)
// GET /__thread-cpu answers the server thread's CPU time so far (process.threadCpuUsage, µs), so the bench
// can report CPU per request for the baseline too.

import { createServer } from 'node:http';
import { text } from 'node:stream/consumers';

const contentType = process.argv[2] ?? 'application/json; charset=utf-8';
const body = Buffer.from(await text(process.stdin));
const server = createServer((request, response) => {
  request.resume();
  if (request.url === '/__thread-cpu') {
    response.end(JSON.stringify(process.threadCpuUsage()));
    return;
  }
  response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  console.log(`http://127.0.0.1:${address.port}/`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
