// Records (camelCase) → API bodies (snake_case): one mapper per resource (style §5.2).

import type { Static } from 'typebox';
import type { Principal } from '../domain/access.ts';
import type { DocumentWithRisk } from '../domain/document.service.ts';
import type { PlaybookView } from '../domain/playbook.service.ts';
import type { SearchResult } from '../domain/search.service.ts';
import { eventPayload } from '../domain/event.service.ts';
import type {
  CalendarFeedRecord,
  CredentialRecord,
  DocumentEventRecord,
  DocumentRecord,
  EthicalWallRecord,
  ObligationRecord,
  ProjectRecord,
  ReportRecord,
  UserRecord,
  WebhookAttemptRecord,
  WebhookRecord,
} from '../storage/types.ts';
import type { CalendarFeed, Webhook, WebhookDelivery } from './schemas/integrations.ts';
import type { Me } from './schemas/auth.ts';
import type { Credential, CredentialCreated, User, Wall } from './schemas/admin.ts';
import type { DocumentDetail, DocumentListItem, DocumentUploaded, Obligation, Report } from './schemas/documents.ts';
import type { PlaybookView as PlaybookViewSchema } from './schemas/playbooks.ts';
import type { Project } from './schemas/projects.ts';
import type { SearchHit } from './schemas/search.ts';
import type { DocumentEvent } from './schemas/events.ts';

export function toMeResponse(principal: Principal): Static<typeof Me> {
  return { id: principal.userId, email: principal.email, name: principal.name, role: principal.role, must_change_password: principal.mustChangePassword ?? false };
}

export function toProjectResponse(project: ProjectRecord): Static<typeof Project> {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    created_at: project.createdAt,
    document_count: project.documentCount,
    analysis_engine: project.analysisMode,
    our_side: project.ourSide,
  };
}

export function toUploadResponse(document: DocumentRecord): Static<typeof DocumentUploaded> {
  // spec §4.5: always `queued`, even if a worker has already picked the job up.
  return {
    id: document.id,
    filename: document.filename,
    project_id: document.projectId,
    pipeline_status: 'queued',
    created_at: document.createdAt,
  };
}

export function toDocumentListItem({ document, overallRisk }: DocumentWithRisk): Static<typeof DocumentListItem> {
  return {
    id: document.id,
    filename: document.filename,
    project_id: document.projectId,
    pipeline_status: document.pipelineStatus,
    classification: document.classification,
    overall_risk: overallRisk,
    created_at: document.createdAt,
  };
}

export function toDocumentResponse({ document, overallRisk }: DocumentWithRisk): Static<typeof DocumentDetail> {
  const evidence = document.fieldEvidence;
  return {
    ...toDocumentListItem({ document, overallRisk }),
    parties: document.parties ?? [],
    effective_date: document.effectiveDate,
    governing_law: document.governingLaw,
    completed_at: document.completedAt,
    error_message: document.pipelineStatus === 'failed' ? document.errorMessage : null,
    file_type: document.fileType,
    size_bytes: document.sizeBytes,
    evidence: {
      parties: evidence?.parties ?? [],
      effective_date: evidence?.effective_date ?? null,
      governing_law: evidence?.governing_law ?? null,
      cover_page_variables: evidence?.cover_page_variables ?? [],
    },
  };
}

export function toReportResponse(report: ReportRecord): Static<typeof Report> {
  return {
    id: report.id,
    document_id: report.documentId,
    report_type: 'contract_analysis',
    overall_risk: report.overallRisk,
    executive_summary: report.executiveSummary,
    clauses: report.clauses,
    missing_clauses: report.missingClauses,
    playbook_version: report.playbookVersion,
    analysis_engine: report.analysisMode,
    model: report.model,
    our_side: report.ourSide,
    created_at: report.createdAt,
  };
}

export function toObligationResponse(obligation: ObligationRecord): Static<typeof Obligation> {
  return {
    id: obligation.id,
    document_id: obligation.documentId,
    title: obligation.title,
    description: obligation.description,
    due_date: obligation.dueDate,
    recurrence: obligation.recurrence,
    responsible_party: obligation.responsibleParty,
    status: obligation.status,
    source: obligation.source,
    derivation: obligation.derivation,
    engine: obligation.engine,
  };
}

export function toPlaybookResponse(view: PlaybookView): Static<typeof PlaybookViewSchema> {
  return { project_id: view.projectId, version: view.version, playbook: view.playbook, created_at: view.createdAt };
}

export function toSearchHitResponse(hit: SearchResult): Static<typeof SearchHit> {
  return {
    document_id: hit.documentId,
    project_id: hit.projectId,
    filename: hit.filename,
    clause_type: hit.clauseType,
    text: hit.text,
    start: hit.start,
    end: hit.end,
    score: hit.score,
  };
}

export function toUserResponse(user: UserRecord): Static<typeof User> {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    name: user.name,
    is_active: user.isActive,
    must_change_password: user.mustChangePassword,
    created_at: user.createdAt,
  };
}

export function toCredentialResponse(credential: CredentialRecord, userEmail: string | null): Static<typeof Credential> {
  return {
    id: credential.id,
    name: credential.name,
    client_id: credential.clientId,
    user_id: credential.userId,
    user_email: userEmail,
    created_at: credential.createdAt,
    last_used_at: credential.lastUsedAt,
  };
}

export function toCreatedCredentialResponse(credential: CredentialRecord, clientSecret: string): Static<typeof CredentialCreated> {
  return {
    id: credential.id,
    name: credential.name,
    client_id: credential.clientId,
    client_secret: clientSecret,
    user_id: credential.userId,
    created_at: credential.createdAt,
  };
}

export function toWallResponse(wall: EthicalWallRecord): Static<typeof Wall> {
  return {
    id: wall.id,
    project_id: wall.projectId,
    ...(wall.projectName === undefined ? {} : { project_name: wall.projectName }),
    allowed_user_ids: wall.allowedUserIds,
    name: wall.name,
    created_at: wall.createdAt,
  };
}

export function toDocumentEventResponse(event: DocumentEventRecord): DocumentEvent {
  return eventPayload(event);
}

export function toWebhookResponse(webhook: WebhookRecord): Static<typeof Webhook> {
  return { id: webhook.id, project_id: webhook.projectId, url: webhook.url, events: webhook.eventTypes, created_by: webhook.createdBy, created_at: webhook.createdAt };
}

export function toWebhookDeliveryResponse(attempt: WebhookAttemptRecord): Static<typeof WebhookDelivery> {
  return {
    event_id: String(attempt.eventSeq),
    event_type: attempt.eventType,
    attempt: attempt.attempt,
    status_code: attempt.statusCode,
    error: attempt.error,
    latency_ms: attempt.latencyMs,
    outcome: attempt.outcome,
    attempted_at: attempt.attemptedAt,
  };
}

export function toCalendarFeedResponse(feed: CalendarFeedRecord): Static<typeof CalendarFeed> {
  return { id: feed.id, project_id: feed.projectId, created_by: feed.createdBy, created_at: feed.createdAt };
}
