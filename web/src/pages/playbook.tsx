import { useState } from 'preact/hooks';
import { CLAUSE_TYPES } from '../../../src/domain/taxonomy.ts';
import { RISK_LEVELS } from '../../../src/domain/vocabulary.ts';
import { api, ApiError } from '../api.ts';
import type { PlaybookVersion, Project, ValidationIssue } from '../api-schemas.ts';
import { useConfirm } from '../components/confirm-dialog.tsx';
import { Link } from '../components/link.tsx';
import { ErrorNotice, Loading } from '../components/notice.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { capitalize, formatTimestamp } from '../format.ts';
import { useAction, useApiGet } from '../hooks.ts';
import { humanIssue } from '../messages.ts';
import { canWrite, useSession } from '../session.tsx';

type Playbook = PlaybookVersion['playbook'];
type Rule = Playbook['rules'][number];
type Condition = NonNullable<Rule['conditions']>[number];
type Requirement = Rule['requirement'];

interface StaleDocuments {
  current_playbook_version: number;
  documents: { id: string; filename: string; playbook_version: number }[];
}

const REQUIREMENT_LABELS: Record<Requirement, string> = {
  required: 'Required: its absence is a finding',
  prohibited: 'Prohibited: its presence is a finding',
  conditional: 'Allowed under conditions',
  review: 'Flag for a reviewer',
};

/** One measurable condition per kind: its label and the field holding the number (jurisdictions are a list). */
const CONDITION_KINDS: Record<Condition['kind'], { label: string; field?: 'months' | 'days' | 'years' }> = {
  min_liability_cap_months: { label: 'Cap of at least (months of fees)', field: 'months' },
  min_notice_days: { label: 'Notice of at least (days)', field: 'days' },
  allowed_jurisdictions: { label: 'Governing law one of (comma-separated)' },
  max_restriction_months: { label: 'Restriction of at most (months)', field: 'months' },
  max_auto_renewal_years: { label: 'Automatic renewal of at most (years)', field: 'years' },
};

/**
 * The project's playbook as a form a lawyer can use (one card per clause type), the JSON as an advanced view,
 * its version history with a comparison and revert, and re-analysis of documents made under older versions.
 */
export function PlaybookPage(props: { projectId: string }) {
  const project = useApiGet<Project>(`/projects/${props.projectId}`);
  const playbook = useApiGet<PlaybookVersion>(`/projects/${props.projectId}/playbook`);
  const versions = useApiGet<PlaybookVersion[]>(`/projects/${props.projectId}/playbook/versions`);
  const stale = useApiGet<StaleDocuments>(`/projects/${props.projectId}/stale-documents`);
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  // Said once the editor shows the saved version, so "Saved as version N" never sits above the old rules.
  const onSaved = async (version: number) => {
    await Promise.all([playbook.reload(), versions.reload(), stale.reload()]);
    setSavedVersion(version);
  };
  return (
    <>
      <nav aria-label="Breadcrumb" class="breadcrumb">
        <Link href="/">Projects</Link> ›{' '}
        <Link href={`/projects/${props.projectId}`}>{project.data?.name ?? 'Project'}</Link> ›{' '}
        <span aria-current="page">Playbook</span>
      </nav>
      <PageHeading title="Playbook" />
      <p class="lead">
        The rules the analysis applies to this project's contracts: which clauses to expect and how risky their
        terms are. Saving creates a new version; documents analysed afterwards use it, and earlier ones can be
        re-analysed.
      </p>
      <ErrorNotice message={playbook.error?.message} failure={playbook.error} />
      {savedVersion !== null && (
        <p class="notice notice-success" role="status">
          Saved as version {savedVersion}.
        </p>
      )}
      {stale.data && <StaleDocumentsNotice projectId={props.projectId} stale={stale.data} onQueued={() => void stale.reload()} />}
      {playbook.isLoading ? (
        <Loading what="the playbook" />
      ) : (
        playbook.data && (
          // Keyed by version: a newly saved version starts a fresh editor from the server's copy.
          <PlaybookEditor key={playbook.data.version} current={playbook.data} projectId={props.projectId} onSaved={onSaved} />
        )
      )}
      {playbook.data && versions.data && (
        <VersionHistory projectId={props.projectId} current={playbook.data} versions={versions.data} onReverted={onSaved} />
      )}
    </>
  );
}

