import type { Clause, ContractFields, MissingClause, Playbook, ReportClause } from '../../analysis/model.ts';
import { assessTypedClauses } from '../analysis-steps.ts';
import type { StageDeps } from '../types.ts';
import { analysisEngineFor, logDroppedFindings } from './analysis-engine.ts';
import type { ClassifyDocumentOutput } from './classify-document.ts';

export interface AnalyzeClausesInput {
  text: string;
  classification: ClassifyDocumentOutput;
  fields: ContractFields;
  clauses: Clause[];
  playbook: Playbook;
}

export interface AnalyzeClausesOutput {
  clauses: ReportClause[];
  missing: MissingClause[];
  droppedFindings: number;
}

export async function analyzeClauses(input: AnalyzeClausesInput, deps: StageDeps): Promise<AnalyzeClausesOutput> {
  const engine = analysisEngineFor(input.classification.mode, deps);
  const { text, clauses, fields, playbook, classification } = input;
  return assessTypedClauses(engine, { text, clauses, fields, playbook, classification, ourSide: classification.ourSide ?? null }, logDroppedFindings(engine, deps));
}
