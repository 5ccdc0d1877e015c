// Ethical walls (issue #2): admins wall a project off so only the listed users see it and its documents.

import { randomUUID } from 'node:crypto';
import type { EthicalWallRecord, Storage } from '../storage/types.ts';
import { invalid, notFound } from './errors.ts';

export function createWallService(deps: { storage: Pick<Storage, 'walls' | 'projects' | 'users'> }) {
  const { storage } = deps;

  async function create(input: { projectId: string; allowedUserIds: string[]; name?: string | null }): Promise<EthicalWallRecord> {
    if (!(await storage.projects.getById(input.projectId))) {
      throw invalid([{ loc: ['body', 'project_id'], msg: 'No project with this id', type: 'value_error' }]);
    }
    const unknown = [];
    for (const [index, userId] of input.allowedUserIds.entries()) {
      if (!(await storage.users.getById(userId))) {
        unknown.push({ loc: ['body', 'allowed_user_ids', index], msg: 'No user with this id', type: 'value_error' });
      }
    }
    if (unknown.length > 0) throw invalid(unknown);
    const allowedUserIds = [...new Set(input.allowedUserIds)];
    return storage.walls.create({ id: randomUUID(), projectId: input.projectId, name: input.name ?? null, allowedUserIds });
  }

  async function remove(id: string): Promise<void> {
    if (!(await storage.walls.delete(id))) throw notFound('Ethical wall');
  }

  return { create, remove, list: () => storage.walls.list() };
}

export type WallService = ReturnType<typeof createWallService>;
