import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { api, API_BASE, getIfExists } from '../api.ts';
import type { DocumentDetail, Evidence, Obligation, Project, Report } from '../api-schemas.ts';
import { RiskBadge, StatusBadge } from '../components/badges.tsx';
import { HighlightedText, focusFromLocation } from '../components/highlighted-text.tsx';
import { Link } from '../components/link.tsx';
import { ErrorNotice, Loading, UnavailablePage } from '../components/notice.tsx';
import { ObligationsTable } from '../components/obligations-table.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { PipelineStepper } from '../components/pipeline-stepper.tsx';
import { ReportView } from '../components/report-view.tsx';
import { formatBytes, formatDate, formatTimestamp } from '../format.ts';
import { useAction, useApiGet, useLiveRefresh, useResource } from '../hooks.ts';
import { isInFlight } from '../pipeline.ts';
import { canWrite, useSession } from '../session.tsx';
import { navigate } from '../router.ts';
import { useDeleteDocument } from '../components/delete-document.tsx';

interface Analysis {
  report: Report | null;
  obligations: Obligation[];
  text: string | null;
}

/** Report, obligations and text exist only once the pipeline completed (spec §3 rule 2). */
async function loadAnalysis(documentId: string): Promise<Analysis> {
  const base = `/documents/${documentId}`;
  const [report, obligations, text] = await Promise.all([
    getIfExists<Report>(`${base}/report`),
    getIfExists<Obligation[]>(`${base}/obligations`),
    getIfExists<string>(`${base}/text`),
  ]);
  return { report, obligations: obligations ?? [], text };
}

export function DocumentPage(props: { documentId: string }) {
  const { user } = useSession();
  const document = useApiGet<DocumentDetail>(`/documents/${props.documentId}`);
  const status = document.data?.pipeline_status;
  useLiveRefresh(`document_id=${encodeURIComponent(props.documentId)}`, status !== undefined && isInFlight(status), () => void document.reload());

  if (document.error) return <UnavailablePage what="document" error={document.error} />;
  if (!document.data) return <Loading what="the document" />;
  const detail = document.data;
  return (
    <>
      <Breadcrumb document={detail} />
      <PageHeading title={detail.filename}>
        <StatusBadge status={detail.pipeline_status} />
        {canWrite(user) && <DeleteDocumentButton document={detail} />}
      </PageHeading>
      <PipelineStepper status={detail.pipeline_status} errorMessage={detail.error_message} />
      <DocumentFields document={detail} />
      {detail.pipeline_status === 'complete' && (
        // Keyed by completion: a re-analysis that completes loads the new report.
        <AnalysisSections
          key={detail.completed_at ?? ''}
          documentId={detail.id}
          projectId={detail.project_id}
          canEdit={canWrite(user)}
          onReanalysed={() => void document.reload()}
        />
      )}
    </>
  );
}

function DeleteDocumentButton(props: { document: DocumentDetail }) {
  const { deleteDocument, confirmDialog, notice } = useDeleteDocument();
  const remove = async () => {
    if (await deleteDocument(props.document)) navigate(`/projects/${props.document.project_id}`);
  };
  return (
    <>
      <button type="button" class="danger" onClick={() => void remove()}>
        Delete document
      </button>
      {notice}
      {confirmDialog}
    </>
  );
}

function Breadcrumb(props: { document: DocumentDetail }) {
  const project = useResource(props.document.project_id, () =>
    api<Project>('GET', `/projects/${props.document.project_id}`),
  );
  return (
    <nav aria-label="Breadcrumb" class="breadcrumb">
      <Link href="/">Projects</Link> ›{' '}
      <Link href={`/projects/${props.document.project_id}`}>{project.data?.name ?? 'Project'}</Link> ›{' '}
      <span aria-current="page">{props.document.filename}</span>
    </nav>
  );
}

function DocumentFields(props: { document: DocumentDetail }) {
  const { document } = props;
  const evidence = document.evidence;
  return (
    <section aria-labelledby="fields-title" class="card">
      <h2 id="fields-title">Contract details</h2>
      <dl class="facts">
        {/* Until the analysis ran (or when it failed) "Not found" would claim the contract was read. */}
        {document.pipeline_status === 'complete' ? (
          <>
            <Fact term="Classification">{document.classification || 'Not classified'}</Fact>
            <Fact term="Parties" evidence={evidence?.parties?.[0]}>
              {document.parties && document.parties.length > 0 ? document.parties.join('; ') : 'Not found'}
            </Fact>
            <Fact term="Effective date" evidence={evidence?.effective_date}>
              {document.effective_date ? formatDate(document.effective_date) : 'Not found'}
            </Fact>
            <Fact term="Governing law" evidence={evidence?.governing_law}>
              {document.governing_law || 'Not found'}
            </Fact>
            <Fact term="Overall risk">
              <RiskBadge risk={document.overall_risk} />
            </Fact>
          </>
        ) : (
          <Fact term="Analysis">{document.pipeline_status === 'failed' ? 'Not analysed: processing failed (see above).' : 'Not analysed yet.'}</Fact>
        )}
        <Fact term="Uploaded">{formatTimestamp(document.created_at)}</Fact>
        <Fact term="Completed">{formatTimestamp(document.completed_at)}</Fact>
        {document.file_type && (
          <Fact term="File">
            {document.file_type.toUpperCase()}, {formatBytes(document.size_bytes)}
          </Fact>
        )}
      </dl>
    </section>
  );
}

