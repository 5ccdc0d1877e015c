// The API's payloads as the console reads them: names for the schemas generated from the service's
// /openapi.json (packages/client/src/openapi.ts), never copied by hand, so the console cannot drift.
import type { components } from '../../packages/client/src/openapi.ts';

type Schemas = components['schemas'];

export type User = Schemas['Me'];
export type AdminUser = Schemas['User'];
export type SessionResponse = Schemas['Session'];
export type Credential = Schemas['Credential'];
export type CreatedCredential = Schemas['CredentialCreated'];
export type EthicalWall = Schemas['EthicalWall'];
export type Project = Schemas['Project'];
export type AnalysisEngine = Project['analysis_engine'];
export type DocumentSummary = Schemas['DocumentListItem'];
export type DocumentDetail = Schemas['Document'];
export type Evidence = NonNullable<DocumentDetail['evidence']['effective_date']>;
export type Report = Schemas['Report'];
export type ReportClause = Report['clauses'][number];
export type MissingClause = Report['missing_clauses'][number];
export type Obligation = Schemas['Obligation'];
export type PlaybookVersion = Schemas['PlaybookVersion'];
export type ValidationIssue = Schemas['ValidationError']['detail'][number];
export type SearchHit = Schemas['SearchHit'];
