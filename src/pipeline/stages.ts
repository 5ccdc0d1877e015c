// The whole pipeline on one screen: each processing state of spec §3, in order, with the stage it runs.
// Only this file knows the order; runner.ts walks the table.

import { PROCESSING_STATES, type ProcessingState } from '../domain/vocabulary.ts';
import type { PageSpan } from '../analysis/model.ts';
import type { DocumentRecord } from '../storage/types.ts';
import { analyzeClauses, type AnalyzeClausesOutput } from './stages/analyze-clauses.ts';
import { buildReport, type BuildReportOutput } from './stages/build-report.ts';
import { classifyDocument, type ClassifyDocumentOutput } from './stages/classify-document.ts';
import { embedClauses, type EmbedClausesOutput } from './stages/embed-clauses.ts';
import { extractText, type ExtractTextOutput } from './stages/extract-text.ts';
import { matchPlaybook, type MatchPlaybookOutput } from './stages/match-playbook.ts';
import type { StageDeps } from './types.ts';

/** The stored output of each stage (JSON), keyed by the state the stage runs in. */
export interface StageOutputs {
  extracting: ExtractTextOutput;
  classifying: ClassifyDocumentOutput;
  playbook: MatchPlaybookOutput;
  analyzing: AnalyzeClausesOutput;
  embedding: EmbedClausesOutput;
  storing: BuildReportOutput;
}

/** What a stage sees of its job: the document, its text, and the outputs of earlier stages. */
export interface PipelineContext {
  document: DocumentRecord;
  /** The extracted text, read from storage once per job. */
  text(): Promise<{ text: string; pages: PageSpan[] }>;
  /** An earlier stage's output (run now or restored on resume). */
  outputOf<S extends ProcessingState>(stage: S): StageOutputs[S];
}

export interface PipelineStage<S extends ProcessingState = ProcessingState> {
  status: S;
  run(context: PipelineContext, deps: StageDeps): Promise<StageOutputs[S]>;
}

function stage<S extends ProcessingState>(status: S, run: PipelineStage<S>['run']): PipelineStage<S> {
  return { status, run };
}

export const STAGES = [
  stage('extracting', (ctx, deps) =>
    extractText({ documentId: ctx.document.id, blobKey: ctx.document.blobKey, fileType: ctx.document.fileType }, deps),
  ),
  stage('classifying', async (ctx, deps) =>
    classifyDocument({ documentId: ctx.document.id, projectId: ctx.document.projectId, text: (await ctx.text()).text }, deps),
  ),
  stage('playbook', async (ctx, deps) => {
    const { text, pages } = await ctx.text();
    const { id: documentId, projectId } = ctx.document;
    return matchPlaybook({ documentId, projectId, text, pages, classification: ctx.outputOf('classifying') }, deps);
  }),
  stage('analyzing', async (ctx, deps) => {
    const { playbook, fields, clauses } = ctx.outputOf('playbook');
    const { text } = await ctx.text();
    return analyzeClauses({ text, classification: ctx.outputOf('classifying'), fields, clauses, playbook }, deps);
  }),
  stage('embedding', (ctx, deps) =>
    embedClauses({ documentId: ctx.document.id, clauses: ctx.outputOf('playbook').clauses }, deps),
  ),
  stage('storing', async (ctx, deps) => {
    const { playbook, fields, clauses: typedClauses } = ctx.outputOf('playbook');
    const { clauses, missing } = ctx.outputOf('analyzing');
    const { text } = await ctx.text();
    const classification = ctx.outputOf('classifying');
    return buildReport({ documentId: ctx.document.id, text, classification, fields, typedClauses, clauses, missing, playbook }, deps);
  }),
] as const;

// Compile-time: the table lists exactly the processing states, in spec order, and each has an output type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type StatusesOf<T extends readonly unknown[]> = { -readonly [K in keyof T]: T[K] extends { status: infer S } ? S : never };
type TableOrder = StatusesOf<typeof STAGES>;
type SpecOrder = [...typeof PROCESSING_STATES];
const tableFollowsSpecOrder: Same<TableOrder, SpecOrder> = true;
const everyStateHasAnOutput: Same<keyof StageOutputs, ProcessingState> = true;
void tableFollowsSpecOrder;
void everyStateHasAnOutput;

/** Startup check (fails fast): every processing state has exactly one stage, in spec order. */
export function assertStageTable(table: readonly { status: string }[] = STAGES): void {
  const listed = table.map((entry) => entry.status);
  if (listed.join() !== PROCESSING_STATES.join()) {
    throw new Error(`pipeline stage table [${listed.join(', ')}] must list [${PROCESSING_STATES.join(', ')}] once each, in order`);
  }
}

assertStageTable();
