import type { Clause, ContractFields, PageSpan, Playbook } from '../../analysis/model.ts';
import { defaultPlaybook } from '../../analysis/playbook.ts';
import { requireStored } from '../stage-error.ts';
import type { StageDeps } from '../types.ts';
import { readFieldsAndClauses } from '../analysis-steps.ts';
import { analysisEngineFor, logDroppedFindings } from './analysis-engine.ts';
import type { ClassifyDocumentOutput } from './classify-document.ts';

export interface MatchPlaybookInput {
  documentId: string;
  projectId: string;
  text: string;
  pages: PageSpan[];
  classification: ClassifyDocumentOutput;
}

/** Keeps the playbook used, so later stages (and a resumed job) apply the same version. */
export interface MatchPlaybookOutput {
  playbook: Playbook;
  fields: ContractFields;
  /** Verified clauses with every type they carry. */
  clauses: Clause[];
  /** Findings dropped because their quotes were not in the text. */
  droppedFindings: number;
}

export async function matchPlaybook(input: MatchPlaybookInput, deps: StageDeps): Promise<MatchPlaybookOutput> {
  const playbook = await loadPlaybook(input.projectId, deps);
  const engine = analysisEngineFor(input.classification.mode, deps);
  const { text, pages } = input;
  const { fields, clauses, droppedFindings } = await readFieldsAndClauses(engine, { text, pages, playbook }, logDroppedFindings(engine, deps));
  const written = await deps.storage.documents.updateFields(input.documentId, {
    parties: fields.parties,
    effectiveDate: fields.effectiveDate,
    governingLaw: fields.governingLaw,
    fieldEvidence: {
      parties: fields.partiesEvidence,
      effective_date: fields.effectiveDateEvidence,
      governing_law: fields.governingLawEvidence,
      cover_page_variables: fields.coverPageVariables ?? [],
    },
  });
  requireStored(written, input.documentId);
  return { playbook, fields, clauses, droppedFindings };
}

/** The project's newest saved playbook, else the default (version 1). */
async function loadPlaybook(projectId: string, deps: StageDeps): Promise<Playbook> {
  const saved = await deps.storage.playbooks.getLatest(projectId);
  if (saved === undefined) return defaultPlaybook();
  return { ...saved.playbook, version: saved.version };
}
