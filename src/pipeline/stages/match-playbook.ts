import { verifyClauses, verifyFields } from '../../analysis/evidence.ts';
import type { Clause, ContractFields, PageSpan, Playbook } from '../../analysis/model.ts';
import { defaultPlaybook } from '../../analysis/playbook.ts';
import { typeClauses } from '../../analysis/report.ts';
import { requireStored } from '../stage-error.ts';
import type { StageDeps } from '../types.ts';
import { analysisEngineFor, withVerifiedEvidence } from './analysis-engine.ts';
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
  const [rawFields, rawClauses] = await Promise.all([
    engine.extractFields({ text: input.text }),
    engine.segmentAndTag({ text: input.text, pages: input.pages }),
  ]);
  const fields = withVerifiedEvidence(input.text, engine, deps, 'fields', (v) => verifyFields(rawFields, v));
  const clauses = withVerifiedEvidence(input.text, engine, deps, 'clauses', (v) => verifyClauses(rawClauses, v, engine.name));
  const written = await deps.storage.documents.updateFields(input.documentId, {
    parties: fields.value.parties,
    effectiveDate: fields.value.effectiveDate,
    governingLaw: fields.value.governingLaw,
    fieldEvidence: {
      parties: fields.value.partiesEvidence,
      effective_date: fields.value.effectiveDateEvidence,
      governing_law: fields.value.governingLawEvidence,
      cover_page_variables: fields.value.coverPageVariables ?? [],
    },
  });
  requireStored(written, input.documentId);
  return {
    playbook,
    fields: fields.value,
    clauses: typeClauses(clauses.value, fields.value, input.text, playbook),
    droppedFindings: fields.dropped + clauses.dropped,
  };
}

/** The project's newest saved playbook, else the default (version 1). */
async function loadPlaybook(projectId: string, deps: StageDeps): Promise<Playbook> {
  const saved = await deps.storage.playbooks.getLatest(projectId);
  if (saved === undefined) return defaultPlaybook();
  return { ...saved.playbook, version: saved.version };
}