/** One extracted field; `evidence` is the contract's own words it was read from, so a reviewer can check it. */
function Fact(props: { term: string; children: ComponentChildren; evidence?: Evidence | null }) {
  return (
    <div>
      <dt>{props.term}</dt>
      <dd>
        {props.children}
        {props.evidence && (
          <q class="evidence" title="Where the contract says so">
            {props.evidence.quote}
          </q>
        )}
      </dd>
    </div>
  );
}

/** Offers re-analysis when the report was made under an older playbook version than the project's current one. */
function StaleReportNotice(props: { documentId: string; projectId: string; reportVersion: number; canEdit: boolean; onReanalysed: () => void }) {
  const playbook = useApiGet<{ version: number }>(`/projects/${props.projectId}/playbook`);
  const { isBusy, error, failure, run } = useAction();
  const current = playbook.data?.version;
  if (current === undefined || current <= props.reportVersion) return null;
  const reanalyse = async () => {
    if (await run(() => api('POST', `/documents/${props.documentId}/reanalyze`))) props.onReanalysed();
  };
  return (
    <div class="notice notice-block" role="status">
      <p>
        This report used playbook version {props.reportVersion}; the project now uses version {current}.
      </p>
      <ErrorNotice message={error} failure={failure} />
      {props.canEdit && (
        <button type="button" class="primary" disabled={isBusy} onClick={() => void reanalyse()}>
          {isBusy ? 'Queuing…' : `Re-analyse with version ${current}`}
        </button>
      )}
    </div>
  );
}

function AnalysisSections(props: { documentId: string; projectId: string; canEdit: boolean; onReanalysed: () => void }) {
  const analysis = useResource(props.documentId, () => loadAnalysis(props.documentId));
  const [keepLineBreaks, setKeepLineBreaks] = useState(false);
  const base = `${API_BASE}/documents/${props.documentId}`;
  if (analysis.error) return <ErrorNotice message={`The analysis could not be loaded: ${analysis.error.message}`} failure={analysis.error} />;
  if (!analysis.data) return <Loading what="the report" />;
  const { report, obligations, text } = analysis.data;
  return (
    <>
      <div class="toolbar">
        <a class="button" href={`${base}/report`} download={`report-${props.documentId}.json`}>
          Download report (JSON)
        </a>
        <a class="button" href={`${base}/obligations.ics`} download={`obligations-${props.documentId}.ics`}>
          Download obligations (.ics)
        </a>
        <Link href={`/projects/${props.projectId}/playbook`} class="button">
          Project playbook
        </Link>
      </div>
      {report && (
        <StaleReportNotice
          documentId={props.documentId}
          projectId={props.projectId}
          reportVersion={report.playbook_version}
          canEdit={props.canEdit}
          onReanalysed={props.onReanalysed}
        />
      )}
      {report ? (
        <ReportView report={report} hasText={text !== null} />
      ) : (
        <ErrorNotice message="The pipeline completed but no report was found. Reload the page; if it persists, upload the document again." />
      )}
      <ObligationsTable obligations={obligations} canEdit={props.canEdit} />
      <section aria-labelledby="text-title" class="card">
        <h2 id="text-title">Extracted text</h2>
        <p class="hint">
          Highlighted passages are the clauses of the report, each labelled with its types where it begins. Lines the PDF
          only wrapped are joined into paragraphs.
        </p>
        {text === null ? (
          <p class="muted">No extracted text is available for this document.</p>
        ) : (
          <>
            <label class="checkbox-label">
              <input type="checkbox" checked={keepLineBreaks} onChange={(event) => setKeepLineBreaks(event.currentTarget.checked)} /> Show
              the document’s own line breaks
            </label>
            <HighlightedText text={text} clauses={report?.clauses ?? []} focus={focusFromLocation(location.search)} keepLineBreaks={keepLineBreaks} />
          </>
        )}
      </section>
    </>
  );
}
