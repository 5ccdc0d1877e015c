// The analysis work of the pipeline on one text, without storage: each step calls an engine capability,
// verifies the evidence of what it returned, then applies the src/analysis rules. The stages run these steps
// (and store their results); analyze-text.ts runs them in a row for evaluation scripts and engine tests, so a
// change to a step reaches both.

import { createEvidenceVerifier, verifyClauseFacts, verifyClauses, verifyDuties, verifyFields, type EvidenceVerifier } from '../analysis/evidence.ts';
import {
  emptyClauseFacts,
  type Classification,
  type Clause,
  type ContractFields,
  type MissingClause,
  type ObligationDraft,
  type PageSpan,
  type Playbook,
  type ReportClause,
} from '../analysis/model.ts';
import { buildObligations } from '../analysis/obligations.ts';
import { assessClauses, typeClauses } from '../analysis/report.ts';
import type { AnalysisEngine } from '../engines/types.ts';

/** Told how many findings of one kind were dropped because their quotes were not in the text. */
export type DroppedFindingsListener = (what: string, dropped: number) => void;

/** Runs `verify` with a fresh verifier over `text` and reports its drops under `what`. */
function verified<T>(text: string, engine: AnalysisEngine, what: string, onDropped: DroppedFindingsListener | undefined, verify: (verifier: EvidenceVerifier) => T) {
  const verifier = createEvidenceVerifier(text, engine.name);
  const value = verify(verifier);
  if (verifier.dropped > 0) onDropped?.(what, verifier.dropped);
  return { value, dropped: verifier.dropped };
}

/** Fields and clauses, verified; clauses carry the types that pass the wording checks and the protection search. */
export async function readFieldsAndClauses(
  engine: AnalysisEngine,
  input: { text: string; pages: PageSpan[]; playbook: Playbook },
  onDropped?: DroppedFindingsListener,
): Promise<{ fields: ContractFields; clauses: Clause[]; droppedFindings: number }> {
  const { text, pages, playbook } = input;
  const [rawFields, rawClauses] = await Promise.all([engine.extractFields({ text }), engine.segmentAndTag({ text, pages })]);
  const fields = verified(text, engine, 'fields', onDropped, (v) => verifyFields(rawFields, v));
  const clauses = verified(text, engine, 'clauses', onDropped, (v) => verifyClauses(rawClauses, v, engine.name));
  return {
    fields: fields.value,
    clauses: typeClauses(clauses.value, fields.value, text, playbook),
    droppedFindings: fields.dropped + clauses.dropped,
  };
}

/** The typed clauses among all segments: the only ones assessed, and where duties are looked for. */
export function typedClausesOf(clauses: Clause[]): Clause[] {
  return clauses.filter((clause) => clause.types.length > 0);
}

/** Each typed clause's facts read and verified, then assessed against the playbook from our side. */
export async function assessTypedClauses(
  engine: AnalysisEngine,
  input: { text: string; clauses: Clause[]; fields: ContractFields; playbook: Playbook; classification: Classification; ourSide: string | null },
  onDropped?: DroppedFindingsListener,
): Promise<{ clauses: ReportClause[]; missing: MissingClause[]; droppedFindings: number }> {
  const { text } = input;
  const typed = typedClausesOf(input.clauses);
  const raw = typed.length > 0 ? await engine.readClauseFacts({ text, clauses: typed }) : [];
  const facts = verified(text, engine, 'clause facts', onDropped, (v) =>
    typed.map((_, i) => verifyClauseFacts(raw[i] ?? emptyClauseFacts(), v, engine.name)),
  );
  const { clauses, missing } = assessClauses({
    clauses: typed,
    facts: facts.value,
    fields: input.fields,
    playbook: input.playbook,
    classification: input.classification,
    engine: engine.name,
    ourSide: input.ourSide,
    text,
    segments: input.clauses,
  });
  return { clauses, missing, droppedFindings: facts.dropped };
}

/** Duty sentences read and verified, turned into obligations with the fields' dates and the report's clauses. */
export async function findObligations(
  engine: AnalysisEngine,
  input: { text: string; fields: ContractFields; typedClauses: Clause[]; reportClauses: ReportClause[] },
  onDropped?: DroppedFindingsListener,
): Promise<{ obligations: ObligationDraft[]; droppedFindings: number }> {
  const raw = await engine.findDuties({ text: input.text, fields: input.fields, clauses: input.typedClauses });
  const duties = verified(input.text, engine, 'duties', onDropped, (v) => verifyDuties(raw, v));
  return { obligations: buildObligations(input.fields, duties.value, input.reportClauses, engine.name), droppedFindings: duties.dropped };
}
