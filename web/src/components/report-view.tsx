import { useMemo, useState } from 'preact/hooks';
import { RISK_LEVELS } from '../../../src/domain/vocabulary.ts';
import type { Report, ReportClause } from '../api-schemas.ts';
import { capitalize, formatTimestamp } from '../format.ts';
import { RiskBadge } from './badges.tsx';
import { clauseAnchorId } from './highlighted-text.tsx';
import { EmptyState } from './notice.tsx';

const ALL = '';
/** Few enough clauses to show in full at once; beyond that each starts collapsed to its summary line. */
const OPEN_CLAUSES_UP_TO = 3;

/** Overall risk, executive summary, the clauses (filterable by type and risk) and missing protections. */
export function ReportView(props: { report: Report; hasText: boolean }) {
  const { report } = props;
  return (
    <section aria-labelledby="report-title" class="card">
      <h2 id="report-title">Report</h2>
      <dl class="facts">
        <div>
          <dt>Overall risk</dt>
          <dd>
            <RiskBadge risk={report.overall_risk} />
          </dd>
        </div>
        <div>
          <dt>Generated</dt>
          <dd>{formatTimestamp(report.created_at)}</dd>
        </div>
        {report.playbook_version !== undefined && (
          <div>
            <dt>Playbook version</dt>
            <dd>{report.playbook_version}</dd>
          </div>
        )}
      </dl>
      <h3>Executive summary</h3>
      <p class="summary">{report.executive_summary}</p>
      <MissingProtections report={report} />
      <ClauseList clauses={report.clauses} hasText={props.hasText} />
    </section>
  );
}

const RISK_RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };

/** One passage of the contract with every type the analysis gave it (issue #15, point 5). */
export interface ClauseGroup {
  /** Index of the first clause of the group in report.clauses (its anchor in the extracted text). */
  firstIndex: number;
  text: string;
  start: number | null;
  page: number | null;
  /** The highest risk of its types: the one that applies to the passage. */
  risk: string;
  entries: ReportClause[];
}

/** Groups the report's (clause, type) pairs by passage, in text order. */
export function groupClauses(clauses: ReportClause[]): ClauseGroup[] {
  const groups = new Map<string, ClauseGroup>();
  clauses.forEach((clause, index) => {
    const key = typeof clause.start === 'number' ? `${clause.start}:${clause.end}` : `text:${clause.text}`;
    const group = groups.get(key);
    if (group) {
      group.entries.push(clause);
      if (RISK_RANK[clause.risk_level]! < RISK_RANK[group.risk]!) group.risk = clause.risk_level;
    } else {
      groups.set(key, { firstIndex: index, text: clause.text, start: clause.start ?? null, page: clause.page ?? null, risk: clause.risk_level, entries: [clause] });
    }
  });
  return [...groups.values()].sort((a, b) => (a.start ?? Infinity) - (b.start ?? Infinity) || a.firstIndex - b.firstIndex);
}

type ClauseOrder = 'risk' | 'text';

