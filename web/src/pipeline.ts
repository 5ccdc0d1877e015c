import { PIPELINE_STATES, TERMINAL_STATES, type PipelineState } from '../../src/domain/vocabulary.ts';

/**
 * How often a page re-reads documents that are still in the pipeline when the live event stream is not
 * available (hooks.ts, useLiveRefresh). Issue #5 asks for "at most every
 * few seconds"; one list request per interval per open page stays well within spec §8's read budget.
 */
export const POLL_INTERVAL_MS = 3000;

export function isInFlight(status: PipelineState): boolean {
  return !(TERMINAL_STATES as readonly string[]).includes(status);
}

/** The stepper's steps: every state in spec §3's order; `failed` is shown on the step where it happened. */
export const PIPELINE_STEPS: readonly PipelineState[] = PIPELINE_STATES.filter((state) => state !== 'failed');

/**
 * The stage a failed document stopped in. The runner writes `error_message` as "<status>: <message>"
 * (style guide §5.4); anything else is shown without a stage.
 */
export function failedStage(errorMessage: string | null | undefined): PipelineState | null {
  const prefix = errorMessage?.split(':', 1)[0]?.trim();
  return (PIPELINE_STEPS as readonly string[]).includes(prefix ?? '') ? (prefix as PipelineState) : null;
}
