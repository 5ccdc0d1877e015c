import { useState } from 'preact/hooks';
import { OBLIGATION_STATUSES, type ObligationStatus } from '../../../src/domain/vocabulary.ts';
import { api } from '../api.ts';
import type { Obligation } from '../api-schemas.ts';
import { capitalize, formatDate } from '../format.ts';
import { useAction } from '../hooks.ts';
import { EmptyState, ErrorNotice } from './notice.tsx';

/** Sorted by due date, undated ones last (a contract may not allow computing a date). */
export function sortByDueDate(obligations: Obligation[]): Obligation[] {
  return [...obligations].sort((a, b) => {
    if (a.due_date === b.due_date) return a.title.localeCompare(b.title);
    if (a.due_date === null) return 1;
    if (b.due_date === null) return -1;
    return a.due_date < b.due_date ? -1 : 1;
  });
}

/** Today as YYYY-MM-DD in the reader's time zone (due dates are calendar dates). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** An active one-off obligation whose date has passed; a recurring one comes round again, so it is not. */
export function isOverdue(obligation: Obligation, on: string): boolean {
  return obligation.status === 'active' && obligation.recurrence === 'none' && obligation.due_date !== null && obligation.due_date < on;
}

export function ObligationsTable(props: { obligations: Obligation[]; canEdit: boolean }) {
  const [rows, setRows] = useState(() => sortByDueDate(props.obligations));
  const { error, failure, run, clearError } = useAction();
  const now = today();

  const changeStatus = async (obligation: Obligation, status: ObligationStatus) => {
    const updated = await run(() => api<Obligation>('PATCH', `/obligations/${obligation.id}`, { status }));
    // On failure the select snaps back to the stored status, so the screen never shows an unsaved value.
    setRows((current) => current.map((row) => (row.id === obligation.id ? (updated ?? { ...row }) : row)));
  };

  return (
    <section aria-labelledby="obligations-title" class="card">
      <h2 id="obligations-title">Obligations</h2>
      <ErrorNotice message={error} failure={failure} onDismiss={clearError} />
      {rows.length === 0 ? (
        <EmptyState title="No obligations were found in this contract.">
          Deadlines, renewals and notice periods appear here when the contract states them.
        </EmptyState>
      ) : (
        <div class="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Due</th>
                <th scope="col">Obligation</th>
                <th scope="col">Recurrence</th>
                <th scope="col">Responsible</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((obligation) => (
                <tr key={obligation.id}>
                  <td class="nowrap">
                    {obligation.due_date ? formatDate(obligation.due_date) : 'Not computable'}
                    {isOverdue(obligation, now) && (
                      <>
                        {' '}
                        <span class="badge risk-high">Overdue</span>
                      </>
                    )}
                  </td>
                  <td>
                    <strong>{obligation.title}</strong>
                    <div class="small">{obligation.description}</div>
                    {obligation.derivation && <div class="small muted">{obligation.derivation}</div>}
                  </td>
                  <td>{capitalize(obligation.recurrence)}</td>
                  <td>{obligation.responsible_party || '—'}</td>
                  <td>
                    {props.canEdit ? (
                      <select
                        aria-label={`Status of ${obligation.title}`}
                        value={obligation.status}
                        onChange={(event) =>
                          void changeStatus(obligation, event.currentTarget.value as ObligationStatus)
                        }
                      >
                        {OBLIGATION_STATUSES.map((status) => (
                          <option key={status} value={status}>
                            {capitalize(status)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      capitalize(obligation.status)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
