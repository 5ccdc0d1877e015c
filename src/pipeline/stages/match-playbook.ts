import type { Classification, ContractFields, PageSpan, Playbook, PlaybookMatch } from '../../engines/types.ts';
import { requireStored } from '../stage-error.ts';
import type { StageDeps } from '../types.ts';

export interface MatchPlaybookInput {
  documentId: string;
  projectId: string;
  text: string;
  pages: PageSpan[];
  classification: Classification;
}

/** Keeps the playbook used, so later stages (and a resumed job) apply the same version. */
export interface MatchPlaybookOutput {
  playbook: Playbook;
  fields: ContractFields;
  match: PlaybookMatch;
}

export async function matchPlaybook(input: MatchPlaybookInput, deps: StageDeps): Promise<MatchPlaybookOutput> {
  const playbook = await loadPlaybook(input.projectId, deps);
  const { fields, match } = await deps.engines.analysis.matchPlaybook({
    text: input.text,
    pages: input.pages,
    classification: input.classification,
    playbook,
  });
  const written = await deps.storage.documents.updateFields(input.documentId, {
    parties: fields.parties,
    effectiveDate: fields.effectiveDate,
    governingLaw: fields.governingLaw,
    fieldEvidence: {
      parties: fields.partiesEvidence,
      effective_date: fields.effectiveDateEvidence,
      governing_law: fields.governingLawEvidence,
    },
  });
  requireStored(written, input.documentId);
  return { playbook, fields, match };
}

/** The project's newest saved playbook, else the engine's default (version 1). */
async function loadPlaybook(projectId: string, deps: StageDeps): Promise<Playbook> {
  const saved = await deps.storage.playbooks.getLatest(projectId);
  if (saved === undefined) return deps.engines.analysis.defaultPlaybook();
  return { ...saved.playbook, version: saved.version };
}
