// Storage contracts. Domain services and the pipeline import only this file; storage/sqlite and
// storage/postgres implement it, and storage/open.ts picks one from the configuration. Every method is async.
// Records use camelCase; timestamps are ISO strings `YYYY-MM-DDThh:mm:ssZ` (lib/time.ts), dates `YYYY-MM-DD`.

import type { Readable } from 'node:stream';
import type {
  DocumentEventType,
  FileType,
  ObligationStatus,
  PipelineState,
  ProcessingState,
  Recurrence,
  RiskLevel,
  Role,
} from '../domain/vocabulary.ts';
import type { AnalysisMode, CoverPageVariable, EngineId, Evidence, MissingClause, PageSpan, Playbook, ReportClause } from '../analysis/model.ts';

export interface UserRecord {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  /** scrypt hash (lib/secret-hash.ts), null when the user has no console password. */
  passwordHash: string | null;
  isActive: boolean;
  /** Set when an admin gave the user a password (reset): every console request but the change is refused until they choose their own. */
  mustChangePassword: boolean;
  createdAt: string;
}

export interface CredentialRecord {
  id: string;
  name: string;
  clientId: string;
  /** Only a hash of the secret is stored (keyed HMAC, or scrypt until first use); the secret itself is shown once. */
  secretHash: string;
  userId: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface ProjectRecord {
  id: string;
  name: string;
  description: string | null;
  createdBy: string | null;
  createdAt: string;
  /** How the project's documents are analysed; `local` keeps them on this machine whatever the server default. */
  analysisMode: AnalysisMode;
  /** The party the matter acts for: a role ("customer", "licensee") or a party's name; null when not said. */
  ourSide: string | null;
  /** Derived: documents currently in the project. */
  documentCount: number;
}

export interface EthicalWallRecord {
  id: string;
  projectId: string;
  name: string | null;
  allowedUserIds: string[];
  createdAt: string;
  /** Derived: the walled project's name, so admins managing walls can tell matters apart. */
  projectName?: string;
}

export interface DocumentRecord {
  id: string;
  projectId: string;
  filename: string;
  fileType: FileType;
  sizeBytes: number;
  sha256: string;
  blobKey: string;
  uploadedBy: string | null;
  pipelineStatus: PipelineState;
  classification: string | null;
  parties: string[] | null;
  effectiveDate: string | null;
  governingLaw: string | null;
  /** Evidence for parties, effective date and governing law (issue #4). */
  fieldEvidence: {
    parties?: Evidence[];
    effective_date?: Evidence | null;
    governing_law?: Evidence | null;
    /** Fields a standard form leaves to its cover page (their values stay null). */
    cover_page_variables?: CoverPageVariable[];
  } | null;
  errorMessage: string | null;
  createdAt: string;
  completedAt: string | null;
}

export interface DocumentFieldsUpdate {
  classification?: string | null;
  parties?: string[] | null;
  effectiveDate?: string | null;
  governingLaw?: string | null;
  fieldEvidence?: DocumentRecord['fieldEvidence'];
}

export interface JobRecord {
  id: string;
  documentId: string;
  attempts: number;
  /** Times the job was claimed without being released: counts runs cut short by a dying process. */
  claims: number;
  /** Earliest time the job may be claimed (backoff after a transient failure). */
  runAfter: string;
  leaseOwner: string | null;
  leaseExpiresAt: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface ReportRecord {
  id: string;
  documentId: string;
  reportType: string;
  overallRisk: RiskLevel;
  executiveSummary: string;
  clauses: ReportClause[];
  missingClauses: MissingClause[];
  playbookVersion: number;
  /** The analysis mode and model the report was produced with. */
  analysisMode: AnalysisMode;
  model: string | null;
  /** The side the report reads the contract from (the project's setting when it was made). */
  ourSide: string | null;
  createdAt: string;
}

export interface ObligationRecord {
  id: string;
  documentId: string;
  title: string;
  description: string;
  dueDate: string | null;
  recurrence: Recurrence;
  responsibleParty: string;
  status: ObligationStatus;
  source: { clause_type: string; start: number; end: number; quote: string } | null;
  derivation: string | null;
  /** The engine whose reading of the text the obligation comes from. */
  engine: EngineId;
  createdAt: string;
}

export interface PlaybookRecord {
  projectId: string;
  version: number;
  playbook: Playbook;
  createdBy: string | null;
  createdAt: string;
}

export interface ClauseVectorRecord {
  documentId: string;
  clauseIndex: number;
  clauseType: string;
  text: string;
  start: number;
  end: number;
  vector: Float32Array;
}

export interface SearchHit {
  documentId: string;
  projectId: string;
  clauseIndex: number;
  clauseType: string;
  text: string;
  start: number;
  end: number;
  /** Cosine similarity in [-1, 1]; higher is better. */
  score: number;
}

/** Keyset pagination: newest first; `cursor` is opaque to clients (lib/cursor.ts). */
export interface Page {
  limit: number;
  after?: { createdAt: string; id: string };
}

/**
 * Who may see what, pushed into queries so lists never leak walled rows: a project is visible to `userId`
 * unless a wall exists on it that does not list the user. Admins obey walls too: walls are about matters,
 * not rank.
 */
export interface Visibility {
  userId: string;
}

export interface UserRepository {
  /** `mustChangePassword` defaults to false. */
  create(user: Omit<UserRecord, 'createdAt' | 'mustChangePassword'> & { mustChangePassword?: boolean }): Promise<UserRecord>;
  getById(id: string): Promise<UserRecord | undefined>;
  getByEmail(email: string): Promise<UserRecord | undefined>;
  list(): Promise<UserRecord[]>;
  update(id: string, patch: Partial<Pick<UserRecord, 'role' | 'name' | 'passwordHash' | 'isActive' | 'mustChangePassword'>>): Promise<UserRecord | undefined>;
}

export interface CredentialRepository {
  create(credential: Omit<CredentialRecord, 'createdAt' | 'lastUsedAt'>): Promise<CredentialRecord>;
  getById(id: string): Promise<CredentialRecord | undefined>;
  getByClientId(clientId: string): Promise<CredentialRecord | undefined>;
  /** The credential and the user it acts as, in one lookup (every bearer request needs both). */
  getWithOwner(id: string): Promise<{ credential: CredentialRecord; owner: UserRecord } | undefined>;
  list(): Promise<CredentialRecord[]>;
  touchLastUsed(id: string, at: string): Promise<void>;
  /** Replaces the stored hash (the one-time move from scrypt to the keyed hash). */
  updateSecretHash(id: string, secretHash: string): Promise<void>;
  /** Returns false when no such credential existed. */
  delete(id: string): Promise<boolean>;
}

export interface SessionRecord {
  /** sha256 of the session id; the id itself lives only in the browser's cookie. */
  idHash: string;
  userId: string;
  csrfToken: string;
  createdAt: string;
  expiresAt: string;
}

export interface SessionRepository {
  create(session: SessionRecord): Promise<void>;
  get(idHash: string): Promise<SessionRecord | undefined>;
  delete(idHash: string): Promise<void>;
  /** Ends every session of the user, except the one whose hash is `keepIdHash` (the caller's own, after a password change). */
  deleteByUser(userId: string, keepIdHash?: string): Promise<void>;
  deleteExpired(now: string): Promise<number>;
}

export interface ProjectRepository {
  /** Throws `UniqueViolation` (below) on a duplicate name. */
  create(project: Omit<ProjectRecord, 'createdAt' | 'documentCount'>): Promise<ProjectRecord>;
  getById(id: string): Promise<ProjectRecord | undefined>;
  /** Throws `UniqueViolation` when renamed to another project's name. */
  updateSettings(id: string, changes: Partial<Pick<ProjectRecord, 'name' | 'description' | 'analysisMode' | 'ourSide'>>): Promise<ProjectRecord | undefined>;
  /** Projects visible to the caller, walls applied in the query, newest first. */
  listVisible(visibility: Visibility, page: Page): Promise<ProjectRecord[]>;
  /**
   * Deletes the project with everything in it, in one transaction: its documents (and, by cascade, their jobs,
   * texts, stage outputs, reports, obligations and vectors; on PostgreSQL their stored files too), walls,
   * playbook versions, webhooks, calendar feeds, and its events in the outbox (a wall goes with the project, so
   * its history would otherwise become readable by everyone). Returns the project as it was and its documents
   * (for their blob keys), or undefined when there was no such project. An upload committing after it fails with
   * MissingReference (below).
   */
  delete(id: string): Promise<{ project: ProjectRecord; documents: DocumentRecord[] } | undefined>;
}

export interface EthicalWallRepository {
  create(wall: Omit<EthicalWallRecord, 'createdAt'>): Promise<EthicalWallRecord>;
  getById(id: string): Promise<EthicalWallRecord | undefined>;
  list(): Promise<EthicalWallRecord[]>;
  /** True unless a wall on the project does not list the user (the same rule as Visibility, for one project). */
  isProjectOpenTo(projectId: string, userId: string): Promise<boolean>;
  /**
   * Adds and removes members (and renames) in one transaction, so the wall never lapses in between;
   * undefined when no such wall.
   */
  update(id: string, changes: WallChanges): Promise<EthicalWallRecord | undefined>;
  delete(id: string): Promise<boolean>;
}

export interface WallChanges {
  name?: string | null;
  addUserIds: string[];
  removeUserIds: string[];
}

export interface NewDocument {
  id: string;
  projectId: string;
  filename: string;
  fileType: FileType;
  sizeBytes: number;
  sha256: string;
  blobKey: string;
  uploadedBy: string | null;
}

export interface DocumentRepository {
  /** Writes the document (status `queued`) and its pipeline job in one transaction (issue #2). */
  createWithJob(document: NewDocument, jobId: string): Promise<DocumentRecord>;
  getById(id: string): Promise<DocumentRecord | undefined>;
  /** Documents in visible projects (walls applied in the query), optionally one project, newest first. */
  listVisible(visibility: Visibility, filter: { projectId?: string }, page: Page): Promise<DocumentRecord[]>;
  /**
   * Re-analysis (issue #15): a complete document goes back to `queued` with a new job and `resumeOutput`
   * stored as the output of `resumeAfter`, so the runner resumes after that stage (the extracted text is
   * kept). One transaction; false unless the document exists and is complete (nothing is changed then).
   */
  requeueForAnalysis(id: string, jobId: string, resume: { resumeAfter: ProcessingState; resumeOutput: unknown }): Promise<boolean>;
  /** Returns false when the document no longer exists (deleted mid-pipeline). */
  setStatus(id: string, status: PipelineState, extra?: { errorMessage?: string | null; completedAt?: string | null }): Promise<boolean>;
  updateFields(id: string, fields: DocumentFieldsUpdate): Promise<boolean>;
  /**
   * Removes the document and everything derived from it (text, stage outputs, clauses, vectors, report,
   * obligations, job) in one transaction. Returns the deleted record (for its blob key), or undefined.
   */
  delete(id: string): Promise<DocumentRecord | undefined>;
}

export interface DocumentTextRepository {
  save(documentId: string, text: string, pages: PageSpan[]): Promise<boolean>;
  get(documentId: string): Promise<{ text: string; pages: PageSpan[] } | undefined>;
}

/** Durable per-stage outputs, so a resumed job skips stages already done (crash recovery). */
export interface StageOutputRepository {
  /** Returns false when the document is gone (the write is dropped, nothing is resurrected). */
  save(documentId: string, stage: ProcessingState, output: unknown): Promise<boolean>;
  get<T>(documentId: string, stage: ProcessingState): Promise<T | undefined>;
  /** Drops every stored output of the document (once it is complete they serve no resume). */
  deleteForDocument(documentId: string): Promise<void>;
}

export interface ReportRepository {
  /** Saves the report and replaces the document's obligations in one transaction; false if the document is gone. */
  saveWithObligations(
    report: Omit<ReportRecord, 'createdAt'>,
    obligations: Omit<ObligationRecord, 'createdAt'>[],
  ): Promise<boolean>;
  getByDocument(documentId: string): Promise<ReportRecord | undefined>;
}

export interface ObligationRepository {
  listByDocument(documentId: string): Promise<ObligationRecord[]>;
  /** The obligations of every document in the project, with the document's file name, soonest first. */
  listByProject(projectId: string): Promise<(ObligationRecord & { documentFilename: string })[]>;
  getById(id: string): Promise<ObligationRecord | undefined>;
  setStatus(id: string, status: ObligationStatus): Promise<ObligationRecord | undefined>;
}

export interface PlaybookRepository {
  /** The newest version, or undefined when the project still uses the engine's default. */
  getLatest(projectId: string): Promise<PlaybookRecord | undefined>;
  /** Stores a new version (latest + 1, starting at 2: version 1 is the default playbook). */
  saveNewVersion(projectId: string, playbook: Playbook, createdBy: string | null): Promise<PlaybookRecord>;
  /** Every saved version (2 and up), newest first. */
  listVersions(projectId: string): Promise<PlaybookRecord[]>;
  getVersion(projectId: string, version: number): Promise<PlaybookRecord | undefined>;
}

export interface VectorSearchFilter {
  projectId?: string;
  /** Hits scoring below this are left out (the relevance threshold, README "Search"). */
  minScore?: number;
  /** Clauses stored with this type are left out (untyped clauses, which no report shows). */
  excludeClauseType?: string;
}

/** A stored clause's text and the embedder that made its vector (null: stored before embedders were recorded). */
export interface StoredClauseText {
  clauseIndex: number;
  text: string;
  modelId: string | null;
}

/** A clause's vector made again by another embedder, for the clause whose stored text is `text`. */
export interface ClauseVectorUpdate {
  clauseIndex: number;
  text: string;
  vector: Float32Array;
}

/**
 * Clause vectors, each row with the id of the embedder that made it, so vectors made by an older embedder can
 * be found and made again after an upgrade (domain/reembed.service.ts) while search goes on.
 */
export interface VectorRepository {
  /** Replaces the document's clause vectors, made by embedder `modelId`; false if the document is gone. */
  replaceForDocument(documentId: string, modelId: string, vectors: Omit<ClauseVectorRecord, 'documentId'>[]): Promise<boolean>;
  /** Nearest clauses by cosine similarity among visible documents (walls applied), optionally one project. */
  search(visibility: Visibility, query: Float32Array, filter: VectorSearchFilter, limit: number): Promise<SearchHit[]>;
  /**
   * Ids of documents with a clause vector not made by `modelId` (another embedder's, or one stored before
   * embedders were recorded), in id order after `afterDocumentId`, at most `limit`.
   */
  listDocumentsNotEmbeddedBy(modelId: string, page: { afterDocumentId?: string; limit: number }): Promise<string[]>;
  /** The document's clause texts in clause order, with the embedder of each vector. */
  listClauseTexts(documentId: string): Promise<StoredClauseText[]>;
  /**
   * Sets clause vectors to `modelId`'s in one transaction. A clause is left alone when its vector is already
   * `modelId`'s or its stored text is no longer `text` (the pipeline replaced the document's vectors
   * meanwhile): the newer write stands. Returns how many clauses were updated.
   */
  updateVectors(documentId: string, modelId: string, updates: ClauseVectorUpdate[]): Promise<number>;
}

export interface JobQueueRepository {
  /**
   * Claims the oldest runnable job (arrival order): unclaimed or with an expired lease, and `runAfter` past.
   * Sets the lease and counts the claim; returns undefined when none is runnable.
   */
  claim(owner: string, leaseMs: number, now: string): Promise<JobRecord | undefined>;
  /** Gives the job back at once (graceful stop), uncounting its claim, so another worker resumes it now. */
  release(jobId: string, owner: string): Promise<void>;
  /** Extends the lease; false when the job was deleted (its document was deleted) or taken over. */
  heartbeat(jobId: string, owner: string, leaseMs: number, now: string): Promise<boolean>;
  /** Releases the job for a later retry (transient failure): attempts + 1, runAfter = backoff. */
  retryLater(jobId: string, owner: string, runAfter: string): Promise<void>;
  /** Removes a finished job (complete or failed). */
  finish(jobId: string): Promise<void>;
  countPending(): Promise<number>;
}

/** Recent failures under one key (`sign-in:email:…`, `token:address:…`); times in epoch milliseconds. */
export interface FailureCounterRecord {
  key: string;
  count: number;
  firstAt: number;
  lastAt: number;
}

/**
 * Failure counts behind the sign-in and token throttles, in the database so every API process sees the same
 * counts (issue #11). Each `add` is one atomic statement: concurrent failures on several processes all count.
 */
export interface FailureCounterRepository {
  get(keys: string[]): Promise<FailureCounterRecord[]>;
  /**
   * Counts one failure at `now` under each key. A counter whose window has passed starts again at 1: one
   * whose first failure is before `restartIf.firstBefore` (fixed windows), or whose last is before
   * `restartIf.lastBefore` (sliding windows). Counters untouched for a day are removed on the way.
   */
  add(keys: string[], now: number, restartIf: { firstBefore?: number; lastBefore?: number }): Promise<void>;
  clear(keys: string[]): Promise<void>;
}

/** The payload of a document event: the document as it was at the change (issue #14). */
export interface DocumentEventData {
  document_id: string;
  project_id: string;
  filename: string;
  /** The status after the change (for `document.deleted`: the status it had when deleted). */
  status: PipelineState;
  /** The status before the change; null for the first event (upload) and for `document.deleted`. */
  previous_status: PipelineState | null;
  error_message: string | null;
}

/**
 * One row of the event outbox, written by the document repository in the same transaction as the change it
 * reports, so every process (API, workers on other machines) sees the same ordered history.
 */
export interface DocumentEventRecord {
  /** Position in the outbox: increasing in commit order; the SSE id and the webhook message id. */
  seq: number;
  type: DocumentEventType;
  projectId: string;
  documentId: string;
  data: DocumentEventData;
  createdAt: string;
}

export interface EventRepository {
  /** Events after `afterSeq` in visible projects (walls applied in the query), oldest first. */
  listVisibleAfter(
    visibility: Visibility,
    filter: { projectId?: string; documentId?: string },
    afterSeq: number,
    limit: number,
  ): Promise<DocumentEventRecord[]>;
  /** The newest event's seq (0 when there is none): cheap, so listeners can poll it. */
  latestSeq(): Promise<number>;
  /** Retention: removes events created before `before` (and their finished deliveries); returns how many. */
  deleteCreatedBefore(before: string): Promise<number>;
}

export interface WebhookRecord {
  id: string;
  projectId: string;
  url: string;
  eventTypes: DocumentEventType[];
  /** The signing secret (`whsec_…`); kept as given because every delivery must be signed with it. */
  secret: string;
  /** The user the subscription acts for: deliveries stop while a wall hides the project from them. */
  createdBy: string;
  createdAt: string;
}

export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed';

/** A due delivery handed to one dispatcher under a lease, with what it needs to send. */
export interface ClaimedDelivery {
  webhook: WebhookRecord;
  event: DocumentEventRecord;
  /** Attempts already made. */
  attempts: number;
  firstAttemptAt: string | null;
}

export interface WebhookAttemptRecord {
  webhookId: string;
  eventSeq: number;
  eventType: DocumentEventType;
  attempt: number;
  /** HTTP status of the receiver's answer; null when there was none (timeout, refused, blocked). */
  statusCode: number | null;
  error: string | null;
  latencyMs: number;
  /** What the attempt led to: delivered, another attempt later, or given up. */
  outcome: 'delivered' | 'retrying' | 'failed';
  attemptedAt: string;
}

export interface WebhookRepository {
  create(webhook: Omit<WebhookRecord, 'createdAt'>): Promise<WebhookRecord>;
  getById(id: string): Promise<WebhookRecord | undefined>;
  listByProject(projectId: string): Promise<WebhookRecord[]>;
  /** Removes the subscription with its pending deliveries and log; false when it did not exist. */
  delete(id: string): Promise<boolean>;
  /** Claims up to `limit` pending deliveries due at `now` (unleased or lease expired), oldest event first. */
  claimDue(owner: string, leaseMs: number, now: string, limit: number): Promise<ClaimedDelivery[]>;
  /** Logs an attempt and moves the delivery on: done, failed for good, or due again at `nextAttemptAt`. */
  recordAttempt(attempt: Omit<WebhookAttemptRecord, 'eventType'>, nextAttemptAt: string | null): Promise<void>;
  /** Drops a delivery without an attempt (its subscriber may no longer see the project). */
  skip(webhookId: string, eventSeq: number): Promise<void>;
  /** The attempt log, newest first. */
  listAttempts(webhookId: string, limit: number): Promise<WebhookAttemptRecord[]>;
}

export interface CalendarFeedRecord {
  id: string;
  projectId: string;
  /** sha256 of the feed's secret token; the token itself appears once, in the feed URL. */
  tokenHash: string;
  /** The user the feed reads as: walls that hide the project from them empty the feed. */
  createdBy: string;
  createdAt: string;
}

export interface CalendarFeedRepository {
  create(feed: Omit<CalendarFeedRecord, 'createdAt'>): Promise<CalendarFeedRecord>;
  getByTokenHash(tokenHash: string): Promise<CalendarFeedRecord | undefined>;
  listByProject(projectId: string): Promise<CalendarFeedRecord[]>;
  delete(id: string): Promise<boolean>;
}

export interface Storage {
  users: UserRepository;
  credentials: CredentialRepository;
  sessions: SessionRepository;
  projects: ProjectRepository;
  walls: EthicalWallRepository;
  documents: DocumentRepository;
  texts: DocumentTextRepository;
  stageOutputs: StageOutputRepository;
  reports: ReportRepository;
  obligations: ObligationRepository;
  playbooks: PlaybookRepository;
  vectors: VectorRepository;
  jobs: JobQueueRepository;
  failureCounters: FailureCounterRepository;
  /** Resolves when the database answers a trivial query and the job queue runs (GET /readyz). */
  events: EventRepository;
  webhooks: WebhookRepository;
  calendarFeeds: CalendarFeedRepository;
  ping(): Promise<void>;
  migrate(): Promise<number>;
  close(): Promise<void>;
}

/** Uploaded files, keyed by an opaque key the store chooses; never a client-supplied name. */
export interface BlobStore {
  /** Streams `source` to a new blob while hashing; aborts and removes the blob past `maxBytes`. */
  write(source: Readable, maxBytes: number): Promise<{ key: string; sizeBytes: number; sha256: string; head: Buffer }>;
  /**
   * Runs `use` with the path of a local file holding the blob's bytes, for code that needs a file (type
   * sniffing, the isolated extractor): the store's own file, or a temporary copy removed once `use` settles.
   */
  withLocalFile<T>(key: string, use: (path: string) => Promise<T>): Promise<T>;
  exists(key: string): Promise<boolean>;
  /** Removes the blob; nothing happens when it is already gone. */
  delete(key: string): Promise<void>;
}

/** Thrown by repositories on a unique-constraint violation (duplicate project name, email). */
/**
 * The database cannot be reached (restarting, network down). Passing: the HTTP layer answers 503 and the
 * pipeline leaves the job queued for a later run.
 */
export class StorageUnavailableError extends Error {
  readonly retryable = true;
  constructor(cause?: unknown) {
    super('the database is unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}

export class UniqueViolation extends Error {
  constructor(what: string) {
    super(`duplicate ${what}`);
    this.name = 'UniqueViolation';
  }
}

/** Thrown by BlobStore.write when the upload exceeds its limit (HTTP 413). */
/** A write named a row that no longer exists (a document uploaded into a project deleted meanwhile). */
export class MissingReference extends Error {
  constructor(what: string) {
    super(`${what} no longer exists`);
    this.name = 'MissingReference';
  }
}

export class BlobTooLargeError extends Error {
  constructor(limit: number) {
    super(`upload exceeds ${limit} bytes`);
    this.name = 'BlobTooLargeError';
  }
}
