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

/**
 * The analysis model did not answer usefully (timeouts, HTTP errors after the client's retries, answers that are
 * not the JSON asked for). Not retried by the runner: the model client has already retried, and the stage's
 * `error_message` says what happened.
 */
export class ModelUnavailableError extends Error {
  readonly retryable = false;
  constructor(message: string) {
    super(message);
    this.name = 'ModelUnavailableError';
  }
}
