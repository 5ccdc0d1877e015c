// Documents (spec §4.5–4.10). An upload is streamed to the blob store while hashed (never held in memory),
// typed from its bytes, then written with its pipeline job in one transaction so it is never lost.

import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { FILE_TYPE_LABEL, FILE_TYPES, type FileDetection, type RiskLevel } from './vocabulary.ts';
import type { BlobStore, DocumentRecord, ReportRecord, Storage } from '../storage/types.ts';
import { BlobTooLargeError, MissingReference } from '../storage/types.ts';
import { type Principal, requireDocumentAccess, requireProjectAccess, requireRole, visibilityOf } from './access.ts';
import { AppError, notFound } from './errors.ts';
import { type PageRequest, type PageResult, fetchPage } from './pagination.ts';
import { createBoundedCache } from '../lib/bounded-cache.ts';
import { toStoredFilename } from './upload-filename.ts';

const RISK_CACHE_SIZE = 10_000;

/** Decides an upload's type from its bytes (engines/local/extract); injected so the domain never imports engines. */
export type DetectFileType = (path: string) => FileDetection | Promise<FileDetection>;

const ACCEPTED_TYPES = FILE_TYPES.map((type) => FILE_TYPE_LABEL[type]).join(', ');

export interface StoredUpload {
  key: string;
  sizeBytes: number;
  sha256: string;
}

export interface DocumentWithRisk {
  document: DocumentRecord;
  /** null until the report exists. */
  overallRisk: RiskLevel | null;
}

export interface DocumentServiceDeps {
  storage: Pick<Storage, 'projects' | 'documents' | 'walls' | 'texts' | 'reports'>;
  blobs: BlobStore;
  detectFileType: DetectFileType;
  maxUploadBytes: number;
  /** Wakes idle workers in this process after an upload is committed. */
  onDocumentQueued?: () => void;
}

export function createDocumentService(deps: DocumentServiceDeps) {
  const { storage, blobs } = deps;

  /** Role, existence and wall checks for an upload target; callers may run it before reading the file. */
  async function assertCanUploadInto(principal: Principal, projectId: string): Promise<void> {
    requireRole(principal, 'member');
    await requireProjectAccess(storage, principal, projectId);
  }

  /** Streams the file into the blob store; 413 past the limit (the partial blob is removed by the store). */
  async function storeUpload(stream: Readable): Promise<StoredUpload> {
    try {
      const { key, sizeBytes, sha256 } = await blobs.write(stream, deps.maxUploadBytes);
      return { key, sizeBytes, sha256 };
    } catch (error) {
      if (error instanceof BlobTooLargeError) {
        throw new AppError('too_large', `File exceeds the maximum upload size of ${deps.maxUploadBytes} bytes`);
      }
      throw error;
    }
  }

  /** Turns a stored upload into a queued document; on any refusal the blob is deleted, so nothing is left behind. */
  async function registerUpload(
    principal: Principal,
    input: { projectId: string; filename: string; stored: StoredUpload },
  ): Promise<DocumentRecord> {
    try {
      await assertCanUploadInto(principal, input.projectId);
      // The bytes decide, whatever the name or content type claims (plain text named .jpg is a TXT).
      const detection = await blobs.withLocalFile(input.stored.key, async (path) => deps.detectFileType(path));
      if (detection.fileType === null) {
        throw new AppError('unsupported_type', `Unsupported file type: the file is ${detection.detected}; accepted types: ${ACCEPTED_TYPES}`);
      }
      const document = await storage.documents.createWithJob(
        {
          id: randomUUID(),
          projectId: input.projectId,
          filename: toStoredFilename(input.filename),
          fileType: detection.fileType,
          sizeBytes: input.stored.sizeBytes,
          sha256: input.stored.sha256,
          blobKey: input.stored.key,
          uploadedBy: principal.userId,
        },
        randomUUID(),
      );
      deps.onDocumentQueued?.();
      return document;
    } catch (error) {
      await discardUpload(input.stored);
      // The project was deleted between the access check and the insert.
      if (error instanceof MissingReference) throw notFound('Project');
      throw error;
    }
  }

  async function discardUpload(stored: StoredUpload): Promise<void> {
    await blobs.delete(stored.key);
  }

  // A complete document's report changes only when it is analysed again, which sets a new completed_at: its
  // overall risk is remembered per completion instead of loading the whole report (clauses included) on
  // every poll of the detail or list.
  const riskOfComplete = createBoundedCache<string, RiskLevel | null>(RISK_CACHE_SIZE);

  async function withRisk(document: DocumentRecord): Promise<DocumentWithRisk> {
    // Only a complete document has a report; skip the lookup for the rest.
    if (document.pipelineStatus !== 'complete') return { document, overallRisk: null };
    const completion = `${document.id}@${document.completedAt}`;
    let overallRisk = riskOfComplete.get(completion);
    if (overallRisk === undefined) {
      overallRisk = (await storage.reports.getByDocument(document.id))?.overallRisk ?? null;
      riskOfComplete.set(completion, overallRisk);
    }
    return { document, overallRisk };
  }

  async function list(principal: Principal, filter: { projectId?: string }, page: PageRequest): Promise<PageResult<DocumentWithRisk>> {
    if (filter.projectId !== undefined) {
      // A filter on a project that does not exist matches nothing; a walled one is refused (issue #2).
      if (!(await storage.projects.getById(filter.projectId))) return { items: [], nextCursor: undefined };
      await requireProjectAccess(storage, principal, filter.projectId);
    }
    const result = await fetchPage(page, (p) => storage.documents.listVisible(visibilityOf(principal), filter, p));
    return { items: await Promise.all(result.items.map(withRisk)), nextCursor: result.nextCursor };
  }

  async function get(principal: Principal, id: string): Promise<DocumentWithRisk> {
    return withRisk(await requireDocumentAccess(storage, principal, id));
  }

  async function getText(principal: Principal, id: string): Promise<string> {
    await requireDocumentAccess(storage, principal, id);
    const text = await storage.texts.get(id);
    if (!text) throw notFound('Document text');
    return text.text;
  }

  async function getReport(principal: Principal, id: string): Promise<ReportRecord> {
    await requireDocumentAccess(storage, principal, id);
    const report = await storage.reports.getByDocument(id);
    if (!report) throw notFound('Report');
    return report;
  }

  /** Removes the document, everything derived from it, and its blob (spec §4.10); a second call is 404. */
  async function remove(principal: Principal, id: string): Promise<void> {
    requireRole(principal, 'member');
    await requireDocumentAccess(storage, principal, id);
    const deleted = await storage.documents.delete(id);
    if (!deleted) throw notFound('Document');
    await blobs.delete(deleted.blobKey);
  }

  return { assertCanUploadInto, storeUpload, registerUpload, discardUpload, list, get, getText, getReport, remove };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
