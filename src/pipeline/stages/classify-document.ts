import type { AnalysisMode, Classification } from '../../analysis/model.ts';
import { requireStored } from '../stage-error.ts';
import type { StageDeps } from '../types.ts';
import { analysisEngineFor } from './analysis-engine.ts';

export interface ClassifyDocumentInput {
  documentId: string;
  projectId: string;
  text: string;
}

/** The mode is decided once per run, here, so every later stage (and a resumed job) uses the same engine. */
export interface ClassifyDocumentOutput extends Classification {
  mode: AnalysisMode;
  /** The side the project acts for, fixed for the run like the mode. */
  ourSide?: string | null;
}

export async function classifyDocument(input: ClassifyDocumentInput, deps: StageDeps): Promise<ClassifyDocumentOutput> {
  const project = await deps.storage.projects.getById(input.projectId);
  const mode = projectMode(project?.analysisMode, input.projectId, deps);
  const engine = analysisEngineFor(mode, deps);
  const classification = await engine.classify({ text: input.text });
  // Visible to pollers as soon as known, not only when the pipeline completes.
  const written = await deps.storage.documents.updateFields(input.documentId, {
    classification: classification.contractType,
  });
  requireStored(written, input.documentId);
  return { contractType: classification.contractType, confidence: classification.confidence, engine: classification.engine ?? engine.name, mode, ourSide: project?.ourSide ?? null };
}

/** The project's mode, or `local` when this server cannot run the mode the project asks for. */
function projectMode(projectMode: AnalysisMode | undefined, projectId: string, deps: StageDeps): AnalysisMode {
  const wanted = projectMode ?? deps.engines.analysis.defaultMode;
  if (deps.engines.analysis.modes.includes(wanted)) return wanted;
  deps.logger.warn({ projectId, wanted }, 'the project asks for an analysis mode this server cannot run (no model configured); using local');
  return 'local';
}
