// A client generated from /openapi.json with stock tools (openapi-typescript + openapi-fetch) compiles without
// casts and runs the typical flow of the spec against a real server (issue #13).

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import { generateClientTypes } from '../../scripts/lib/client-types.ts';
import { ADMIN_CLIENT_ID, ADMIN_CLIENT_SECRET, startServer } from '../helpers/start-server.ts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');

/** The typical client flow written only against the generated types: no `as`, no `any`. */
const FLOW = `
import createClient from 'openapi-fetch';
import type { paths } from './openapi.ts';

const [baseUrl, clientId, clientSecret] = process.argv.slice(2) as [string, string, string];
const api = createClient<paths>({ baseUrl });

const token = await api.POST('/api/v1/auth/token', { body: { client_id: clientId, client_secret: clientSecret } });
if (!token.data) throw new Error('no token');
const headers = { Authorization: \`Bearer \${token.data.access_token}\` };

const project = await api.POST('/api/v1/projects', { headers, body: { name: 'Generated client matter' } });
if (!project.data) throw new Error('no project');

const file = new Blob(['SERVICES AGREEMENT\\n\\nThis agreement is made on 2024-03-01 between Acme Corp and Beta LLC.\\n\\nThe laws of Delaware govern it.']);
const upload = await api.POST('/api/v1/documents', {
  headers,
  body: { file, project_id: project.data.id },
  bodySerializer(body) {
    const form = new FormData();
    form.set('project_id', body.project_id);
    form.set('file', body.file, 'contract.txt');
    return form;
  },
});
if (!upload.data) throw new Error('no upload');

let status: string = upload.data.pipeline_status;
for (let i = 0; i < 600 && status !== 'complete' && status !== 'failed'; i++) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const document = await api.GET('/api/v1/documents/{id}', { headers, params: { path: { id: upload.data.id } } });
  status = document.data?.pipeline_status ?? 'unknown';
}
const report = await api.GET('/api/v1/documents/{id}/report', { headers, params: { path: { id: upload.data.id } } });
const obligations = await api.GET('/api/v1/documents/{id}/obligations', { headers, params: { path: { id: upload.data.id } } });
console.log(JSON.stringify({ status, risk: report.data?.overall_risk, obligations: obligations.data?.length }));
`;

describe('a client generated with openapi-typescript and openapi-fetch', () => {
  test('compiles without casts and runs the typical flow', async (t) => {
    const server = await startServer(t, { workers: true });
    // Inside the repository (ignored by git), so the flow resolves openapi-fetch from node_modules.
    const dir = join(ROOT, `.scratch-client-${randomUUID()}`);
    await mkdir(dir);
    t.after(() => rm(dir, { recursive: true, force: true }));
    const spec = (await fetch(`${server.url}/openapi.json`).then((r) => r.json())) as object;
    await writeFile(join(dir, 'openapi.ts'), await generateClientTypes(spec));
    await writeFile(join(dir, 'flow.ts'), FLOW);
    await writeFile(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'esnext', module: 'nodenext', strict: true, noEmit: true, allowImportingTsExtensions: true, types: ['node'], skipLibCheck: true },
        files: ['flow.ts'],
      }),
    );
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    await run(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { cwd: dir }).catch((error: { stdout?: string }) => {
      assert.fail(`the generated client does not compile:\n${error.stdout}`);
    });
    const { stdout } = await run(process.execPath, [join(dir, 'flow.ts'), server.url, ADMIN_CLIENT_ID, ADMIN_CLIENT_SECRET], { cwd: dir });
    const result = JSON.parse(stdout) as { status: string; risk: string; obligations: number };
    assert.equal(result.status, 'complete');
    assert.ok(['low', 'medium', 'high'].includes(result.risk));
    assert.equal(typeof result.obligations, 'number');
  });
});
