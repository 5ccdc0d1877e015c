// Projects (matters), their ethical walls and playbooks on PostgreSQL.

import { UniqueViolation, type EthicalWallRepository, type PlaybookRepository, type ProjectRepository } from '../types.ts';
import { nowTimestamp } from '../../lib/time.ts';
import { PROJECT_SELECT, nextPlaybookVersion, toDocument, toPlaybook, toProject, toWall, type DocumentRow, type PlaybookRow, type ProjectRow, type WallRow } from '../rows.ts';
import { lockEventOutbox } from './document.repository.ts';
import { afterCursorCondition, visibleProjectCondition } from '../sql-conditions.ts';
import { isUniqueViolation, type PgDb } from './db.ts';

export function createProjectRepository(db: PgDb): ProjectRepository {
  const byId = async (id: string) => {
    const row = await db.get<ProjectRow>(`${PROJECT_SELECT} WHERE p.id = ?`, id);
    return row && toProject(row);
  };
  return {
    async create(project) {
      const createdAt = nowTimestamp();
      try {
        await db.run(
          'INSERT INTO projects (id, name, description, created_by, created_at, analysis_mode, our_side) VALUES (?, ?, ?, ?, ?, ?, ?)',
          project.id, project.name, project.description, project.createdBy, createdAt, project.analysisMode, project.ourSide,
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw new UniqueViolation('project name');
        throw err;
      }
      return { ...project, createdAt, documentCount: 0 };
    },
    getById: byId,
    async updateSettings(id, changes) {
      try {
        if (changes.name !== undefined) await db.run('UPDATE projects SET name = ? WHERE id = ?', changes.name, id);
      } catch (err) {
        if (isUniqueViolation(err)) throw new UniqueViolation('project name');
        throw err;
      }
      if (changes.description !== undefined) await db.run('UPDATE projects SET description = ? WHERE id = ?', changes.description, id);
      if (changes.analysisMode !== undefined) await db.run('UPDATE projects SET analysis_mode = ? WHERE id = ?', changes.analysisMode, id);
      if (changes.ourSide !== undefined) await db.run('UPDATE projects SET our_side = ? WHERE id = ?', changes.ourSide, id);
      return byId(id);
    },
    async listVisible(visibility, page) {
      const after = afterCursorCondition('p', 'projects', page);
      const rows = await db.all<ProjectRow>(
        `${PROJECT_SELECT} WHERE ${visibleProjectCondition('p.id')} AND ${after.sql}
         ORDER BY p.seq DESC LIMIT ?`,
        visibility.userId, ...after.params, page.limit,
      );
      return rows.map(toProject);
    },
    async delete(id) {
      return db.tx(async (q) => {
        // The outbox lock first, as every document writer takes it first (no deadlock), and as uploads take it
        // (createWithJob): an upload either committed before, and its document is deleted here, or inserts after
        // and finds no project. Then the project row, so nothing else changes it meanwhile.
        await lockEventOutbox(q);
        if (!(await q.get('SELECT 1 FROM projects WHERE id = ? FOR UPDATE', id))) return undefined;
        const row = (await q.get<ProjectRow>(`${PROJECT_SELECT} WHERE p.id = ?`, id))!;
        // Documents first (no cascade from projects to documents, on purpose): jobs, texts, stage outputs,
        // reports, obligations and vectors cascade; the stored files (the blobs table) go in the same statement;
        // walls, playbooks, webhooks and feeds cascade from the project.
        const documents = await q.all<DocumentRow>(
          `WITH deleted AS (DELETE FROM documents WHERE project_id = ? RETURNING *),
                deleted_blobs AS (DELETE FROM blobs WHERE key IN (SELECT blob_key FROM deleted))
           SELECT * FROM deleted ORDER BY seq`,
          id,
        );
        await q.run('DELETE FROM document_events WHERE project_id = ?', id);
        await q.run('DELETE FROM projects WHERE id = ?', id);
        return { project: toProject(row), documents: documents.map(toDocument) };
      });
    },
  };
}

const WALL_SELECT = `SELECT w.id, w.project_id, w.name, w.created_at,
  (SELECT COALESCE(json_agg(m.user_id), '[]'::json) FROM ethical_wall_members m WHERE m.wall_id = w.id) AS members,
  (SELECT p.name FROM projects p WHERE p.id = w.project_id) AS project_name
  FROM ethical_walls w`;

export function createEthicalWallRepository(db: PgDb): EthicalWallRepository {
  const byId = async (id: string) => {
    const row = await db.get<WallRow>(`${WALL_SELECT} WHERE w.id = ?`, id);
    return row && toWall(row);
  };
  return {
    async create(wall) {
      await db.tx(async (q) => {
        await q.run('INSERT INTO ethical_walls (id, project_id, name, created_at) VALUES (?, ?, ?, ?)', wall.id, wall.projectId, wall.name, nowTimestamp());
        await q.run(
          'INSERT INTO ethical_wall_members (wall_id, user_id) SELECT ?, unnest(?::text[]) ON CONFLICT DO NOTHING',
          wall.id, [...new Set(wall.allowedUserIds)],
        );
      });
      return (await byId(wall.id))!;
    },
    getById: byId,
    async list() {
      return (await db.all<WallRow>(`${WALL_SELECT} ORDER BY w.seq DESC`)).map(toWall);
    },
    async isProjectOpenTo(projectId, userId) {
      return (await db.get(`SELECT 1 AS open WHERE ${visibleProjectCondition('?::text')}`, projectId, userId)) !== undefined;
    },
    async update(id, changes) {
      const found = await db.tx(async (q) => {
        // The row lock serialises concurrent edits of one wall.
        if (!(await q.get('SELECT 1 AS found FROM ethical_walls WHERE id = ? FOR UPDATE', id))) return false;
        if (changes.name !== undefined) await q.run('UPDATE ethical_walls SET name = ? WHERE id = ?', changes.name, id);
        // Additions first: a user both added and removed ends up removed (the caller's later word wins).
        await q.run(
          'INSERT INTO ethical_wall_members (wall_id, user_id) SELECT ?, unnest(?::text[]) ON CONFLICT DO NOTHING',
          id, [...new Set(changes.addUserIds)],
        );
        await q.run('DELETE FROM ethical_wall_members WHERE wall_id = ? AND user_id = ANY(?::text[])', id, [...new Set(changes.removeUserIds)]);
        return true;
      });
      return found ? byId(id) : undefined;
    },
    async delete(id) {
      return (await db.run('DELETE FROM ethical_walls WHERE id = ?', id)) > 0;
    },
  };
}

export function createPlaybookRepository(db: PgDb): PlaybookRepository {
  return {
    async getLatest(projectId) {
      const row = await db.get<PlaybookRow>('SELECT * FROM playbooks WHERE project_id = ? ORDER BY version DESC LIMIT 1', projectId);
      return row && toPlaybook(row);
    },
    async listVersions(projectId) {
      return (await db.all<PlaybookRow>('SELECT * FROM playbooks WHERE project_id = ? ORDER BY version DESC', projectId)).map(toPlaybook);
    },
    async getVersion(projectId, version) {
      const row = await db.get<PlaybookRow>('SELECT * FROM playbooks WHERE project_id = ? AND version = ?', projectId, version);
      return row && toPlaybook(row);
    },
    async saveNewVersion(projectId, playbook, createdBy) {
      return db.tx(async (q) => {
        // Two concurrent saves must not both read the same latest version: the project row's lock
        // serialises them (the second reads the first one's version once it commits).
        await q.run('SELECT 1 FROM projects WHERE id = ? FOR UPDATE', projectId);
        const latest = await q.get<{ version: number | null }>('SELECT MAX(version) AS version FROM playbooks WHERE project_id = ?', projectId);
        const version = nextPlaybookVersion(latest?.version);
        const row = await q.get<PlaybookRow>(
          'INSERT INTO playbooks (project_id, version, playbook_json, created_by, created_at) VALUES (?, ?, ?, ?, ?) RETURNING *',
          projectId, version, JSON.stringify({ ...playbook, version }), createdBy, nowTimestamp(),
        );
        return toPlaybook(row!);
      });
    },
  };
}
