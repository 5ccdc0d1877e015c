// Versioned PostgreSQL migrations, mirroring storage/sqlite/migrations.ts version for version (same tables and
// column names, so row mappers are shared). Applied in order at start and by `clausewise migrate`; never edit
// a released migration: add the next one, here and on the SQLite side.
//
// Timestamps stay ISO-8601 TEXT as in SQLite: the API speaks these strings, and job lease times need the
// millisecond precision the strings carry; they compare correctly as text because they are all UTC `…Z`.

import type { PgDb } from './db.ts';

const MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE users (
  seq BIGSERIAL PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  name TEXT,
  role TEXT NOT NULL CHECK (role IN ('admin', 'member', 'viewer')),
  password_hash TEXT,
  is_active BOOLEAN NOT NULL DEFAULT TRUE,
  created_at TEXT NOT NULL
);
-- Emails are unique and looked up ignoring case (SQLite: COLLATE NOCASE).
CREATE UNIQUE INDEX users_email ON users (lower(email));

CREATE TABLE credentials (
  seq BIGSERIAL PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  client_id TEXT NOT NULL UNIQUE,
  secret_hash TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_used_at TEXT
);

CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE projects (
  seq BIGSERIAL PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL UNIQUE,
  description TEXT,
  created_by TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE ethical_walls (
  seq BIGSERIAL PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX ethical_walls_project ON ethical_walls(project_id);

CREATE TABLE ethical_wall_members (
  wall_id TEXT NOT NULL REFERENCES ethical_walls(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL,
  PRIMARY KEY (wall_id, user_id)
);

CREATE TABLE documents (
  seq BIGSERIAL PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  project_id TEXT NOT NULL REFERENCES projects(id),
  filename TEXT NOT NULL,
  file_type TEXT NOT NULL,
  size_bytes BIGINT NOT NULL,
  sha256 TEXT NOT NULL,
  blob_key TEXT NOT NULL,
  uploaded_by TEXT,
  pipeline_status TEXT NOT NULL,
  classification TEXT,
  parties_json JSONB,
  effective_date TEXT,
  governing_law TEXT,
  field_evidence_json JSONB,
  error_message TEXT,
  created_at TEXT NOT NULL,
  completed_at TEXT
);
CREATE INDEX documents_project ON documents(project_id, seq);

CREATE TABLE jobs (
  seq BIGSERIAL PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  document_id TEXT NOT NULL UNIQUE REFERENCES documents(id) ON DELETE CASCADE,
  attempts INTEGER NOT NULL DEFAULT 0,
  claims INTEGER NOT NULL DEFAULT 0,
  run_after TEXT NOT NULL,
  lease_owner TEXT,
  lease_expires_at TEXT,
  created_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT
);

CREATE TABLE document_texts (
  document_id TEXT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  pages_json JSONB NOT NULL
);

CREATE TABLE stage_outputs (
  document_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  stage TEXT NOT NULL,
  output_json JSONB NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (document_id, stage)
);

CREATE TABLE reports (
  id TEXT PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE REFERENCES documents(id) ON DELETE CASCADE,
  report_type TEXT NOT NULL,
  overall_risk TEXT NOT NULL,
  executive_summary TEXT NOT NULL,
  clauses_json JSONB NOT NULL,
  missing_clauses_json JSONB NOT NULL,
  playbook_version INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE obligations (
  seq BIGSERIAL PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  document_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  due_date TEXT,
  recurrence TEXT NOT NULL,
  responsible_party TEXT NOT NULL,
  status TEXT NOT NULL,
  source_json JSONB,
  derivation TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX obligations_document ON obligations(document_id);

CREATE TABLE playbooks (
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  playbook_json JSONB NOT NULL,
  created_by TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (project_id, version)
);

-- Stock PostgreSQL, no extension: vectors are real[] with their norm kept beside them, and search computes
-- the exact cosine in SQL over the caller's visible documents only.
CREATE TABLE clause_vectors (
  document_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  clause_index INTEGER NOT NULL,
  clause_type TEXT NOT NULL,
  text TEXT NOT NULL,
  start_offset INTEGER NOT NULL,
  end_offset INTEGER NOT NULL,
  vector REAL[] NOT NULL,
  norm DOUBLE PRECISION NOT NULL,
  PRIMARY KEY (document_id, clause_index)
);

-- Uploaded files (the PostgreSQL BlobStore): one row per file, its bytes in ordered chunks, so a file is
-- streamed in and out and pg_dump backs up everything. Documents name their file by blob_key.
CREATE TABLE blobs (
  key TEXT PRIMARY KEY,
  size_bytes BIGINT NOT NULL DEFAULT 0,
  sha256 TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE blob_chunks (
  blob_key TEXT NOT NULL REFERENCES blobs(key) ON DELETE CASCADE,
  chunk_index INTEGER NOT NULL,
  data BYTEA NOT NULL,
  PRIMARY KEY (blob_key, chunk_index)
);
`,
  },
  {
    version: 2,
    name: 'analysis modes and provenance',
    sql: `
ALTER TABLE projects ADD COLUMN analysis_mode TEXT NOT NULL DEFAULT 'local';
ALTER TABLE reports ADD COLUMN analysis_mode TEXT NOT NULL DEFAULT 'local';
ALTER TABLE reports ADD COLUMN model TEXT;
ALTER TABLE obligations ADD COLUMN engine TEXT NOT NULL DEFAULT 'local';
`,
  },
  {
    version: 3,
    name: 'the side a matter acts for',
    sql: `
ALTER TABLE projects ADD COLUMN our_side TEXT;
ALTER TABLE reports ADD COLUMN our_side TEXT;
`,
  },  {
    version: 4,
    name: 'event outbox, webhooks and calendar feeds',
    sql: `
-- The event outbox (issue #14): written in the transaction of the change it reports, read by the event stream
-- and fanned out to webhook deliveries. No foreign key to documents: a deleted document's events remain.
CREATE TABLE document_events (
  seq BIGSERIAL PRIMARY KEY,
  type TEXT NOT NULL,
  project_id TEXT NOT NULL,
  document_id TEXT NOT NULL,
  data_json TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX document_events_project ON document_events(project_id, seq);
CREATE INDEX document_events_document ON document_events(document_id, seq);
CREATE INDEX document_events_created ON document_events(created_at);

CREATE TABLE webhooks (
  seq BIGSERIAL PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  event_types TEXT NOT NULL,
  secret TEXT NOT NULL,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX webhooks_project ON webhooks(project_id);

-- One row per (subscription, event) to deliver: the durable delivery queue, claimed under a lease.
CREATE TABLE webhook_deliveries (
  webhook_id TEXT NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  event_seq BIGINT NOT NULL REFERENCES document_events(seq) ON DELETE CASCADE,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  first_attempt_at TEXT,
  lease_owner TEXT,
  lease_expires_at TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (webhook_id, event_seq)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(state, next_attempt_at);

-- The delivery log shown by GET …/webhooks/{id}/deliveries.
CREATE TABLE webhook_attempts (
  seq BIGSERIAL PRIMARY KEY,
  webhook_id TEXT NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  event_seq BIGINT NOT NULL,
  event_type TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  status_code INTEGER,
  error TEXT,
  latency_ms INTEGER NOT NULL,
  outcome TEXT NOT NULL,
  attempted_at TEXT NOT NULL
);
CREATE INDEX webhook_attempts_webhook ON webhook_attempts(webhook_id, seq);

CREATE TABLE calendar_feeds (
  seq BIGSERIAL PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX calendar_feeds_project ON calendar_feeds(project_id);
`,
  },
  {
    version: 5,
    name: 'failure counters shared by every API process (sign-in and token throttles)',
    sql: `
CREATE TABLE failure_counters (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  first_at BIGINT NOT NULL,
  last_at BIGINT NOT NULL
);
CREATE INDEX failure_counters_last_at ON failure_counters (last_at);
`,
  },
  {
    version: 6,
    name: 'a password set by an admin must be changed by its user (issue #15)',
    sql: `
ALTER TABLE users ADD COLUMN must_change_password BOOLEAN NOT NULL DEFAULT false;
`,
  },
  {
    version: 7,
    name: 'clause vectors name the embedder that made them (re-embedded after an upgrade)',
    sql: `
ALTER TABLE clause_vectors ADD COLUMN model_id TEXT;
`,
  },
];

export const LATEST_SCHEMA_VERSION = MIGRATIONS.at(-1)!.version;

/** Any constant: the advisory lock that serialises migrators (serve and workers starting together). */
const MIGRATION_LOCK = 0x636c7731;

/** Applies pending migrations in one transaction (PostgreSQL DDL is transactional: all or none); returns how many ran. */
export async function migrate(db: PgDb): Promise<number> {
  return db.tx(async (q) => {
    // Held until this transaction ends: a second process waits here, then finds nothing left to apply.
    await q.run('SELECT pg_advisory_xact_lock(?)', MIGRATION_LOCK);
    await q.run('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
    const applied = new Set((await q.all<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    let count = 0;
    for (const m of MIGRATIONS) {
      if (applied.has(m.version)) continue;
      await q.run(m.sql);
      await q.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', m.version, m.name, new Date().toISOString());
      count++;
    }
    return count;
  });
}
