// Errors of the analysis model itself (not of any engine).

export interface PlaybookIssue {
  /** JSON-pointer-like path inside the playbook, e.g. ["rules", 2, "risk_level"]. */
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
