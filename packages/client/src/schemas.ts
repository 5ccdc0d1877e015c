// Names for the API's payloads, from the types generated from /openapi.json. Types only (no runtime code), so
// the console can use them too.

import type { components } from './openapi.ts';

export type Schemas = components['schemas'];
export type Me = Schemas['Me'];
export type User = Schemas['User'];
export type PasswordReset = Schemas['PasswordReset'];
export type Session = Schemas['Session'];
export type Credential = Schemas['Credential'];
export type CredentialCreated = Schemas['CredentialCreated'];
export type EthicalWall = Schemas['EthicalWall'];
export type Project = Schemas['Project'];
export type DocumentListItem = Schemas['DocumentListItem'];
export type Document = Schemas['Document'];
export type PipelineStatus = Document['pipeline_status'];
export type Report = Schemas['Report'];
export type ReportClause = Report['clauses'][number];
export type MissingClause = Report['missing_clauses'][number];
export type Obligation = Schemas['Obligation'];
export type PlaybookVersion = Schemas['PlaybookVersion'];
export type ValidationIssue = Schemas['ValidationError']['detail'][number];
export type SearchHit = Schemas['SearchHit'];
export type DocumentEvent = Schemas['DocumentEvent'];
export type DocumentEventType = DocumentEvent['type'];
export type Webhook = Schemas['Webhook'];
export type WebhookCreated = Schemas['WebhookCreated'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type CalendarFeed = Schemas['CalendarFeed'];
export type CalendarFeedCreated = Schemas['CalendarFeedCreated'];
