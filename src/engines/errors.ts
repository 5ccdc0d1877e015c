// Errors engines throw. The pipeline runner turns them into `error_message = "<stage>: <message>"`.

/** A file the extractor cannot read. Deterministic: never retried. `message` is shown to users. */
export class ExtractionError extends Error {
  readonly retryable = false;
  constructor(message: string) {
    super(message);
    this.name = 'ExtractionError';
  }
}

/** A passing engine failure (a provider timeout, a crashed worker): the runner retries with backoff. */
export class TransientEngineError extends Error {
  readonly retryable = true;
  constructor(message: string) {
    super(message);
    this.name = 'TransientEngineError';
  }
}

export interface PlaybookIssue {
  /** JSON-pointer-like path inside the playbook, e.g. ["rules", 2, "min_days"]. */
  path: (string | number)[];
  msg: string;
}

/** A playbook that does not validate; the HTTP layer answers 422 with one `loc` per issue. */
export class PlaybookValidationError extends Error {
  readonly issues: PlaybookIssue[];
  constructor(issues: PlaybookIssue[]) {
    super(issues.map((i) => `${i.path.join('.')}: ${i.msg}`).join('; '));
    this.name = 'PlaybookValidationError';
    this.issues = issues;
  }
}
