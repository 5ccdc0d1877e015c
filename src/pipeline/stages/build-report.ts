import { randomUUID } from 'node:crypto';
import { REPORT_TYPE, type RiskLevel } from '../../domain/vocabulary.ts';
import type { AnalysisEngine, ObligationDraft } from '../../engines/types.ts';
import type { ObligationRecord } from '../../storage/types.ts';
import { requireStored } from '../stage-error.ts';
import type { StageDeps } from '../types.ts';

export type BuildReportInput = Parameters<AnalysisEngine['buildReport']>[0] & { documentId: string };

export interface BuildReportOutput {
  reportId: string;
  overallRisk: RiskLevel;
  obligationCount: number;
  playbookVersion: number;
}

export async function buildReport(input: BuildReportInput, deps: StageDeps): Promise<BuildReportOutput> {
  const { documentId, ...engineInput } = input;
  const { report, obligations } = await deps.engines.analysis.buildReport(engineInput);
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
      // The version actually applied, whatever the engine echoes back.
      playbookVersion: input.playbook.version,
    },
    obligations.map((draft) => toObligationRecord(documentId, draft)),
  );
  requireStored(written, documentId);
  return {
    reportId,
    overallRisk: report.overall_risk,
    obligationCount: obligations.length,
    playbookVersion: input.playbook.version,
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
  };
}
