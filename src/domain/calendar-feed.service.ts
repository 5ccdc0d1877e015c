// Calendar feeds (issue #14): a project's obligations at a secret URL that calendar applications subscribe to
// without a bearer token. The token is the only credential, so it is long and random, stored only as a hash,
// shown once, and revocable. A feed reads as the user who made it: while a wall hides the project from them,
// or once they are deactivated, the feed answers 404 like a revoked one.

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { CalendarFeedRecord, Storage } from '../storage/types.ts';
import { type Principal, requireProjectAccess, requireRole } from './access.ts';
import { notFound } from './errors.ts';
import { projectCalendar } from './obligation.service.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createCalendarFeedService(deps: { storage: Pick<Storage, 'projects' | 'documents' | 'walls' | 'obligations' | 'calendarFeeds' | 'users'> }) {
  const { storage } = deps;

  async function requireManager(principal: Principal, projectId: string): Promise<void> {
    requireRole(principal, 'member');
    await requireProjectAccess(storage, principal, projectId);
  }

  /** A new feed and its token (for the URL); the token is not kept. */
  async function create(principal: Principal, projectId: string): Promise<{ feed: CalendarFeedRecord; token: string }> {
    await requireManager(principal, projectId);
    const token = randomBytes(32).toString('base64url');
    const feed = await storage.calendarFeeds.create({ id: randomUUID(), projectId, tokenHash: hashToken(token), createdBy: principal.userId });
    return { feed, token };
  }

  async function list(principal: Principal, projectId: string): Promise<CalendarFeedRecord[]> {
    await requireManager(principal, projectId);
    return storage.calendarFeeds.listByProject(projectId);
  }

  async function revoke(principal: Principal, projectId: string, feedId: string): Promise<void> {
    await requireManager(principal, projectId);
    const feed = (await storage.calendarFeeds.listByProject(projectId)).find((f) => f.id === feedId);
    if (feed === undefined || !(await storage.calendarFeeds.delete(feedId))) throw notFound('Calendar feed');
  }

  /** The feed's calendar, for anyone holding its token. */
  async function calendarForToken(token: string): Promise<string> {
    const feed = await storage.calendarFeeds.getByTokenHash(hashToken(token));
    const owner = feed && (await storage.users.getById(feed.createdBy));
    const project = feed && (await storage.projects.getById(feed.projectId));
    if (!feed || !owner?.isActive || !project || !(await storage.walls.isProjectOpenTo(feed.projectId, feed.createdBy))) throw notFound('Calendar feed');
    return projectCalendar(storage, project);
  }

  return { create, list, revoke, calendarForToken };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
