// Projects (spec §4.2–4.4): members create, everyone lists what walls let them see.

import { randomUUID } from 'node:crypto';
import type { ProjectRecord, Storage } from '../storage/types.ts';
import { UniqueViolation } from '../storage/types.ts';
import { type Principal, requireProjectAccess, requireRole, visibilityOf } from './access.ts';
import { conflict } from './errors.ts';
import { type PageRequest, type PageResult, fetchPage } from './pagination.ts';

export function createProjectService(deps: { storage: Pick<Storage, 'projects' | 'documents' | 'walls'> }) {
  const { storage } = deps;

  async function create(principal: Principal, input: { name: string; description?: string | null }): Promise<ProjectRecord> {
    requireRole(principal, 'member');
    try {
      return await storage.projects.create({
        id: randomUUID(),
        name: input.name,
        description: input.description ?? null,
        createdBy: principal.userId,
      });
    } catch (error) {
      if (error instanceof UniqueViolation) throw conflict('A project with this name already exists');
      throw error;
    }
  }

  function list(principal: Principal, page: PageRequest): Promise<PageResult<ProjectRecord>> {
    return fetchPage(page, (p) => storage.projects.listVisible(visibilityOf(principal), p));
  }

  function get(principal: Principal, id: string): Promise<ProjectRecord> {
    return requireProjectAccess(storage, principal, id);
  }

  return { create, list, get };
}

export type ProjectService = ReturnType<typeof createProjectService>;
