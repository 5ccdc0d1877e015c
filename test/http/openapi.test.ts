// The description is the contract (issue #13): what generators, validators and OAuth tools need from it.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, test } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { addFormats } from '../../src/lib/ajv-formats.ts';
import { OPERATIONS } from '../../src/http/plugins/openapi.ts';
import { build } from '../helpers/openapi-conformance.ts';
import { startServer } from '../helpers/start-server.ts';

const run = promisify(execFile);

async function specOf(t: Parameters<typeof startServer>[0]) {
  const { url } = await startServer(t);
  return (await fetch(`${url}/openapi.json`).then((r) => r.json())) as any;
}

function operationsOf(spec: any): [string, any][] {
  return Object.entries<any>(spec.paths).flatMap(([path, item]) => Object.entries<any>(item).map(([method, op]): [string, any] => [`${method.toUpperCase()} ${path}`, op]));
}

describe('/openapi.json', () => {
  test('every operation has a unique operationId and a description', async (t) => {
    const operations = operationsOf(await specOf(t));
    for (const [key, op] of operations) {
      assert.ok(op.operationId, `${key} has no operationId: add it to OPERATIONS in src/http/plugins/openapi.ts`);
      assert.ok(op.description, `${key} has no description`);
    }
    const ids = operations.map(([, op]) => op.operationId);
    assert.equal(new Set(ids).size, ids.length);
  });

  test('the operations table names only operations that exist', async (t) => {
    const keys = new Set(operationsOf(await specOf(t)).map(([key]) => key));
    for (const key of Object.keys(OPERATIONS)) assert.ok(keys.has(key), `${key} is in OPERATIONS but not served`);
  });

  test('every operation declares a 4xx response', async (t) => {
    for (const [key, op] of operationsOf(await specOf(t))) assert.ok(Object.keys(op.responses).some((s) => s.startsWith('4')), key);
  });

  test('the main payloads are named component schemas that operations reference', async (t) => {
    const spec = await specOf(t);
    for (const name of ['Project', 'Document', 'DocumentListItem', 'Report', 'Obligation', 'Playbook', 'Token', 'Error', 'ValidationError']) {
      assert.ok(spec.components.schemas[name], `components.schemas.${name}`);
    }
    assert.equal(spec.paths['/api/v1/documents/{id}/report'].get.responses['200'].content['application/json'].schema.$ref, '#/components/schemas/Report');
    assert.equal(spec.paths['/api/v1/projects/{id}/playbook'].put.requestBody.content['application/json'].schema.$ref, '#/components/schemas/Playbook');
  });

  test('the main schemas carry examples that validate against them', async (t) => {
    const spec = await specOf(t);
    const ajv = addFormats(new Ajv2020({ strict: false }));
    for (const name of ['Project', 'Report', 'Obligation', 'Token', 'Error']) {
      const { examples, ...schema } = spec.components.schemas[name];
      assert.ok(Array.isArray(examples) && examples.length > 0, name);
      assert.ok(ajv.validate(schema, examples[0]), `${name}: ${ajv.errorsText()}`);
    }
  });

  test('the text and the calendar are declared with their media types', async (t) => {
    const spec = await specOf(t);
    assert.deepEqual(Object.keys(spec.paths['/api/v1/documents/{id}/text'].get.responses['200'].content), ['text/plain']);
    assert.deepEqual(Object.keys(spec.paths['/api/v1/documents/{id}/obligations.ics'].get.responses['200'].content), ['text/calendar']);
  });

  test('the token request is declared as JSON and as an RFC 6749 form', async (t) => {
    const content = (await specOf(t)).paths['/api/v1/auth/token'].post.requestBody.content;
    assert.deepEqual(Object.keys(content).sort(), ['application/json', 'application/x-www-form-urlencoded']);
  });

  test('the upload is multipart with a binary file', async (t) => {
    const body = (await specOf(t)).paths['/api/v1/documents'].post.requestBody.content['multipart/form-data'].schema;
    assert.equal(body.properties.file.format, 'binary');
  });

  test('clients can fetch a token themselves: an OAuth 2.0 client-credentials scheme with its token URL', async (t) => {
    const spec = await specOf(t);
    assert.equal(spec.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl, '/api/v1/auth/token');
    assert.deepEqual(spec.security, [{ oauth2: [] }, { bearerAuth: [] }]);
    assert.ok(spec.servers.length > 0);
    assert.ok(spec.info.license.name);
  });
});

describe('redocly lint', () => {
  test('the description passes the recommended rules with no errors and no warnings', async (t) => {
    const { url } = await startServer(t);
    const dir = await mkdtemp(join(tmpdir(), 'clausewise-openapi-'));
    t.after(() => rm(dir, { recursive: true, force: true }));
    const file = join(dir, 'openapi.json');
    await writeFile(file, await fetch(`${url}/openapi.json`).then((r) => r.text()));
    const cli = join(import.meta.dirname, '..', '..', 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
    // Offline and quiet: no telemetry, no update check.
    // The pinned Node 24 runs it, whatever `node` the machine has.
    const { stdout } = await run(process.execPath, [cli, 'lint', file, '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      cwd: dir,
    });
    const result = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
    assert.deepEqual(result.totals, { errors: 0, warnings: 0, ignored: 0 }, result.problems.map((p) => `${p.ruleId}: ${p.message}`).join('\n'));
  });
});

describe('response conformance check (used by every HTTP test)', () => {
  const spec = {
    paths: {
      '/api/v1/things/{id}': {
        get: {
          responses: {
            '200': { content: { 'application/json': { schema: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } } } },
          },
        },
      },
    },
  };
  const url = new URL('http://127.0.0.1/api/v1/things/42');

  test('accepts a body that matches its declared schema', () => {
    build(spec).check('GET', url, 200, 'application/json; charset=utf-8', { id: '42' });
  });
  test('rejects a status the operation does not declare', () => {
    assert.throws(() => build(spec).check('GET', url, 418, 'application/json', {}), /status not declared/);
  });
  test('rejects an undeclared media type', () => {
    assert.throws(() => build(spec).check('GET', url, 200, 'text/plain', 'x'), /media type text\/plain not declared/);
  });
  test('rejects a body that breaks the schema', () => {
    assert.throws(() => build(spec).check('GET', url, 200, 'application/json', { id: 42 }), /does not match its schema/);
  });
});