function ClauseList(props: { clauses: ReportClause[]; hasText: boolean }) {
  const [typeFilter, setTypeFilter] = useState(ALL);
  const [riskFilter, setRiskFilter] = useState(ALL);
  const [order, setOrder] = useState<ClauseOrder>('risk');
  const types = useMemo(() => [...new Set(props.clauses.map((clause) => clause.type))].sort(), [props.clauses]);
  const groups = useMemo(() => groupClauses(props.clauses), [props.clauses]);
  const filtered = groups.filter(
    (group) => (typeFilter === ALL || group.entries.some((entry) => entry.type === typeFilter)) && (riskFilter === ALL || group.risk === riskFilter),
  );
  // Array.prototype.sort is stable: within a risk level the text order stays.
  const shown = order === 'risk' ? [...filtered].sort((a, b) => RISK_RANK[a.risk]! - RISK_RANK[b.risk]!) : filtered;

  return (
    <>
      <h3 id="clauses-title">
        Clauses <span class="muted small">({shown.length} of {groups.length})</span>
      </h3>
      <div class="filters" role="group" aria-labelledby="clauses-title">
        <label for="clause-type-filter">Type</label>
        <select id="clause-type-filter" value={typeFilter} onChange={(event) => setTypeFilter(event.currentTarget.value)}>
          <option value={ALL}>All types</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <label for="clause-risk-filter">Risk</label>
        <select id="clause-risk-filter" value={riskFilter} onChange={(event) => setRiskFilter(event.currentTarget.value)}>
          <option value={ALL}>All risks</option>
          {RISK_LEVELS.map((level) => (
            <option key={level} value={level}>
              {capitalize(level)}
            </option>
          ))}
        </select>
        <label for="clause-order">Order</label>
        <select id="clause-order" value={order} onChange={(event) => setOrder(event.currentTarget.value as ClauseOrder)}>
          <option value="risk">Highest risk first</option>
          <option value="text">As in the text</option>
        </select>
      </div>
      {props.clauses.length === 0 ? (
        <EmptyState title="The analysis found no clauses.">
          If the document is a scan, check that its text was readable; the extracted text is shown below.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title="No clause matches these filters.">Choose “All types” or “All risks” to see more.</EmptyState>
      ) : (
        <ul class="clause-list" aria-label="Clauses">
          {shown.map((group) => (
            <li key={group.firstIndex} class={`clause risk-border-${group.risk}`}>
              {/* Collapsed to one line each so a long contract stays scannable; native <details> is keyboard-operable. */}
              <details open={shown.length <= OPEN_CLAUSES_UP_TO}>
                <summary>
                  <span class="clause-head">
                    <span class="chips">
                      {group.entries.map((entry) => (
                        <span key={entry.type} class="chip">
                          {entry.type}
                        </span>
                      ))}
                    </span>
                    <RiskBadge risk={group.risk} />
                    <span class="clause-excerpt muted">{group.text}</span>
                  </span>
                </summary>
                <blockquote>{group.text}</blockquote>
                <CombinedAssessment group={group} />
                <p class="small muted">
                  {group.page != null && <>Page {group.page}. </>}
                  {props.hasText && group.start !== null && <a href={`#${clauseAnchorId(group.firstIndex)}`}>Show in the extracted text</a>}
                </p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * One assessment for a passage with several types: the highest risk applies, and when the types disagree
 * the reader is told why both can be true (a rule and its carve-out in one sentence).
 */
function CombinedAssessment(props: { group: ClauseGroup }) {
  const { entries, risk } = props.group;
  if (entries.length === 1) {
    const [only] = entries;
    return (
      <>
        <p>
          <strong>Analysis:</strong> {only!.analysis}
        </p>
        <p>
          <strong>Recommendation:</strong> {only!.recommendation}
        </p>
      </>
    );
  }
  const lower = entries.filter((entry) => entry.risk_level !== risk);
  const driving = entries.filter((entry) => entry.risk_level === risk);
  const recommendations = [...new Set(entries.map((entry) => entry.recommendation).filter((text) => text.trim() !== ''))];
  return (
    <>
      <p class="combined-assessment">
        <strong>Assessment:</strong> {capitalize(risk)} risk, set by {listOf(driving.map((entry) => entry.type))}.
        {lower.length > 0 && (
          <>
            {' '}
            Read as {listOf(lower.map((entry) => entry.type))} alone it would be {listOf([...new Set(lower.map((entry) => entry.risk_level))])}: the passage
            contains both, typically a rule and an exception to it, and the higher risk applies.
          </>
        )}
      </p>
      <ul class="assessment-parts">
        {entries.map((entry) => (
          <li key={entry.type}>
            <strong>{entry.type}</strong> ({entry.risk_level}): {entry.analysis}
          </li>
        ))}
      </ul>
      <p>
        <strong>Recommendation:</strong> {recommendations.join(' ')}
      </p>
    </>
  );
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function MissingProtections(props: { report: Report }) {
  const missing = props.report.missing_clauses ?? [];
  return (
    <>
      <h3>Missing protections</h3>
      {missing.length === 0 ? (
        <p class="muted">The playbook expects nothing that this contract lacks.</p>
      ) : (
        <ul class="clause-list">
          {missing.map((item) => (
            <li key={item.type} class={`clause risk-border-${item.risk_level}`}>
              <div class="clause-head">
                <h4>{item.type}</h4>
                <RiskBadge risk={item.risk_level} />
              </div>
              <p>
                <strong>Recommendation:</strong> {item.recommendation}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
