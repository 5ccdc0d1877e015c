// Wire formats of spec §2: timestamps `YYYY-MM-DDThh:mm:ssZ` (no milliseconds), dates `YYYY-MM-DD`.

export function toTimestamp(date: Date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function nowTimestamp(): string {
  return toTimestamp(new Date());
}

export function toDateString(date: Date): string {
  return date.toISOString().slice(0, 10);
}
