import type { Classification, ContractFields, MissingClause, Playbook, PlaybookMatch, ReportClause } from '../../engines/types.ts';
import type { StageDeps } from '../types.ts';

export interface AnalyzeClausesInput {
  text: string;
  classification: Classification;
  fields: ContractFields;
  match: PlaybookMatch;
  playbook: Playbook;
}

export interface AnalyzeClausesOutput {
  clauses: ReportClause[];
  missing: MissingClause[];
}

export async function analyzeClauses(input: AnalyzeClausesInput, deps: StageDeps): Promise<AnalyzeClausesOutput> {
  return deps.engines.analysis.analyzeClauses(input);
}
