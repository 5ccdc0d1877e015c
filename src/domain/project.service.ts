// Projects (spec §4.2–4.4): members create, everyone lists what walls let them see. Each project says how its
// documents are analysed (issue #8): `local` keeps a privileged matter on this machine whatever the server
// default; `llm` and `hybrid` send its text to the configured model and exist only when one is configured.

import { randomUUID } from 'node:crypto';
import type { AnalysisMode } from '../analysis/model.ts';
import type { BlobStore, ProjectRecord, Storage } from '../storage/types.ts';
import { UniqueViolation } from '../storage/types.ts';
import { type Principal, requireProjectAccess, requireRole, visibilityOf } from './access.ts';
import { conflict, invalid, notFound } from './errors.ts';
import { type PageRequest, type PageResult, fetchPage } from './pagination.ts';

export interface AnalysisModes {
  readonly defaultMode: AnalysisMode;
  readonly modes: readonly AnalysisMode[];
}

export function createProjectService(deps: {
  storage: Pick<Storage, 'projects' | 'documents' | 'walls'>;
  blobs: Pick<BlobStore, 'delete'>;
  analysisModes: AnalysisModes;
}) {
  const { storage, blobs, analysisModes } = deps;

  function requireAvailable(mode: AnalysisMode): void {
    if (analysisModes.modes.includes(mode)) return;
    throw invalid([
      {
        loc: ['body', 'analysis_engine'],
        msg: `the analysis engine "${mode}" is not available on this server (no model is configured); available: ${analysisModes.modes.join(', ')}`,
        type: 'value_error.analysis_engine',
      },
    ]);
  }

  async function create(principal: Principal, input: { name: string; description?: string | null; analysis_engine?: AnalysisMode; our_side?: string | null }): Promise<ProjectRecord> {
    requireRole(principal, 'member');
    const analysisMode = input.analysis_engine ?? analysisModes.defaultMode;
    requireAvailable(analysisMode);
    try {
      return await storage.projects.create({
        id: randomUUID(),
        name: input.name,
        description: input.description ?? null,
        createdBy: principal.userId,
        analysisMode,
        ourSide: normalizeSide(input.our_side),
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

  /** Members and admins rename a project, or change how its documents are analysed, and for whom, from now on. */
  async function update(
    principal: Principal,
    id: string,
    changes: { name?: string; description?: string | null; analysis_engine?: AnalysisMode; our_side?: string | null },
  ): Promise<ProjectRecord> {
    requireRole(principal, 'member');
    const project = await requireProjectAccess(storage, principal, id);
    if (changes.analysis_engine !== undefined && changes.analysis_engine !== project.analysisMode) requireAvailable(changes.analysis_engine);
    const settings = {
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.description === undefined ? {} : { description: changes.description }),
      ...(changes.analysis_engine === undefined ? {} : { analysisMode: changes.analysis_engine }),
      ...(changes.our_side === undefined ? {} : { ourSide: normalizeSide(changes.our_side) }),
    };
    if (Object.keys(settings).length === 0) return project;
    try {
      return (await storage.projects.updateSettings(id, settings)) ?? project;
    } catch (error) {
      if (error instanceof UniqueViolation) throw conflict('A project with this name already exists');
      throw error;
    }
  }

  /**
   * Admins delete a project with everything in it (storage.projects.delete: one transaction), then its files.
   * Walls apply as everywhere: an admin the wall keeps out gets 403 and deletes nothing. Documents still in the
   * pipeline are deleted too; their workers drop their output (every write checks that the document exists).
   */
  async function remove(principal: Principal, id: string): Promise<void> {
    requireRole(principal, 'admin');
    await requireProjectAccess(storage, principal, id);
    const deleted = await storage.projects.delete(id);
    if (!deleted) throw notFound('Project');
    // On PostgreSQL the files went with the rows; on SQLite they are files beside the database.
    for (const document of deleted.documents) await blobs.delete(document.blobKey);
  }

  return { create, list, get, update, remove };
}

/** A role or a party name, trimmed; empty means "not said". */
function normalizeSide(side: string | null | undefined): string | null {
  const trimmed = side?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export type ProjectService = ReturnType<typeof createProjectService>;
