// Obligations (spec §4.9, issue #2): listing, status changes (active → completed | waived and back), and an
// iCalendar feed of the dated ones.

import type { ObligationStatus, Recurrence } from './vocabulary.ts';
import type { ObligationRecord, ProjectRecord, Storage } from '../storage/types.ts';
import { type Principal, requireDocumentAccess, requireProjectAccess, requireRole } from './access.ts';
import { notFound } from './errors.ts';
import { type CalendarEvent, type RepeatFrequency, buildCalendar } from '../lib/ical.ts';

const REPEAT_OF: Record<Recurrence, { frequency: RepeatFrequency; interval: number } | undefined> = {
  none: undefined,
  daily: { frequency: 'DAILY', interval: 1 },
  weekly: { frequency: 'WEEKLY', interval: 1 },
  monthly: { frequency: 'MONTHLY', interval: 1 },
  quarterly: { frequency: 'MONTHLY', interval: 3 },
  semiannually: { frequency: 'MONTHLY', interval: 6 },
  annually: { frequency: 'YEARLY', interval: 1 },
};

/** Days before a due date that project feeds remind of it: time to act on a notice period. */
export const REMINDER_DAYS = 7;

/** One all-day VEVENT per obligation that has a due date, repeating by its recurrence. */
function calendarEvents(obligations: (ObligationRecord & { documentFilename: string })[], withReminders: boolean): CalendarEvent[] {
  return obligations
    .filter((obligation) => obligation.dueDate !== null)
    .map((obligation) => ({
      uid: `${obligation.id}@clausewise`,
      date: obligation.dueDate!,
      summary: obligation.title,
      description: `${obligation.description}\n\nResponsible: ${obligation.responsibleParty}\nDocument: ${obligation.documentFilename}\nStatus: ${obligation.status}`,
      repeat: REPEAT_OF[obligation.recurrence],
      ...(withReminders && obligation.status === 'active' ? { alarm: { daysBefore: REMINDER_DAYS, description: `In ${REMINDER_DAYS} days: ${obligation.title}` } } : {}),
    }));
}

/** The project's dated obligations across its documents, with reminders (the project feed and its secret URL). */
export async function projectCalendar(storage: Pick<Storage, 'obligations'>, project: ProjectRecord): Promise<string> {
  return buildCalendar(`Obligations: ${project.name}`, calendarEvents(await storage.obligations.listByProject(project.id), true));
}

export function createObligationService(deps: { storage: Pick<Storage, 'projects' | 'documents' | 'walls' | 'obligations'> }) {
  const { storage } = deps;

  async function listForDocument(principal: Principal, documentId: string): Promise<ObligationRecord[]> {
    await requireDocumentAccess(storage, principal, documentId);
    return storage.obligations.listByDocument(documentId);
  }

  async function setStatus(principal: Principal, id: string, status: ObligationStatus): Promise<ObligationRecord> {
    requireRole(principal, 'member');
    const obligation = await storage.obligations.getById(id);
    if (!obligation) throw notFound('Obligation');
    await requireDocumentAccess(storage, principal, obligation.documentId);
    const updated = await storage.obligations.setStatus(id, status);
    if (!updated) throw notFound('Obligation');
    return updated;
  }

  async function calendarForDocument(principal: Principal, documentId: string): Promise<string> {
    const document = await requireDocumentAccess(storage, principal, documentId);
    const obligations = (await storage.obligations.listByDocument(documentId)).map((o) => ({ ...o, documentFilename: document.filename }));
    return buildCalendar(`Obligations: ${document.filename}`, calendarEvents(obligations, false));
  }

  async function calendarForProject(principal: Principal, projectId: string): Promise<string> {
    return projectCalendar(storage, await requireProjectAccess(storage, principal, projectId));
  }

  return { listForDocument, setStatus, calendarForDocument, calendarForProject };
}

export type ObligationService = ReturnType<typeof createObligationService>;
