/** node:sqlite reports constraint failures as errors with `errstr`/message naming the constraint. */
export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Error && /UNIQUE constraint failed/.test(err.message);
}

export function isForeignKeyViolation(err: unknown): boolean {
  return err instanceof Error && /FOREIGN KEY constraint failed/.test(err.message);
}
