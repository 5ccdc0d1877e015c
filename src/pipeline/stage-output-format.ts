// Stored stage outputs carry the format they were written in. A job stored by an older release (in flight
// during an upgrade) then re-runs the stages whose outputs it cannot read, instead of failing on a shape it
// does not know.

/** Bump whenever the shape of any stage's output (StageOutputs in stages.ts) changes. */
export const STAGE_OUTPUT_FORMAT = 2;

export interface StoredStageOutput<T> {
  format: number;
  output: T;
}

export function toStoredStageOutput<T>(output: T): StoredStageOutput<T> {
  return { format: STAGE_OUTPUT_FORMAT, output };
}

/** The output, or undefined when it was written in another format (or before formats were recorded). */
export function fromStoredStageOutput<T>(stored: unknown): T | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { format, output } = stored as Partial<StoredStageOutput<T>>;
  return format === STAGE_OUTPUT_FORMAT ? output : undefined;
}
