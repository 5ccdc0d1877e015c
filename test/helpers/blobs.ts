// What the blob store holds on disk: lets tests prove a refused upload leaves nothing behind.

import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

export async function listBlobFiles(dataDir: string): Promise<string[]> {
  const root = join(dataDir, 'blobs');
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}
