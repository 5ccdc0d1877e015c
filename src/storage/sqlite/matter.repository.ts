// Projects (matters), their ethical walls and playbooks.

import { UniqueViolation, type EthicalWallRepository, type PlaybookRepository, type ProjectRepository } from '../types.ts';
import { nowTimestamp } from '../../lib/time.ts';
import { PROJECT_SELECT, nextPlaybookVersion, toDocument, toPlaybook, toProject, toWall, type DocumentRow, type PlaybookRow, type ProjectRow, type WallRow } from '../rows.ts';
import { afterCursorCondition, visibleProjectCondition } from '../sql-conditions.ts';
import { isUniqueViolation } from './errors.ts';
import type { SqliteDb } from './db.ts';

export function createProjectRepository(db: SqliteDb): ProjectRepository {
  return {
    async create(project) {
      const createdAt = nowTimestamp();
      try {
        db.run(
          'INSERT INTO projects (id, name, description, created_by, created_at, analysis_mode, our_side) VALUES (?, ?, ?, ?, ?, ?, ?)',
          project.id, project.name, project.description, project.createdBy, createdAt, project.analysisMode, project.ourSide,
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw new UniqueViolation('project name');
        throw err;
      }
      return { ...project, createdAt, documentCount: 0 };
    },
    async getById(id) {
      const row = db.get<ProjectRow>(`${PROJECT_SELECT} WHERE p.id = ?`, id);
      return row && toProject(row);
    },
    async updateSettings(id, changes) {
      try {
        if (changes.name !== undefined) db.run('UPDATE projects SET name = ? WHERE id = ?', changes.name, id);
      } catch (err) {
        if (isUniqueViolation(err)) throw new UniqueViolation('project name');
        throw err;
      }
      if (changes.description !== undefined) db.run('UPDATE projects SET description = ? WHERE id = ?', changes.description, id);
      if (changes.analysisMode !== undefined) db.run('UPDATE projects SET analysis_mode = ? WHERE id = ?', changes.analysisMode, id);
      if (changes.ourSide !== undefined) db.run('UPDATE projects SET our_side = ? WHERE id = ?', changes.ourSide, id);
      const row = db.get<ProjectRow>(`${PROJECT_SELECT} WHERE p.id = ?`, id);
      return row && toProject(row);
    },
    async listVisible(visibility, page) {
      const after = afterCursorCondition('p', 'projects', page);
      const rows = db.all<ProjectRow>(
        `${PROJECT_SELECT} WHERE ${visibleProjectCondition('p.id')} AND ${after.sql}
         ORDER BY p.seq DESC LIMIT ?`,
        visibility.userId, ...after.params, page.limit,
      );
      return rows.map(toProject);
    },
    async delete(id) {
      return db.tx(() => {
        const row = db.get<ProjectRow>(`${PROJECT_SELECT} WHERE p.id = ?`, id);
        if (!row) return undefined;
        const documents = db.all<DocumentRow>('SELECT * FROM documents WHERE project_id = ? ORDER BY seq', id);
        // Documents first (no cascade from projects to documents, on purpose): their jobs, texts, stage outputs,
        // reports, obligations and vectors cascade; walls, playbooks, webhooks and feeds cascade from the project.
        db.run('DELETE FROM documents WHERE project_id = ?', id);
        db.run('DELETE FROM document_events WHERE project_id = ?', id);
        db.run('DELETE FROM projects WHERE id = ?', id);
        return { project: toProject(row), documents: documents.map(toDocument) };
      });
    },
  };
}

const WALL_SELECT = `SELECT w.id, w.project_id, w.name, w.created_at,
  (SELECT json_group_array(m.user_id) FROM ethical_wall_members m WHERE m.wall_id = w.id) AS members,
  (SELECT p.name FROM projects p WHERE p.id = w.project_id) AS project_name
  FROM ethical_walls w`;

export function createEthicalWallRepository(db: SqliteDb): EthicalWallRepository {
  const byId = (id: string) => db.get<WallRow>(`${WALL_SELECT} WHERE w.id = ?`, id);
  return {
    async create(wall) {
      const createdAt = nowTimestamp();
      db.tx(() => {
        db.run('INSERT INTO ethical_walls (id, project_id, name, created_at) VALUES (?, ?, ?, ?)', wall.id, wall.projectId, wall.name, createdAt);
        for (const userId of new Set(wall.allowedUserIds)) {
          db.run('INSERT INTO ethical_wall_members (wall_id, user_id) VALUES (?, ?)', wall.id, userId);
        }
      });
      return toWall(byId(wall.id)!);
    },
    async getById(id) {
      const row = byId(id);
      return row && toWall(row);
    },
    async list() {
      return db.all<WallRow>(`${WALL_SELECT} ORDER BY w.seq DESC`).map(toWall);
    },
    async isProjectOpenTo(projectId, userId) {
      return db.get(`SELECT 1 AS open WHERE ${visibleProjectCondition('?')}`, projectId, userId) !== undefined;
    },
    async update(id, changes) {
      const found = db.tx(() => {
        if (!byId(id)) return false;
        if (changes.name !== undefined) db.run('UPDATE ethical_walls SET name = ? WHERE id = ?', changes.name, id);
        // Additions first: a user both added and removed ends up removed (the caller's later word wins).
        for (const userId of new Set(changes.addUserIds)) {
          db.run('INSERT OR IGNORE INTO ethical_wall_members (wall_id, user_id) VALUES (?, ?)', id, userId);
        }
        for (const userId of new Set(changes.removeUserIds)) {
          db.run('DELETE FROM ethical_wall_members WHERE wall_id = ? AND user_id = ?', id, userId);
        }
        return true;
      });
      const row = found ? byId(id) : undefined;
      return row && toWall(row);
    },
    async delete(id) {
      return db.run('DELETE FROM ethical_walls WHERE id = ?', id) > 0;
    },
  };
}

export function createPlaybookRepository(db: SqliteDb): PlaybookRepository {
  const latest = (projectId: string) =>
    db.get<PlaybookRow>('SELECT * FROM playbooks WHERE project_id = ? ORDER BY version DESC LIMIT 1', projectId);
  return {
    async getLatest(projectId) {
      const row = latest(projectId);
      return row && toPlaybook(row);
    },
    async listVersions(projectId) {
      return db.all<PlaybookRow>('SELECT * FROM playbooks WHERE project_id = ? ORDER BY version DESC', projectId).map(toPlaybook);
    },
    async getVersion(projectId, version) {
      const row = db.get<PlaybookRow>('SELECT * FROM playbooks WHERE project_id = ? AND version = ?', projectId, version);
      return row && toPlaybook(row);
    },
    async saveNewVersion(projectId, playbook, createdBy) {
      return db.tx(() => {
        const version = nextPlaybookVersion(latest(projectId)?.version);
        const stored = { ...playbook, version };
        db.run(
          'INSERT INTO playbooks (project_id, version, playbook_json, created_by, created_at) VALUES (?, ?, ?, ?, ?)',
          projectId, version, JSON.stringify(stored), createdBy, nowTimestamp(),
        );
        return toPlaybook(latest(projectId)!);
      });
    },
  };
}
