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

function ClauseList(props: { clauses: ReportClause[]; hasText: boolean }) {
  const [typeFilter, setTypeFilter] = useState(ALL);
  const [riskFilter, setRiskFilter] = useState(ALL);
  const types = useMemo(() => [...new Set(props.clauses.map((clause) => clause.type))].sort(), [props.clauses]);
  const shown = props.clauses
    .map((clause, index) => ({ clause, index }))
    .filter(({ clause }) => (typeFilter === ALL || clause.type === typeFilter) && (riskFilter === ALL || clause.risk_level === riskFilter));

  return (
    <>
      <h3 id="clauses-title">
        Clauses <span class="muted small">({shown.length} of {props.clauses.length})</span>
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
      </div>
      {props.clauses.length === 0 ? (
        <EmptyState title="The analysis found no clauses.">
          If the document is a scan, check that its text was readable; the extracted text is shown below.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title="No clause matches these filters.">Choose “All types” or “All risks” to see more.</EmptyState>
      ) : (
        <ul class="clause-list">
          {shown.map(({ clause, index }) => (
            <li key={index} class={`clause risk-border-${clause.risk_level}`}>
              {/* Collapsed to one line each so a long contract stays scannable; native <details> is keyboard-operable. */}
              <details open={shown.length <= OPEN_CLAUSES_UP_TO}>
                <summary>
                  <span class="clause-head">
                    <strong>{clause.type}</strong>
                    <RiskBadge risk={clause.risk_level} />
                    <span class="clause-excerpt muted">{clause.text}</span>
                  </span>
                </summary>
                <blockquote>{clause.text}</blockquote>
                <p>
                  <strong>Analysis:</strong> {clause.analysis}
                </p>
                <p>
                  <strong>Recommendation:</strong> {clause.recommendation}
                </p>
                <p class="small muted">
                  {clause.page != null && <>Page {clause.page}. </>}
                  {props.hasText && typeof clause.start === 'number' && (
                    <a href={`#${clauseAnchorId(index)}`}>Show in the extracted text</a>
                  )}
                </p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </>
  );
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
