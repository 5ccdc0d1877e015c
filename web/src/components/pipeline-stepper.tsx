import type { PipelineState } from '../../../src/domain/vocabulary.ts';
import { capitalize } from '../format.ts';
import { failedStage, PIPELINE_STEPS } from '../pipeline.ts';

type StepState = 'done' | 'current' | 'failed' | 'todo';

/** The pipeline of spec §3 as an ordered list, the current (or failed) stage highlighted. */
export function PipelineStepper(props: { status: PipelineState; errorMessage?: string | null }) {
  const failedAt = props.status === 'failed' ? failedStage(props.errorMessage) : null;
  const currentIndex = PIPELINE_STEPS.indexOf(props.status === 'failed' ? (failedAt ?? 'queued') : props.status);

  const stepState = (index: number): StepState => {
    if (props.status === 'failed') {
      if (failedAt === null) return 'todo';
      return index < currentIndex ? 'done' : index === currentIndex ? 'failed' : 'todo';
    }
    if (props.status === 'complete') return 'done';
    return index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
  };

  return (
    <section aria-labelledby="pipeline-title" class="card">
      <h2 id="pipeline-title">Pipeline</h2>
      <ol class="stepper">
        {PIPELINE_STEPS.map((step, index) => {
          const state = stepState(index);
          return (
            <li key={step} class={`step step-${state}`} aria-current={state === 'current' || state === 'failed' ? 'step' : undefined}>
              <span class="step-marker" aria-hidden="true">
                {state === 'done' ? '✓' : state === 'failed' ? '!' : index + 1}
              </span>
              <span class="step-label">{capitalize(step)}</span>
              <span class="visually-hidden">{STEP_STATE_TEXT[state]}</span>
            </li>
          );
        })}
      </ol>
      {props.status === 'failed' && (
        <div class="notice notice-error notice-block" role="alert">
          <p>
            <strong>Processing failed{failedAt ? ` while ${failedAt}` : ''}.</strong>{' '}
            {failureReason(props.errorMessage, failedAt)}
          </p>
          <p>Delete the document and upload a readable copy (for example a text PDF or a clearer scan).</p>
        </div>
      )}
    </section>
  );
}

/** The runner's message without its "<stage>: " prefix, which the heading already names. */
function failureReason(errorMessage: string | null | undefined, failedAt: PipelineState | null): string {
  if (!errorMessage) return 'No reason was recorded.';
  const reason = failedAt ? errorMessage.slice(errorMessage.indexOf(':') + 1).trim() : errorMessage;
  return reason.charAt(0).toUpperCase() + reason.slice(1) + (/[.!?]$/.test(reason) ? '' : '.');
}

const STEP_STATE_TEXT: Record<StepState, string> = {
  done: '(done)',
  current: '(in progress)',
  failed: '(failed here)',
  todo: '(not yet)',
};
