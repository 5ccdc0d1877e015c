// Obligations (spec §4.9, issue #2): listing, status changes (active → completed | waived and back), and an
// iCalendar feed of the dated ones.

import type { ObligationStatus, Recurrence } from './vocabulary.ts';
import type { ObligationRecord, Storage } from '../storage/types.ts';
import { type Principal, requireDocumentAccess, requireRole } from './access.ts';
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

  /** One all-day VEVENT per obligation that has a due date, repeating by its recurrence. */
  async function calendarForDocument(principal: Principal, documentId: string): Promise<string> {
    const document = await requireDocumentAccess(storage, principal, documentId);
    const obligations = await storage.obligations.listByDocument(documentId);
    const events: CalendarEvent[] = obligations
      .filter((obligation) => obligation.dueDate !== null)
      .map((obligation) => ({
        uid: `${obligation.id}@clausewise`,
        date: obligation.dueDate!,
        summary: obligation.title,
        description: `${obligation.description}\n\nResponsible: ${obligation.responsibleParty}\nDocument: ${document.filename}\nStatus: ${obligation.status}`,
        repeat: REPEAT_OF[obligation.recurrence],
      }));
    return buildCalendar(`Obligations: ${document.filename}`, events);
  }

  return { listForDocument, setStatus, calendarForDocument };
}

export type ObligationService = ReturnType<typeof createObligationService>;
