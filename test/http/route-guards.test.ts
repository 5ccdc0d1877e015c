// Table-driven guards over every authenticated route (style §5.6): 401 without a token, 422 at path.id for a
// malformed id.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { startServer } from '../helpers/start-server.ts';
import { clientFor, request } from '../helpers/client.ts';

const ID = '00000000-0000-4000-8000-000000000000';
const AUTHENTICATED_ROUTES: [string, string][] = [
  ['GET', '/api/v1/projects'],
  ['POST', '/api/v1/projects'],
  ['GET', '/api/v1/projects/:id'],
  ['DELETE', '/api/v1/projects/:id'],
  ['GET', '/api/v1/projects/:id/playbook'],
  ['PUT', '/api/v1/projects/:id/playbook'],
  ['POST', '/api/v1/documents'],
  ['GET', '/api/v1/documents'],
  ['GET', '/api/v1/documents/:id'],
  ['GET', '/api/v1/documents/:id/text'],
  ['GET', '/api/v1/documents/:id/report'],
  ['GET', '/api/v1/documents/:id/obligations'],
  ['GET', '/api/v1/documents/:id/obligations.ics'],
  ['DELETE', '/api/v1/documents/:id'],
  ['PATCH', '/api/v1/obligations/:id'],
  ['GET', '/api/v1/search'],
  ['GET', '/api/v1/events'],
  ['POST', '/api/v1/projects/:id/webhooks'],
  ['GET', '/api/v1/projects/:id/webhooks'],
  ['DELETE', `/api/v1/projects/:id/webhooks/${ID}`],
  ['GET', `/api/v1/projects/:id/webhooks/${ID}/deliveries`],
  ['GET', '/api/v1/projects/:id/obligations.ics'],
  ['POST', '/api/v1/projects/:id/calendar-feeds'],
  ['GET', '/api/v1/projects/:id/calendar-feeds'],
  ['DELETE', `/api/v1/projects/:id/calendar-feeds/${ID}`],
  ['GET', '/api/v1/me'],
  ['POST', '/api/v1/me/password'],
  ['GET', '/api/v1/session'],
  ['GET', '/api/v1/admin/users'],
  ['POST', '/api/v1/admin/users'],
  ['PATCH', '/api/v1/admin/users/:id'],
  ['GET', '/api/v1/admin/credentials'],
  ['POST', '/api/v1/admin/credentials'],
  ['DELETE', '/api/v1/admin/credentials/:id'],
  ['GET', '/api/v1/admin/ethical-walls'],
  ['POST', '/api/v1/admin/ethical-walls'],
  ['DELETE', '/api/v1/admin/ethical-walls/:id'],
];

describe('route guards', () => {
  test('every authenticated route answers 401 with WWW-Authenticate without a token', async (t) => {
    const { url } = await startServer(t);
    for (const [method, path] of AUTHENTICATED_ROUTES) {
      const response = await request(url, method, path.replace(':id', ID), method === 'GET' || method === 'DELETE' ? {} : { json: {} });
      assert.equal(response.status, 401, `${method} ${path}`);
      assert.equal(response.headers.get('www-authenticate'), 'Bearer realm="clausewise"', `${method} ${path}`);
      assert.equal(typeof response.body.detail, 'string', `${method} ${path}`);
    }
  });

  test('every route with an id answers 422 at path.id for a malformed id', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    for (const [method, path] of AUTHENTICATED_ROUTES.filter(([, p]) => p.includes(':id'))) {
      const response = await request(url, method, path.replace(':id', 'not-a-uuid'), {
        headers: { authorization: `Bearer ${admin.token}` },
        ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }),
      });
      assert.equal(response.status, 422, `${method} ${path}`);
      assert.deepEqual(response.body.detail[0].loc, ['path', 'id'], `${method} ${path}`);
    }
  });
});
