// Test data through the public API: users with a credential and a logged-in client, projects, uploads.

import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import type { Role } from '../../src/domain/vocabulary.ts';
import { type Client, clientFor } from './client.ts';

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  clientId: string;
  clientSecret: string;
  credentialId: string;
  client: Client;
}

export async function newCredential(admin: Client, userId?: string, name = `cred-${randomUUID().slice(0, 8)}`) {
  const response = await admin.post('/api/v1/admin/credentials', { json: { name, ...(userId ? { user_id: userId } : {}) } });
  assert.equal(response.status, 201, response.text);
  return response.body as { id: string; name: string; client_id: string; client_secret: string; user_id: string; created_at: string };
}

export async function newUser(baseUrl: string, admin: Client, role: Role, extra: { password?: string } = {}): Promise<TestUser> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.test`;
  const created = await admin.post('/api/v1/admin/users', { json: { email, role, name: `Test ${role}`, ...extra } });
  assert.equal(created.status, 201, created.text);
  const credential = await newCredential(admin, created.body.id);
  return {
    id: created.body.id,
    email,
    role,
    clientId: credential.client_id,
    clientSecret: credential.client_secret,
    credentialId: credential.id,
    client: await clientFor(baseUrl, credential.client_id, credential.client_secret),
  };
}

export async function newProject(client: Client, name = `Project ${randomUUID()}`, description?: string) {
  const response = await client.post('/api/v1/projects', { json: { name, ...(description ? { description } : {}) } });
  assert.equal(response.status, 201, response.text);
  return response.body as { id: string; name: string; description: string | null; created_at: string; document_count: number; analysis_engine: string };
}

export const SAMPLE_CONTRACT = [
  'SERVICES AGREEMENT',
  '',
  'This Services Agreement is made on 2024-01-15 between Acme Corp. and Globex LLC.',
  '',
  '1. Services. Globex LLC shall provide consulting services.',
  '',
  '2. Governing Law. This Agreement is governed by the laws of Delaware.',
  '',
].join('\n');

export function uploadForm(projectId: string | undefined, content: string | Uint8Array = SAMPLE_CONTRACT, filename = 'contract.txt'): FormData {
  const form = new FormData();
  if (projectId !== undefined) form.append('project_id', projectId);
  form.append('file', new Blob([content as BlobPart]), filename);
  return form;
}

export async function uploadDocument(client: Client, projectId: string, content?: string | Uint8Array, filename?: string) {
  const response = await client.post('/api/v1/documents', { form: uploadForm(projectId, content, filename) });
  assert.equal(response.status, 202, response.text);
  return response.body as { id: string; filename: string; project_id: string; pipeline_status: string; created_at: string };
}

/** Polls a document until the pipeline is done with it (complete or failed) and returns its detail. */
export async function waitUntilProcessed(client: Client, documentId: string, limitMs = 60_000): Promise<any> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const response = await client.get(`/api/v1/documents/${documentId}`);
    if (response.body.pipeline_status === 'complete' || response.body.pipeline_status === 'failed') return response.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`document ${documentId} was not processed within ${limitMs} ms`);
}
