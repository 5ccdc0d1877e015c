import { verifyClauseFacts } from '../../analysis/evidence.ts';
import { emptyClauseFacts, type Clause, type ContractFields, type MissingClause, type Playbook, type ReportClause } from '../../analysis/model.ts';
import { assessClauses } from '../../analysis/report.ts';
import type { StageDeps } from '../types.ts';
import { analysisEngineFor, withVerifiedEvidence } from './analysis-engine.ts';
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
  const typed = input.clauses.filter((c) => c.types.length > 0);
  const raw = typed.length > 0 ? await engine.readClauseFacts({ text: input.text, clauses: typed }) : [];
  const facts = withVerifiedEvidence(input.text, engine, deps, 'clause facts', (v) =>
    typed.map((_, i) => verifyClauseFacts(raw[i] ?? emptyClauseFacts(), v, engine.name)),
  );
  const { clauses, missing } = assessClauses({
    clauses: typed,
    facts: facts.value,
    fields: input.fields,
    playbook: input.playbook,
    classification: input.classification,
    engine: engine.name,
    ourSide: input.classification.ourSide ?? null,
    text: input.text,
  });
  return { clauses, missing, droppedFindings: facts.dropped };
}
