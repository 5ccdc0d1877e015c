// Re-analysis (issue #15): documents analysed under an older playbook version run the analysis stages again
// (classifying to storing) through the same job queue, with the same guarantees as an upload (one job per
// document, resume after a crash, retries, `failed` with a reason). Extraction is not repeated: the stored
// text is what every offset of the new report points into, as before.

import { randomUUID } from 'node:crypto';
import { toStoredStageOutput } from '../pipeline/stage-output-format.ts';
import type { DocumentRecord, Storage } from '../storage/types.ts';
import { type Principal, requireDocumentAccess, requireProjectAccess, requireRole, visibilityOf } from './access.ts';
import { conflict } from './errors.ts';

/** Documents a project re-analysis looks at (one bounded page; a project's documents are listed the same way). */
const MAX_PROJECT_DOCUMENTS = 10_000;

export interface StaleDocument {
  document: DocumentRecord;
  /** The playbook version its current report was made with. */
  playbookVersion: number;
}

export function createReanalysisService(deps: {
  storage: Pick<Storage, 'projects' | 'documents' | 'walls' | 'texts' | 'reports' | 'playbooks'>;
  /** Wakes idle workers in this process once a job is committed. */
  onDocumentQueued?: () => void;
}) {
  const { storage } = deps;

  async function currentPlaybookVersion(projectId: string): Promise<number> {
    return (await storage.playbooks.getLatest(projectId))?.version ?? 1;
  }

  /** Queues one complete document; false when it is not complete (any more) or has no stored text. */
  async function requeue(document: DocumentRecord): Promise<boolean> {
    const text = await storage.texts.get(document.id);
    if (!text) return false;
    // The runner skips a stage whose output is stored: this stands in for extraction's output (its counts).
    const extracted = { pageCount: text.pages.length, ocrUsed: false, characterCount: text.text.length };
    const queued = await storage.documents.requeueForAnalysis(document.id, randomUUID(), { resumeAfter: 'extracting', resumeOutput: toStoredStageOutput(extracted) });
    if (queued) deps.onDocumentQueued?.();
    return queued;
  }

  async function reanalyzeDocument(principal: Principal, documentId: string): Promise<DocumentRecord> {
    requireRole(principal, 'member');
    const document = await requireDocumentAccess(storage, principal, documentId);
    if (document.pipelineStatus !== 'complete' || !(await requeue(document))) {
      throw conflict(
        document.pipelineStatus === 'failed'
          ? 'This document failed before its analysis completed: upload it again instead of re-analysing it'
          : `This document is still being processed (${document.pipelineStatus}); re-analyse it once it is complete`,
      );
    }
    return (await storage.documents.getById(documentId)) ?? document;
  }

  /** Complete documents of the project whose report used an older playbook version than the current one. */
  async function listStale(principal: Principal, projectId: string): Promise<{ currentVersion: number; stale: StaleDocument[] }> {
    await requireProjectAccess(storage, principal, projectId);
    const currentVersion = await currentPlaybookVersion(projectId);
    const documents = await storage.documents.listVisible(visibilityOf(principal), { projectId }, { limit: MAX_PROJECT_DOCUMENTS });
    const stale: StaleDocument[] = [];
    for (const document of documents) {
      if (document.pipelineStatus !== 'complete') continue;
      const report = await storage.reports.getByDocument(document.id);
      if (report && report.playbookVersion < currentVersion) stale.push({ document, playbookVersion: report.playbookVersion });
    }
    return { currentVersion, stale };
  }

  /** Queues every stale document of the project; returns the ones queued (others changed state meanwhile). */
  async function reanalyzeProject(principal: Principal, projectId: string): Promise<DocumentRecord[]> {
    requireRole(principal, 'member');
    const { stale } = await listStale(principal, projectId);
    const queued: DocumentRecord[] = [];
    for (const { document } of stale) if (await requeue(document)) queued.push(document);
    return queued;
  }

  return { reanalyzeDocument, reanalyzeProject, listStale };
}

export type ReanalysisService = ReturnType<typeof createReanalysisService>;