function StaleDocumentsNotice(props: { projectId: string; stale: StaleDocuments; onQueued: () => void }) {
  const { user } = useSession();
  const { isBusy, error, failure, run } = useAction();
  const [queued, setQueued] = useState<number | null>(null);
  const count = props.stale.documents.length;
  if (count === 0 && queued === null) return null;
  const reanalyse = async () => {
    const result = await run(() => api<{ queued: unknown[] }>('POST', `/projects/${props.projectId}/reanalyze`));
    if (result) {
      setQueued(result.queued.length);
      props.onQueued();
    }
  };
  return (
    <section class="notice notice-block" aria-labelledby="stale-title">
      <h2 id="stale-title" class="small">
        Documents analysed under an older playbook
      </h2>
      <ErrorNotice message={error} failure={failure} />
      {queued !== null && (
        <p role="status">
          {queued} document{queued === 1 ? '' : 's'} queued for re-analysis under version {props.stale.current_playbook_version}.
        </p>
      )}
      {count > 0 && (
        <>
          <ul>
            {props.stale.documents.map((document) => (
              <li key={document.id}>
                <Link href={`/documents/${document.id}`}>{document.filename}</Link> (version {document.playbook_version})
              </li>
            ))}
          </ul>
          {canWrite(user) && (
            <button type="button" class="primary" disabled={isBusy} onClick={() => void reanalyse()}>
              {isBusy ? 'Queuing…' : `Re-analyse ${count} document${count === 1 ? '' : 's'} with version ${props.stale.current_playbook_version}`}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** A 422 item about the playbook, named by the rule's position and clause type ("Rule 2 (Cap on Liability): …"). */
function playbookProblem(issue: ValidationIssue, rules: Rule[]): string {
  const [, first, index] = issue.loc;
  const message = humanIssue(issue);
  if (first !== 'rules' || typeof index !== 'number') return message;
  const clauseType = rules[index]?.clause_type;
  return clauseType ? message.replace(`Rule ${index + 1}`, `Rule ${index + 1} (${clauseType})`) : message;
}

function PlaybookEditor(props: { current: PlaybookVersion; projectId: string; onSaved: (version: number) => Promise<void> }) {
  const { user } = useSession();
  const [draft, setDraft] = useState<Playbook>(() => structuredClone(props.current.playbook));
  const [json, setJson] = useState(() => JSON.stringify(props.current.playbook, null, 2));
  const [problems, setProblems] = useState<string[]>([]);
  const [newType, setNewType] = useState('');
  const { isBusy, run } = useAction();
  const editable = canWrite(user);

  const send = async (candidate: unknown, rulesForNames: Rule[]) => {
    setProblems([]);
    await run(async () => {
      try {
        const saved = await api<PlaybookVersion>('PUT', `/projects/${props.projectId}/playbook`, candidate);
        await props.onSaved(saved.version);
      } catch (error) {
        if (error instanceof ApiError && error.issues.length > 0) setProblems(error.issues.map((issue) => playbookProblem(issue, rulesForNames)));
        else setProblems([error instanceof Error ? error.message : String(error)]);
      }
    });
  };

  const saveForm = (event: Event) => {
    event.preventDefault();
    void send(draft, draft.rules);
  };

  const saveJson = () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch (error) {
      setProblems([`The playbook is not valid JSON: ${(error as Error).message}`]);
      return;
    }
    const rules = Array.isArray((parsed as { rules?: unknown })?.rules) ? ((parsed as Playbook).rules ?? []) : [];
    void send(parsed, rules);
  };

  const updateRule = (index: number, change: Partial<Rule>) =>
    setDraft((current) => ({ ...current, rules: current.rules.map((rule, i) => (i === index ? { ...rule, ...change } : rule)) }));
  const removeRule = (index: number) => setDraft((current) => ({ ...current, rules: current.rules.filter((_, i) => i !== index) }));
  const addRule = () => {
    if (!newType) return;
    const rule = { clause_type: newType, requirement: 'review', risk_level: 'medium', rationale: '', fallback: '' } as Rule;
    setDraft((current) => ({ ...current, rules: [...current.rules, rule] }));
    setNewType('');
  };
  const usedTypes = new Set(draft.rules.map((rule) => rule.clause_type));

  return (
    <form class="card" onSubmit={saveForm} aria-labelledby="rules-title">
      <h2 id="rules-title">Rules</h2>
      <p class="muted">
        Version {props.current.version}
        {props.current.version === 1 ? ' (the default playbook)' : ''}, saved {formatTimestamp(props.current.created_at)}.
      </p>
      {problems.length > 0 && (
        <div id="playbook-problems" class="notice notice-error notice-block" role="alert">
          <p>The playbook was not saved. Fix these and save again:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <fieldset disabled={!editable} class="rule-list">
        {draft.rules.map((rule, index) => (
          <RuleFields key={`${index}:${rule.clause_type}`} rule={rule} index={index} onChange={(change) => updateRule(index, change)} onRemove={() => removeRule(index)} />
        ))}
      </fieldset>
      {editable && (
        <div class="fields">
          <div class="field">
            <label for="new-rule-type">Add a rule for</label>
            <select id="new-rule-type" value={newType} onChange={(event) => setNewType(event.currentTarget.value)}>
              <option value="">Choose a clause type…</option>
              {CLAUSE_TYPES.filter((type) => !usedTypes.has(type)).map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </div>
          <button type="button" onClick={addRule} disabled={newType === ''} title={newType === '' ? 'Choose a clause type first' : undefined}>
            Add rule
          </button>
        </div>
      )}
      {editable ? (
        <button type="submit" class="primary" disabled={isBusy}>
          {isBusy ? 'Saving…' : 'Save new version'}
        </button>
      ) : (
        <p class="muted">You have read-only access; a member or an administrator can change the playbook.</p>
      )}
      <details class="advanced">
        <summary>Advanced: the playbook as JSON</summary>
        <label for="playbook-json">Playbook (JSON)</label>
        <textarea
          id="playbook-json"
          class="code"
          rows={24}
          spellcheck={false}
          readOnly={!editable}
          aria-describedby={problems.length > 0 ? 'playbook-problems' : undefined}
          value={json}
          onInput={(event) => setJson(event.currentTarget.value)}
        />
        {editable && (
          <button type="button" disabled={isBusy} onClick={saveJson}>
            Save JSON as new version
          </button>
        )}
      </details>
    </form>
  );
}

function RuleFields(props: { rule: Rule; index: number; onChange: (change: Partial<Rule>) => void; onRemove: () => void }) {
  const { rule, index } = props;
  const id = (field: string) => `rule-${index}-${field}`;
  const conditions = rule.conditions ?? [];
  const setCondition = (at: number, condition: Condition) =>
    props.onChange({ conditions: conditions.map((existing, i) => (i === at ? condition : existing)) });
  return (
    <fieldset class="rule card" aria-label={`Rule ${index + 1}: ${rule.clause_type}`}>
      <legend>
        Rule {index + 1}: {rule.clause_type}
      </legend>
      <div class="fields">
        <div class="field">
          <label for={id('requirement')}>Requirement</label>
          <select id={id('requirement')} value={rule.requirement} onChange={(e) => props.onChange({ requirement: e.currentTarget.value as Requirement })}>
            {(Object.keys(REQUIREMENT_LABELS) as Requirement[]).map((requirement) => (
              <option key={requirement} value={requirement}>
                {REQUIREMENT_LABELS[requirement]}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for={id('risk')}>Risk when violated</label>
          <select id={id('risk')} value={rule.risk_level} onChange={(e) => props.onChange({ risk_level: e.currentTarget.value as Rule['risk_level'] })}>
            {RISK_LEVELS.map((level) => (
              <option key={level} value={level}>
                {capitalize(level)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {conditions.map((condition, at) => {
        const kind = CONDITION_KINDS[condition.kind];
        const conditionId = id(`condition-${at}`);
        return (
          <div class="field" key={at}>
            <label for={conditionId}>{kind.label}</label>
            {kind.field ? (
              <input
                id={conditionId}
                type="number"
                min={1}
                value={(condition as Record<string, unknown>)[kind.field] as number}
                onInput={(e) => setCondition(at, { ...condition, [kind.field!]: Number(e.currentTarget.value) } as Condition)}
              />
            ) : (
              <input
                id={conditionId}
                value={(condition as { jurisdictions: string[] }).jurisdictions.join(', ')}
                onInput={(e) =>
                  setCondition(at, { ...condition, jurisdictions: e.currentTarget.value.split(',').map((part) => part.trim()).filter(Boolean) } as Condition)
                }
              />
            )}
          </div>
        );
      })}
      <div class="field">
        <label for={id('rationale')}>Why this rule</label>
        <textarea id={id('rationale')} rows={2} value={rule.rationale} onInput={(e) => props.onChange({ rationale: e.currentTarget.value })} />
      </div>
      <div class="field">
        <label for={id('fallback')}>Fallback language</label>
        <textarea id={id('fallback')} rows={3} value={rule.fallback} onInput={(e) => props.onChange({ fallback: e.currentTarget.value })} />
      </div>
      <button type="button" class="danger small" onClick={props.onRemove} aria-label={`Remove rule ${index + 1}: ${rule.clause_type}`}>
        Remove rule
      </button>
    </fieldset>
  );
}

/** What changed between two versions, rule by rule, in words. */
export function diffPlaybooks(before: Playbook, after: Playbook): string[] {
  const changes: string[] = [];
  if ((before.name ?? '') !== (after.name ?? '')) changes.push(`Name: “${before.name ?? ''}” → “${after.name ?? ''}”`);
  const byType = (playbook: Playbook) => new Map(playbook.rules.map((rule) => [rule.clause_type, rule]));
  const old = byType(before);
  const now = byType(after);
  for (const [type, rule] of now) {
    const previous = old.get(type);
    if (!previous) {
      changes.push(`${type}: rule added (${rule.requirement}, ${rule.risk_level} risk)`);
      continue;
    }
    for (const field of ['requirement', 'risk_level', 'rationale', 'fallback'] as const) {
      if (previous[field] !== rule[field]) changes.push(`${type}: ${field.replace('_', ' ')} “${previous[field]}” → “${rule[field]}”`);
    }
    const conditions = (r: Rule) => JSON.stringify(r.conditions ?? []);
    if (conditions(previous) !== conditions(rule)) changes.push(`${type}: conditions ${conditions(previous)} → ${conditions(rule)}`);
  }
  for (const type of old.keys()) if (!now.has(type)) changes.push(`${type}: rule removed`);
  return changes;
}

function VersionHistory(props: { projectId: string; current: PlaybookVersion; versions: PlaybookVersion[]; onReverted: (version: number) => Promise<void> }) {
  const { user } = useSession();
  const [compared, setCompared] = useState<number | null>(null);
  const { confirm, element: confirmDialog } = useConfirm();
  const { error, failure, run } = useAction();
  const versionOf = (number: number) => props.versions.find((version) => version.version === number);
  const comparedVersion = compared === null ? undefined : versionOf(compared);
  const changes = comparedVersion ? diffPlaybooks(comparedVersion.playbook, props.current.playbook) : [];

  const revert = async (version: number) => {
    const confirmed = await confirm(
      `Revert to version ${version}?`,
      `Its rules are saved as a new version (${props.current.version + 1}); the history is kept. Documents are re-analysed only when you ask.`,
      'Revert',
    );
    if (!confirmed) return;
    const saved = await run(() => api<PlaybookVersion>('POST', `/projects/${props.projectId}/playbook/versions/${version}/revert`));
    if (saved) {
      setCompared(null);
      await props.onReverted(saved.version);
    }
  };

  return (
    <section class="card" aria-labelledby="history-title">
      <h2 id="history-title">Version history</h2>
      <ErrorNotice message={error} failure={failure} />
      <table>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Saved</th>
            <th scope="col">
              <span class="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.versions.map((version) => (
            <tr key={version.version}>
              <th scope="row">
                {version.version}
                {version.version === props.current.version ? ' (current)' : ''}
                {version.version === 1 ? ' (default)' : ''}
              </th>
              <td>{formatTimestamp(version.created_at)}</td>
              <td class="actions">
                {version.version !== props.current.version && (
                  <>
                    <button type="button" class="small" onClick={() => setCompared(version.version)}>
                      Compare version {version.version} with current
                    </button>
                    {canWrite(user) && (
                      <button type="button" class="small" onClick={() => void revert(version.version)}>
                        Revert to version {version.version}
                      </button>
                    )}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {comparedVersion && (
        <div class="diff" aria-labelledby="diff-title">
          <h3 id="diff-title">
            Changes from version {comparedVersion.version} to version {props.current.version}
          </h3>
          {changes.length === 0 ? (
            <p class="muted">The rules are the same.</p>
          ) : (
            <ul aria-label="Changes">
              {changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {confirmDialog}
    </section>
  );
}
