// Who may do what, in one place (issue #2): roles rank viewer < member < admin; ethical walls hide a project,
// and everything in it, from users a wall does not list. Admins obey walls too (storage/types.ts Visibility).

import type { Role } from './vocabulary.ts';
import type { DocumentRecord, ProjectRecord, Storage, Visibility } from '../storage/types.ts';
import { AppError, MESSAGES, forbidden, notFound } from './errors.ts';

/** The authenticated caller: a user, acting directly (console session) or through one of its credentials. */
export interface Principal {
  userId: string;
  email: string;
  name: string | null;
  role: Role;
  /** Set when the caller authenticated with an API credential's token. */
  credentialId: string | null;
  /**
   * The user still has a password an admin set (a reset) and must choose their own: their console sessions may
   * do nothing else until then (plugins/auth.ts). Absent means false.
   */
  mustChangePassword?: boolean;
}

const ROLE_RANK: Record<Role, number> = { viewer: 0, member: 1, admin: 2 };

export function requireRole(principal: Principal, minimum: Role): void {
  if (ROLE_RANK[principal.role] < ROLE_RANK[minimum]) throw forbidden();
}

export function visibilityOf(principal: Principal): Visibility {
  return { userId: principal.userId };
}

export type AccessStorage = Pick<Storage, 'projects' | 'documents' | 'walls'>;

/** A project is open to the user unless some wall on it does not list the user. */
export async function isProjectOpenTo(storage: AccessStorage, projectId: string, userId: string): Promise<boolean> {
  return storage.walls.isProjectOpenTo(projectId, userId);
}

export async function requireProjectAccess(storage: AccessStorage, principal: Principal, projectId: string): Promise<ProjectRecord> {
  const project = await storage.projects.getById(projectId);
  if (!project) throw notFound('Project');
  if (!(await isProjectOpenTo(storage, projectId, principal.userId))) {
    throw new AppError('ethical_wall', MESSAGES.ethicalWall);
  }
  return project;
}

export async function requireDocumentAccess(storage: AccessStorage, principal: Principal, documentId: string): Promise<DocumentRecord> {
  const document = await storage.documents.getById(documentId);
  if (!document) throw notFound('Document');
  if (!(await isProjectOpenTo(storage, document.projectId, principal.userId))) {
    throw new AppError('ethical_wall', MESSAGES.ethicalWall);
  }
  return document;
}
