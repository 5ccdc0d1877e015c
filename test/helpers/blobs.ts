// What the server's blob store holds (files under the data dir, or rows in PostgreSQL): lets tests prove a
// refused upload leaves nothing behind.

import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestSchema } from './postgres.ts';

export async function listBlobFiles(server: { dataDir: string; testSchema: TestSchema | null }): Promise<string[]> {
  if (server.testSchema !== null) return (await server.testSchema.query<{ key: string }>('SELECT key FROM blobs ORDER BY key')).map((r) => r.key);
  const root = join(server.dataDir, 'blobs');
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}
