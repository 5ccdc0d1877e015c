import { useEffect, useState } from 'preact/hooks';
import { api } from '../api.ts';
import type { Project, SearchHit } from '../api-schemas.ts';
import { Link } from '../components/link.tsx';
import { EmptyState, ErrorNotice } from '../components/notice.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { useAction, useApiList } from '../hooks.ts';

/** The API's default is 10 (docs/api-extensions.md); a reviewer scanning for a clause wants a little more. */
const RESULT_LIMIT = 25;

/** Clause search by meaning across the documents the person may see (GET /search). */
export function SearchPage() {
  const projects = useApiList<Project>('/projects');
  const initial = new URLSearchParams(location.search);
  const [query, setQuery] = useState(initial.get('q') ?? '');
  const [projectId, setProjectId] = useState(initial.get('project_id') ?? '');
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const { isBusy, error, failure, run } = useAction();

  const search = async (text: string, project: string) => {
    const params = new URLSearchParams({ q: text.trim() });
    if (project) params.set('project_id', project);
    // Keep the query in the address so a search can be bookmarked or shared with a colleague.
    history.replaceState(null, '', `/search?${params}`);
    params.set('limit', String(RESULT_LIMIT));
    const found = await run(() => api<SearchHit[]>('GET', `/search?${params}`));
    if (found) setHits(found);
  };

  useEffect(() => {
    if (query.trim() !== '') void search(query, projectId);
  }, []);

  const projectName = (id: string) => projects.data?.find((project) => project.id === id)?.name ?? '';

  return (
    <>
      <PageHeading title="Search clauses" />
      <form
        class="card inline-form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void search(query, projectId);
        }}
      >
        <div class="fields">
          <div class="field grow">
            <label for="search-query">Find clauses about</label>
            <input
              id="search-query"
              type="search"
              required
              value={query}
              placeholder="e.g. termination for convenience, cap on liability"
              onInput={(event) => setQuery(event.currentTarget.value)}
            />
          </div>
          <div class="field">
            <label for="search-project">In project</label>
            <select id="search-project" value={projectId} onChange={(event) => setProjectId(event.currentTarget.value)}>
              <option value="">All projects</option>
              {(projects.data ?? []).map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" class="primary" disabled={isBusy}>
          {isBusy ? 'Searching…' : 'Search'}
        </button>
      </form>
      <ErrorNotice message={error} failure={failure} />
      {hits !== null && (
        <section aria-labelledby="results-title">
          <h2 id="results-title">Results</h2>
          {hits.length === 0 ? (
            <EmptyState title="No clause matches.">
              Nothing scored above the relevance threshold. Try the words a contract would use (for example “limitation of
              liability”), or search all projects. Only documents that completed the pipeline are searchable.
            </EmptyState>
          ) : (
            <ol class="clause-list">
              {hits.map((hit) => (
                <li key={`${hit.document_id}:${hit.start}`} class="clause">
                  <div class="clause-head">
                    <strong>{hit.clause_type}</strong>
                    <Link href={`/documents/${hit.document_id}?at=${hit.start}-${hit.end}`}>
                      {hit.filename}
                    </Link>
                    <span class="muted small">{projectName(hit.project_id)}</span>
                    <span class="search-score small" title="Similarity to your query, from 0 to 1">
                      Score {hit.score.toFixed(2)}
                    </span>
                  </div>
                  <blockquote>{hit.text}</blockquote>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </>
  );
}
