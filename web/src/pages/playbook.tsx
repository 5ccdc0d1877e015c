import { useState } from 'preact/hooks';
import { api, ApiError, formatIssue } from '../api.ts';
import type { PlaybookVersion, Project } from '../api-schemas.ts';
import { Link } from '../components/link.tsx';
import { ErrorNotice, Loading } from '../components/notice.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { formatTimestamp } from '../format.ts';
import { useAction, useApiGet } from '../hooks.ts';
import { canWrite, useSession } from '../session.tsx';

/** The project's playbook as JSON: readable by everyone with access, editable by members and admins. */
export function PlaybookPage(props: { projectId: string }) {
  const project = useApiGet<Project>(`/projects/${props.projectId}`);
  const playbook = useApiGet<PlaybookVersion>(`/projects/${props.projectId}/playbook`);
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  const onSaved = async (version: number) => {
    setSavedVersion(version);
    await playbook.reload();
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
        terms are. Saving creates a new version; documents analysed afterwards use it.
      </p>
      <ErrorNotice message={playbook.error?.message} />
      {savedVersion !== null && (
        <p class="notice notice-success" role="status">
          Saved as version {savedVersion}.
        </p>
      )}
      {playbook.isLoading ? (
        <Loading what="the playbook" />
      ) : (
        playbook.data && (
          // Keyed by version: a newly saved version starts a fresh editor from the server's copy.
          <PlaybookEditor key={playbook.data.version} current={playbook.data} projectId={props.projectId} onSaved={onSaved} />
        )
      )}
    </>
  );
}

function PlaybookEditor(props: { current: PlaybookVersion; projectId: string; onSaved: (version: number) => Promise<void> }) {
  const { user } = useSession();
  const [draft, setDraft] = useState(() => JSON.stringify(props.current.playbook, null, 2));
  const [problems, setProblems] = useState<string[]>([]);
  const { isBusy, run } = useAction();
  const editable = canWrite(user);

  const save = async (event: Event) => {
    event.preventDefault();
    let parsed: unknown;
    try {
      parsed = JSON.parse(draft);
    } catch (error) {
      setProblems([`The playbook is not valid JSON: ${(error as Error).message}`]);
      return;
    }
    setProblems([]);
    await run(async () => {
      try {
        const saved = await api<PlaybookVersion>('PUT', `/projects/${props.projectId}/playbook`, parsed);
        await props.onSaved(saved.version);
      } catch (error) {
        if (error instanceof ApiError && error.issues.length > 0) setProblems(error.issues.map(formatIssue));
        else setProblems([error instanceof Error ? error.message : String(error)]);
      }
    });
  };

  return (
    <form class="card" onSubmit={save}>
      <p class="muted">
        Version {props.current.version}
        {props.current.version === 1 ? ' (the default playbook)' : ''}, saved {formatTimestamp(props.current.created_at)}.
      </p>
      <label for="playbook-json">Playbook (JSON)</label>
      <textarea
        id="playbook-json"
        class="code"
        rows={24}
        spellcheck={false}
        readOnly={!editable}
        aria-describedby={problems.length > 0 ? 'playbook-problems' : undefined}
        value={draft}
        onInput={(event) => setDraft(event.currentTarget.value)}
      />
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
      {editable ? (
        <button type="submit" class="primary" disabled={isBusy}>
          {isBusy ? 'Saving…' : 'Save new version'}
        </button>
      ) : (
        <p class="muted">You have read-only access; a member or an administrator can change the playbook.</p>
      )}
    </form>
  );
}
