import { useState } from 'preact/hooks';
import { api } from '../api.ts';
import type { Project } from '../api-schemas.ts';
import { Link } from '../components/link.tsx';
import { EmptyState, ErrorNotice, Loading } from '../components/notice.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { formatTimestamp } from '../format.ts';
import { useAction, useApiList } from '../hooks.ts';
import { navigate } from '../router.ts';
import { canWrite, useSession } from '../session.tsx';

/** spec §2.2: longer names are refused with 422. */
const MAX_PROJECT_NAME_LENGTH = 255;

export function ProjectsPage() {
  const { user } = useSession();
  const projects = useApiList<Project>('/projects');
  return (
    <>
      <PageHeading title="Projects" />
      {canWrite(user) ? (
        <CreateProjectForm />
      ) : (
        <p class="notice">You have read-only access: you can open projects and reports but not change them.</p>
      )}
      <section aria-labelledby="project-list-title">
        <h2 id="project-list-title">Your projects</h2>
        <ErrorNotice message={projects.error?.message} failure={projects.error} />
        {projects.isLoading ? (
          <Loading what="projects" />
        ) : projects.data?.length === 0 ? (
          <EmptyState title="No projects yet.">
            {canWrite(user)
              ? 'Create one above, then upload contracts into it.'
              : 'Ask an administrator or a member to create one or to give you access.'}
          </EmptyState>
        ) : (
          <ProjectTable projects={projects.data ?? []} />
        )}
      </section>
    </>
  );
}

function ProjectTable(props: { projects: Project[] }) {
  return (
    <div class="table-scroll">
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Description</th>
            <th scope="col" class="number">
              Documents
            </th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {props.projects.map((project) => (
            <tr key={project.id}>
              <th scope="row">
                <Link href={`/projects/${project.id}`}>{project.name}</Link>
              </th>
              <td>{project.description || <span class="muted">—</span>}</td>
              <td class="number">{project.document_count}</td>
              <td>{formatTimestamp(project.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CreateProjectForm() {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const { isBusy, error, failure, run } = useAction();

  const submit = async (event: Event) => {
    event.preventDefault();
    const body = description.trim() === '' ? { name } : { name, description };
    const project = await run(() => api<Project>('POST', '/projects', body));
    if (project) navigate(`/projects/${project.id}`);
  };

  return (
    <form class="card inline-form" onSubmit={submit} aria-labelledby="create-project-title">
      <h2 id="create-project-title">New project</h2>
      <ErrorNotice message={error} failure={failure} />
      <div class="fields">
        <div class="field">
          <label for="project-name">Name</label>
          <input
            id="project-name"
            required
            maxLength={MAX_PROJECT_NAME_LENGTH}
            value={name}
            aria-describedby="project-name-hint"
            onInput={(event) => setName(event.currentTarget.value)}
          />
          <span id="project-name-hint" class="hint">
            Up to {MAX_PROJECT_NAME_LENGTH} characters, for example the matter or client.
          </span>
        </div>
        <div class="field grow">
          <label for="project-description">Description (optional)</label>
          <input
            id="project-description"
            value={description}
            onInput={(event) => setDescription(event.currentTarget.value)}
          />
        </div>
      </div>
      <button type="submit" class="primary" disabled={isBusy}>
        {isBusy ? 'Creating…' : 'Create project'}
      </button>
    </form>
  );
}
