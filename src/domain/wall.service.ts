// Ethical walls (issue #2): admins wall a project off so only the listed users see it and its documents.

import { randomUUID } from 'node:crypto';
import type { EthicalWallRecord, Storage } from '../storage/types.ts';
import { conflict, invalid, notFound, type FieldIssue } from './errors.ts';

/** Why an edit that leaves a matter with no administrator inside is refused unless confirmed (README, "Ethical walls"). */
export const NO_ADMIN_LEFT_MESSAGE =
  'After this change no administrator could see the project: confirm that only the listed people should see it (confirm_no_admin).';

export interface WallUpdate {
  name?: string | null;
  addUserIds: string[];
  removeUserIds: string[];
  /** Set once the admin confirmed that no administrator will be left behind the wall. */
  confirmNoAdmin: boolean;
}

export function createWallService(deps: { storage: Pick<Storage, 'walls' | 'projects' | 'users'> }) {
  const { storage } = deps;

  async function create(input: { projectId: string; allowedUserIds: string[]; name?: string | null }): Promise<EthicalWallRecord> {
    if (!(await storage.projects.getById(input.projectId))) {
      throw invalid([{ loc: ['body', 'project_id'], msg: 'No project with this id', type: 'value_error' }]);
    }
    await requireKnownUsers(input.allowedUserIds, 'allowed_user_ids');
    const allowedUserIds = [...new Set(input.allowedUserIds)];
    return storage.walls.create({ id: randomUUID(), projectId: input.projectId, name: input.name ?? null, allowedUserIds });
  }

  async function requireKnownUsers(userIds: string[], field: string): Promise<void> {
    const unknown: FieldIssue[] = [];
    for (const [index, userId] of userIds.entries()) {
      if (!(await storage.users.getById(userId))) unknown.push({ loc: ['body', field, index], msg: 'No user with this id', type: 'value_error' });
    }
    if (unknown.length > 0) throw invalid(unknown);
  }

  /**
   * Adds and removes members in one transaction: the wall stays up throughout, so the matter is never open
   * to others in between (unlike deleting and re-creating it).
   */
  async function update(id: string, changes: WallUpdate): Promise<EthicalWallRecord> {
    const wall = await storage.walls.getById(id);
    if (!wall) throw notFound('Ethical wall');
    await requireKnownUsers(changes.addUserIds, 'add_user_ids');
    const removed = new Set(changes.removeUserIds);
    const members = new Set([...wall.allowedUserIds, ...changes.addUserIds].filter((userId) => !removed.has(userId)));
    if (!changes.confirmNoAdmin && !(await listsAnActiveAdmin(members))) throw conflict(NO_ADMIN_LEFT_MESSAGE);
    const updated = await storage.walls.update(id, { name: changes.name, addUserIds: changes.addUserIds, removeUserIds: changes.removeUserIds });
    if (!updated) throw notFound('Ethical wall');
    return updated;
  }

  async function listsAnActiveAdmin(userIds: Set<string>): Promise<boolean> {
    for (const userId of userIds) {
      const user = await storage.users.getById(userId);
      if (user?.isActive && user.role === 'admin') return true;
    }
    return false;
  }

  async function remove(id: string): Promise<void> {
    if (!(await storage.walls.delete(id))) throw notFound('Ethical wall');
  }

  return { create, update, remove, list: () => storage.walls.list() };
}

export type WallService = ReturnType<typeof createWallService>;
