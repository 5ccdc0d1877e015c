// Child process of `npm run bench:api` (issue #12): CLIENTS clients ask for a token at the same instant, BURSTS
// times, over connections opened beforehand (so TCP set-up is not measured). Prints every latency in ms as
// JSON. Runs apart from the server so the load generator does not share its event loop.
// Usage: node scripts/lib/token-burst.ts <token url> <request body> <clients> <bursts> [<warm-up bursts>]

import { Agent, request } from 'node:http';

const [url = '', body = '', clients = '50', bursts = '20', warmUpBursts = '1'] = process.argv.slice(2);
const clientCount = Number(clients);
const agent = new Agent({ keepAlive: true, maxSockets: clientCount });

function askForToken(): Promise<number> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - startedAt) : reject(new Error(`answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const burst = () => Promise.all(Array.from({ length: clientCount }, askForToken));
// Open the connections and warm the server (a long-running server's JIT has compiled the route): not counted.
for (let i = 0; i < Number(warmUpBursts); i++) await burst();
const latencies: number[] = [];
for (let i = 0; i < Number(bursts); i++) {
  latencies.push(...(await burst()));
  await new Promise((resolve) => setTimeout(resolve, 100));
}
agent.destroy();
console.log(JSON.stringify(latencies));
