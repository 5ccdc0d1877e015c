// Errors the pipeline itself raises. Engines throw their own (engines/errors.ts); the runner maps both.

/** A stage failure with a message users may read. `retryable` decides between backoff and `failed`. */
export class StageError extends Error {
  readonly retryable: boolean;
  constructor(message: string, options: { retryable?: boolean } = {}) {
    super(message);
    this.name = 'StageError';
    this.retryable = options.retryable ?? false;
  }
}

/** The document was deleted while the pipeline worked on it: stop quietly and write nothing more. */
export class DocumentGoneError extends Error {
  constructor(documentId: string) {
    super(`document ${documentId} was deleted during processing`);
    this.name = 'DocumentGoneError';
  }
}

/** Storage writes answer false when the document is gone; turn that into the quiet stop. */
export function requireStored(written: boolean, documentId: string): void {
  if (!written) throw new DocumentGoneError(documentId);
}
