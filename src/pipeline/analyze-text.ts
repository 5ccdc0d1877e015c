// The analysis stages' work on one text, in process and without storage: the same steps as the pipeline
// (analysis-steps.ts), in a row, for evaluation scripts and engine tests.

import type { PageSpan, Playbook } from '../analysis/model.ts';
import { defaultPlaybook } from '../analysis/playbook.ts';
import { composeReport } from '../analysis/report.ts';
import type { AnalysisEngine } from '../engines/types.ts';
import { assessTypedClauses, findObligations, readFieldsAndClauses, typedClausesOf } from './analysis-steps.ts';

export async function analyzeText(engine: AnalysisEngine, text: string, options: { pages?: PageSpan[]; playbook?: Playbook; ourSide?: string | null } = {}) {
  const pages = options.pages ?? [{ page: 1, start: 0, end: text.length }];
  const playbook = options.playbook ?? defaultPlaybook();
  const ourSide = options.ourSide ?? null;
  const classification = await engine.classify({ text });
  const read = await readFieldsAndClauses(engine, { text, pages, playbook });
  const { fields, clauses: segments } = read;
  const typedClauses = typedClausesOf(segments);
  const assessed = await assessTypedClauses(engine, { text, clauses: segments, fields, playbook, classification, ourSide });
  const { clauses, missing } = assessed;
  const found = await findObligations(engine, { text, fields, typedClauses, reportClauses: clauses });
  const report = composeReport({ classification, fields, clauses, missing, playbook, ourSide, text });
  const droppedFindings = read.droppedFindings + assessed.droppedFindings + found.droppedFindings;
  return { classification, fields, segments, typedClauses, clauses, missing, report, obligations: found.obligations, droppedFindings };
}
