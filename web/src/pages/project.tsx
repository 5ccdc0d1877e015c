import { useCallback, useState } from 'preact/hooks';
import { api } from '../api.ts';
import type { AnalysisEngine, DocumentSummary, Project } from '../api-schemas.ts';
import { RiskBadge, StatusBadge } from '../components/badges.tsx';
import { useDeleteDocument } from '../components/delete-document.tsx';
import { Link } from '../components/link.tsx';
import { EmptyState, ErrorNotice, Loading, UnavailablePage } from '../components/notice.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { RenameProject } from '../components/rename-project.tsx';
import { DeleteProject } from '../components/delete-project.tsx';
import { UploadZone } from '../components/upload-zone.tsx';
import { WebhooksSection } from '../components/webhooks-section.tsx';
import { formatTimestamp } from '../format.ts';
import { useAction, useApiGet, useApiList, useLiveRefresh } from '../hooks.ts';
import { isInFlight } from '../pipeline.ts';
import { canWrite, useSession } from '../session.tsx';

export function ProjectPage(props: { projectId: string }) {
  const { user } = useSession();
  const project = useApiGet<Project>(`/projects/${props.projectId}`);
  const documents = useApiList<DocumentSummary>(`/documents?project_id=${encodeURIComponent(props.projectId)}`);
  const anyInFlight = documents.data?.some((document) => isInFlight(document.pipeline_status)) ?? false;
  useLiveRefresh(`project_id=${encodeURIComponent(props.projectId)}`, anyInFlight, () => void documents.reload());
  const onUploaded = useCallback(() => void documents.reload(), [documents.reload]);

  if (project.error) return <UnavailablePage what="project" error={project.error} />;
  if (!project.data) return <Loading what="the project" />;

  return (
    <>
      <nav aria-label="Breadcrumb" class="breadcrumb">
        <Link href="/">Projects</Link> › <span aria-current="page">{project.data.name}</span>
      </nav>
      <PageHeading title={project.data.name}>
        <Link href={`/projects/${props.projectId}/playbook`} class="button">
          Playbook
        </Link>
        {canWrite(user) && <RenameProject project={project.data} onRenamed={project.reload} />}
        {user.role === 'admin' && <DeleteProject project={project.data} />}
      </PageHeading>
      {project.data.description && <p class="lead">{project.data.description}</p>}
      <AnalysisEngineSetting project={project.data} editable={canWrite(user)} onChanged={project.reload} />
      <OurSideSetting project={project.data} editable={canWrite(user)} onChanged={project.reload} />
      {canWrite(user) && <UploadZone projectId={props.projectId} onUploaded={onUploaded} />}
      <section aria-labelledby="documents-title">
        <h2 id="documents-title">
          Documents{' '}
          {anyInFlight && (
            <span class="muted small" role="status">
              (refreshing while the pipeline runs)
            </span>
          )}
        </h2>
        <ErrorNotice message={documents.error?.message} failure={documents.error} />
        {documents.isLoading ? (
          <Loading what="documents" />
        ) : documents.data?.length === 0 ? (
          <EmptyState title="No documents in this project yet.">
            {canWrite(user)
              ? 'Upload a contract above; its analysis appears here when the pipeline completes.'
              : 'A member of the project can upload contracts.'}
          </EmptyState>
        ) : (
          <DocumentTable documents={documents.data ?? []} canDelete={canWrite(user)} onDeleted={onUploaded} />
        )}
      </section>
      {canWrite(user) && <WebhooksSection projectId={props.projectId} />}
    </>
  );
}

function DocumentTable(props: { documents: DocumentSummary[]; canDelete: boolean; onDeleted: () => void }) {
  const { deleteDocument, confirmDialog, notice } = useDeleteDocument();

  const remove = async (document: DocumentSummary) => {
    if (await deleteDocument(document)) props.onDeleted();
  };

  return (
    <>
      {notice}
      <div class="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Filename</th>
              <th scope="col">Classification</th>
              <th scope="col">Pipeline status</th>
              <th scope="col">Overall risk</th>
              <th scope="col">Uploaded</th>
              {props.canDelete && (
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {props.documents.map((document) => (
              <tr key={document.id} data-document-id={document.id}>
                <th scope="row">
                  <Link href={`/documents/${document.id}`}>{document.filename}</Link>
                </th>
                <td>{document.classification || <span class="muted">—</span>}</td>
                <td>
                  <StatusBadge status={document.pipeline_status} />
                </td>
                <td>
                  <RiskBadge risk={document.overall_risk} />
                </td>
                <td>{formatTimestamp(document.created_at)}</td>
                {props.canDelete && (
                  <td>
                    <button
                      type="button"
                      class="danger small"
                      aria-label={`Delete ${document.filename}`}
                      onClick={() => void remove(document)}
                    >
                      Delete
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {confirmDialog}
    </>
  );
}

const ENGINE_CHOICES: { value: AnalysisEngine; label: string }[] = [
  { value: 'local', label: 'On this server only (no network)' },
  { value: 'llm', label: 'By the configured model (the text is sent to it)' },
  { value: 'hybrid', label: 'On this server, reviewed by the configured model (the text is sent to it)' },
];

/** Which engine analyses the project's documents; `local` keeps a privileged matter on this server. */
function AnalysisEngineSetting(props: { project: Project; editable: boolean; onChanged: () => Promise<void> }) {
  const { isBusy, error, failure, run } = useAction();
  const current = ENGINE_CHOICES.find((choice) => choice.value === props.project.analysis_engine);
  const change = (value: AnalysisEngine) =>
    run(async () => {
      await api<Project>('PATCH', `/projects/${props.project.id}`, { analysis_engine: value });
      await props.onChanged();
    });
  if (!props.editable) return <p class="muted">Analysis: {current?.label ?? props.project.analysis_engine}.</p>;
  return (
    <div class="field">
      <label for="analysis-engine">Analysis engine</label>
      <select
        id="analysis-engine"
        value={props.project.analysis_engine}
        disabled={isBusy}
        aria-describedby="analysis-engine-help"
        onChange={(event) => void change(event.currentTarget.value as AnalysisEngine)}
      >
        {ENGINE_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <p id="analysis-engine-help" class="muted small">
        Applies to documents analysed from now on. Keep privileged matters on this server.
      </p>
      <ErrorNotice message={error} failure={failure} />
    </div>
  );
}

/** The party the matter acts for: reports read risks and recommendations from this side. */
function OurSideSetting(props: { project: Project; editable: boolean; onChanged: () => Promise<void> }) {
  const { isBusy, error, failure, run } = useAction();
  const [draft, setDraft] = useState(props.project.our_side ?? '');
  if (!props.editable) return <p class="muted">We act for: {props.project.our_side ?? 'not said'}.</p>;
  const save = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      await api<Project>('PATCH', `/projects/${props.project.id}`, { our_side: draft });
      await props.onChanged();
    });
  };
  return (
    <form class="field" onSubmit={save}>
      <label for="our-side">We act for</label>
      <input id="our-side" value={draft} maxLength={200} aria-describedby="our-side-help" onInput={(event) => setDraft(event.currentTarget.value)} />
      <button type="submit" disabled={isBusy || draft === (props.project.our_side ?? '')}>
        Save
      </button>
      <p id="our-side-help" class="muted small">
        A role as the contracts name it (Customer, Licensee, Supplier …) or a party’s name. Reports analysed from now on read risks from this side.
      </p>
      <ErrorNotice message={error} failure={failure} />
    </form>
  );
}
