// A fixed, judged set of report clauses (issue #9's lawyer measure): two blind readers' verdicts on 150 clauses of
// the nested CV, stored as spans of the CUAD texts. Two fresh readers differ by about 0.09 at the midpoint, more than
// a session's changes move the share, so re-reading new samples cannot show progress; re-scoring the same judged
// clauses can. A clause the current engine still reports keeps its verdicts; clauses it no longer reports drop out.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Verdict = 'accept' | 'borderline' | 'refuse';

export interface Judgement {
  stem: string;
  type: string;
  start: number;
  end: number;
  /** Whether an annotation of the type overlapped the clause when it was drawn. */
  supported: boolean;
  verdicts: Verdict[];
  kinds: (string | null)[];
}

/** A report clause as the CV sees it: its contract, type and span, and whether an annotation of its type overlaps it. */
export interface ScoredClause {
  stem: string;
  type: string;
  start: number;
  end: number;
  supported: boolean;
}

export interface ReviewerEstimate {
  /** Estimated share of report clauses a reviewer accepts, borderline verdicts counted half. */
  share: number;
  /** Borderline verdicts counted refused / accepted. */
  low: number;
  high: number;
  judgedPresent: number;
  judgedTotal: number;
  /** Current report clauses no judgement covers (they are assumed to fare as the judged ones of their kind). */
  unjudged: number;
}

export const REVIEWER_JUDGEMENTS = join(import.meta.dirname, '..', 'eval', 'reviewer-judgements.json');

export function loadJudgements(file = REVIEWER_JUDGEMENTS): Judgement[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { judgements: Judgement[] }).judgements;
}

/** Same contract and type, and the spans share at least half of the shorter one (the span moves a little when a
 *  split provision is joined differently). */
function sameClause(j: Judgement, c: ScoredClause): boolean {
  if (j.stem !== c.stem || j.type !== c.type) return false;
  const overlap = Math.min(j.end, c.end) - Math.max(j.start, c.start);
  return overlap > 0 && overlap >= 0.5 * Math.min(j.end - j.start, c.end - c.start);
}

const score = (verdicts: Verdict[], borderline: number) =>
  verdicts.reduce((sum, v) => sum + (v === 'accept' ? 1 : v === 'borderline' ? borderline : 0), 0) / verdicts.length;

/**
 * The share a reviewer accepts: the annotated share times the judged supported clauses' acceptance, plus the rest
 * times the judged unsupported clauses' acceptance, both over the judged clauses the engine still reports.
 */
export function reviewerEstimate(clauses: ScoredClause[], judgements: Judgement[]): ReviewerEstimate {
  const present = judgements.filter((j) => clauses.some((c) => sameClause(j, c)));
  const unjudged = clauses.filter((c) => !judgements.some((j) => sameClause(j, c))).length;
  const supportedShare = clauses.length === 0 ? 0 : clauses.filter((c) => c.supported).length / clauses.length;
  const at = (borderline: number) => {
    const mean = (group: Judgement[]) => (group.length === 0 ? 0 : group.reduce((sum, j) => sum + score(j.verdicts, borderline), 0) / group.length);
    return supportedShare * mean(present.filter((j) => j.supported)) + (1 - supportedShare) * mean(present.filter((j) => !j.supported));
  };
  return { share: at(0.5), low: at(0), high: at(1), judgedPresent: present.length, judgedTotal: judgements.length, unjudged };
}
