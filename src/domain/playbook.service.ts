// Project playbooks (issue #4): data src/analysis applies to every engine's findings, versioned per project.
// Version 1 is the default playbook; every saved change becomes the next version.

import { PlaybookValidationError } from '../analysis/errors.ts';
import type { Playbook } from '../analysis/model.ts';
import { defaultPlaybook, validatePlaybook } from '../analysis/playbook.ts';
import type { Storage } from '../storage/types.ts';
import { type Principal, requireProjectAccess, requireRole } from './access.ts';
import { invalid, notFound } from './errors.ts';

export interface PlaybookView {
  projectId: string;
  version: number;
  playbook: Playbook;
  createdAt: string;
}

export function createPlaybookService(deps: {
  storage: Pick<Storage, 'projects' | 'documents' | 'walls' | 'playbooks'>;
}) {
  const { storage } = deps;

  async function get(principal: Principal, projectId: string): Promise<PlaybookView> {
    const project = await requireProjectAccess(storage, principal, projectId);
    const latest = await storage.playbooks.getLatest(projectId);
    if (latest) return { projectId, version: latest.version, playbook: latest.playbook, createdAt: latest.createdAt };
    return { projectId, version: 1, playbook: defaultPlaybook(), createdAt: project.createdAt };
  }

  async function replace(principal: Principal, projectId: string, candidate: unknown): Promise<PlaybookView> {
    requireRole(principal, 'member');
    await requireProjectAccess(storage, principal, projectId);
    let playbook: Playbook;
    try {
      playbook = validatePlaybook(candidate);
    } catch (error) {
      if (error instanceof PlaybookValidationError) {
        throw invalid(error.issues.map((issue) => ({ loc: ['body', ...issue.path], msg: issue.msg, type: 'value_error.playbook' })));
      }
      throw error;
    }
    const saved = await storage.playbooks.saveNewVersion(projectId, playbook, principal.userId);
    return { projectId, version: saved.version, playbook: saved.playbook, createdAt: saved.createdAt };
  }

  /** Every version, newest first, version 1 (the default playbook) last. */
  async function listVersions(principal: Principal, projectId: string): Promise<PlaybookView[]> {
    const project = await requireProjectAccess(storage, principal, projectId);
    const saved = await storage.playbooks.listVersions(projectId);
    return [
      ...saved.map((record) => ({ projectId, version: record.version, playbook: record.playbook, createdAt: record.createdAt })),
      { projectId, version: 1, playbook: defaultPlaybook(), createdAt: project.createdAt },
    ];
  }

  async function getVersion(principal: Principal, projectId: string, version: number): Promise<PlaybookView> {
    const project = await requireProjectAccess(storage, principal, projectId);
    if (version === 1) return { projectId, version: 1, playbook: defaultPlaybook(), createdAt: project.createdAt };
    const record = await storage.playbooks.getVersion(projectId, version);
    if (!record) throw notFound('Playbook version');
    return { projectId, version: record.version, playbook: record.playbook, createdAt: record.createdAt };
  }

  /** Revert: saves an earlier version's rules as the next version (history is never rewritten). */
  async function revert(principal: Principal, projectId: string, version: number): Promise<PlaybookView> {
    requireRole(principal, 'member');
    const earlier = await getVersion(principal, projectId, version);
    return replace(principal, projectId, earlier.playbook);
  }

  return { get, replace, listVersions, getVersion, revert };
}

export type PlaybookService = ReturnType<typeof createPlaybookService>;
