// The API's payloads under the names the console uses: the schemas generated from the service's /openapi.json
// (packages/client), never copied by hand, so the console cannot drift from the server.
import type { Credential, CredentialCreated, Document, DocumentListItem, Me, PasswordReset, Project, Session, User as ApiUser } from '../../packages/client/src/schemas.ts';

export type { DocumentEventType, Webhook, WebhookCreated, WebhookDelivery } from '../../packages/client/src/schemas.ts';
export type { EthicalWall, Obligation, PlaybookVersion, Project, Report, ReportClause, MissingClause, SearchHit, ValidationIssue } from '../../packages/client/src/schemas.ts';
export type User = Me;
export type AdminUser = ApiUser;
export type { PasswordReset };
export type SessionResponse = Session;
export type { Credential };
export type CreatedCredential = CredentialCreated;
export type AnalysisEngine = Project['analysis_engine'];
export type DocumentSummary = DocumentListItem;
export type DocumentDetail = Document;
export type Evidence = NonNullable<DocumentDetail['evidence']['effective_date']>;
