// Projects (matters), their ethical walls and playbooks.

import { UniqueViolation, type EthicalWallRecord, type EthicalWallRepository, type Page, type PlaybookRepository, type ProjectRecord, type ProjectRepository } from '../types.ts';
import type { AnalysisMode, Playbook } from '../../analysis/model.ts';
import { nowTimestamp } from '../../lib/time.ts';
import { isUniqueViolation } from './errors.ts';
import { fromJson, type SqliteDb } from './db.ts';

/**
 * SQL condition: the project `projectIdExpr` is visible to the user bound at the `?` it contains. A project is
 * hidden when it carries a wall that does not list the user (every wall on it must list the user).
 */
export function visibleProjectCondition(projectIdExpr: string): string {
  return `NOT EXISTS (
    SELECT 1 FROM ethical_walls w WHERE w.project_id = ${projectIdExpr}
      AND NOT EXISTS (SELECT 1 FROM ethical_wall_members m WHERE m.wall_id = w.id AND m.user_id = ?))`;
}

/** Keyset condition for newest-first lists ordered by `seq` DESC; the cursor names the last row seen. */
export function afterCursorCondition(alias: string, table: string, page: Page): { sql: string; params: string[] } {
  if (!page.after) return { sql: '1 = 1', params: [] };
  // When the cursor's row was deleted meanwhile, fall back to its timestamp.
  return {
    sql: `${alias}.seq < COALESCE(
      (SELECT seq FROM ${table} WHERE id = ?),
      (SELECT MIN(seq) FROM ${table} WHERE created_at >= ?),
      (SELECT MAX(seq) + 1 FROM ${table}))`,
    params: [page.after.id, page.after.createdAt],
  };
}

interface ProjectRow {
  id: string;
  name: string;
  description: string | null;
  created_by: string | null;
  created_at: string;
  analysis_mode: string;
  document_count: number;
}

const PROJECT_SELECT = `SELECT p.id, p.name, p.description, p.created_by, p.created_at, p.analysis_mode,
  (SELECT COUNT(*) FROM documents d WHERE d.project_id = p.id) AS document_count FROM projects p`;

const toProject = (r: ProjectRow): ProjectRecord => ({
  id: r.id,
  name: r.name,
  description: r.description,
  createdBy: r.created_by,
  createdAt: r.created_at,
  analysisMode: r.analysis_mode as AnalysisMode,
  documentCount: Number(r.document_count),
});

export function createProjectRepository(db: SqliteDb): ProjectRepository {
  return {
    async create(project) {
      const createdAt = nowTimestamp();
      try {
        db.run(
          'INSERT INTO projects (id, name, description, created_by, created_at, analysis_mode) VALUES (?, ?, ?, ?, ?, ?)',
          project.id, project.name, project.description, project.createdBy, createdAt, project.analysisMode,
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
    async setAnalysisMode(id, mode) {
      db.run('UPDATE projects SET analysis_mode = ? WHERE id = ?', mode, id);
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
  };
}

interface WallRow {
  id: string;
  project_id: string;
  name: string | null;
  created_at: string;
  members: string | null;
}

const WALL_SELECT = `SELECT w.id, w.project_id, w.name, w.created_at,
  (SELECT json_group_array(m.user_id) FROM ethical_wall_members m WHERE m.wall_id = w.id) AS members
  FROM ethical_walls w`;

const toWall = (r: WallRow): EthicalWallRecord => ({
  id: r.id,
  projectId: r.project_id,
  name: r.name,
  allowedUserIds: fromJson<string[]>(r.members, []).sort(),
  createdAt: r.created_at,
});

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
    async delete(id) {
      return db.run('DELETE FROM ethical_walls WHERE id = ?', id) > 0;
    },
  };
}

interface PlaybookRow {
  project_id: string;
  version: number;
  playbook_json: string;
  created_by: string | null;
  created_at: string;
}

export function createPlaybookRepository(db: SqliteDb): PlaybookRepository {
  const latest = (projectId: string) =>
    db.get<PlaybookRow>('SELECT * FROM playbooks WHERE project_id = ? ORDER BY version DESC LIMIT 1', projectId);
  const toRecord = (r: PlaybookRow) => ({
    projectId: r.project_id,
    version: Number(r.version),
    playbook: JSON.parse(r.playbook_json) as Playbook,
    createdBy: r.created_by,
    createdAt: r.created_at,
  });
  return {
    async getLatest(projectId) {
      const row = latest(projectId);
      return row && toRecord(row);
    },
    async saveNewVersion(projectId, playbook, createdBy) {
      return db.tx(() => {
        // Version 1 is the engine's default playbook, never stored; saved versions start at 2.
        const version = Math.max(Number(latest(projectId)?.version ?? 1), 1) + 1;
        const stored = { ...playbook, version };
        db.run(
          'INSERT INTO playbooks (project_id, version, playbook_json, created_by, created_at) VALUES (?, ?, ?, ?, ?)',
          projectId, version, JSON.stringify(stored), createdBy, nowTimestamp(),
        );
        return toRecord(latest(projectId)!);
      });
    },
  };
}
