import { randomUUID } from 'node:crypto';
import type { Clause, ContractFields, MissingClause, ObligationDraft, Playbook, ReportClause, RiskLevel } from '../../analysis/model.ts';
import { composeReport } from '../../analysis/report.ts';
import { REPORT_TYPE } from '../../domain/vocabulary.ts';
import type { ObligationRecord } from '../../storage/types.ts';
import { requireStored } from '../stage-error.ts';
import type { StageDeps } from '../types.ts';
import { findObligations } from '../analysis-steps.ts';
import { analysisEngineFor, logDroppedFindings } from './analysis-engine.ts';
import type { ClassifyDocumentOutput } from './classify-document.ts';

export interface BuildReportInput {
  documentId: string;
  text: string;
  classification: ClassifyDocumentOutput;
  fields: ContractFields;
  /** The typed clauses of the playbook stage, where duties are looked for. */
  typedClauses: Clause[];
  clauses: ReportClause[];
  missing: MissingClause[];
  playbook: Playbook;
}

export interface BuildReportOutput {
  reportId: string;
  overallRisk: RiskLevel;
  obligationCount: number;
  playbookVersion: number;
  droppedFindings: number;
}

export async function buildReport(input: BuildReportInput, deps: StageDeps): Promise<BuildReportOutput> {
  const { documentId, classification } = input;
  const engine = analysisEngineFor(classification.mode, deps);
  const { text, fields, typedClauses } = input;
  const { obligations, droppedFindings } = await findObligations(engine, { text, fields, typedClauses, reportClauses: input.clauses }, logDroppedFindings(engine, deps));
  const report = composeReport({ ...input, ourSide: classification.ourSide ?? null });
  const reportId = randomUUID();
  const written = await deps.storage.reports.saveWithObligations(
    {
      id: reportId,
      documentId,
      reportType: REPORT_TYPE,
      overallRisk: report.overall_risk,
      executiveSummary: report.executive_summary,
      clauses: report.clauses,
      missingClauses: report.missing_clauses,
      playbookVersion: input.playbook.version,
      analysisMode: classification.mode,
      model: classification.mode === 'local' ? null : deps.engines.analysis.model,
      ourSide: classification.ourSide ?? null,
    },
    obligations.map((draft) => toObligationRecord(documentId, draft)),
  );
  requireStored(written, documentId);
  return {
    reportId,
    overallRisk: report.overall_risk,
    obligationCount: obligations.length,
    playbookVersion: input.playbook.version,
    droppedFindings,
  };
}

function toObligationRecord(documentId: string, draft: ObligationDraft): Omit<ObligationRecord, 'createdAt'> {
  return {
    id: randomUUID(),
    documentId,
    title: draft.title,
    description: draft.description,
    dueDate: draft.due_date,
    recurrence: draft.recurrence,
    responsibleParty: draft.responsible_party,
    status: 'active',
    source: draft.source,
    derivation: draft.derivation,
    engine: draft.engine,
  };
}
