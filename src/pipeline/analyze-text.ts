// The analysis stages' work on one text, in process and without storage: the same capability calls, evidence
// checks and src/analysis rules as the pipeline, for evaluation scripts and engine tests.

import { createEvidenceVerifier, verifyClauseFacts, verifyClauses, verifyDuties, verifyFields } from '../analysis/evidence.ts';
import type { PageSpan, Playbook } from '../analysis/model.ts';
import { buildObligations } from '../analysis/obligations.ts';
import { defaultPlaybook } from '../analysis/playbook.ts';
import { assessClauses, composeReport, typeClauses } from '../analysis/report.ts';
import type { AnalysisEngine } from '../engines/types.ts';

export async function analyzeText(engine: AnalysisEngine, text: string, options: { pages?: PageSpan[]; playbook?: Playbook; ourSide?: string | null } = {}) {
  const pages = options.pages ?? [{ page: 1, start: 0, end: text.length }];
  const playbook = options.playbook ?? defaultPlaybook();
  const verifier = createEvidenceVerifier(text, engine.name);
  const classification = await engine.classify({ text });
  const fields = verifyFields(await engine.extractFields({ text }), verifier);
  const segments = typeClauses(verifyClauses(await engine.segmentAndTag({ text, pages }), verifier, engine.name), fields, text, playbook);
  const typedClauses = segments.filter((c) => c.types.length > 0);
  const facts = (await engine.readClauseFacts({ text, clauses: typedClauses })).map((f) => verifyClauseFacts(f, verifier, engine.name));
  const { clauses, missing } = assessClauses({ clauses: typedClauses, facts, fields, playbook, classification, engine: engine.name, ourSide: options.ourSide ?? null, text });
  const duties = verifyDuties(await engine.findDuties({ text, fields, clauses: typedClauses }), verifier);
  const obligations = buildObligations(fields, duties, clauses, engine.name);
  const report = composeReport({ classification, fields, clauses, missing, playbook, ourSide: options.ourSide ?? null });
  return { classification, fields, segments, typedClauses, clauses, missing, report, obligations, droppedFindings: verifier.dropped };
}
