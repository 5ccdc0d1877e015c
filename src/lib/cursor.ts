// Opaque keyset-pagination cursors (storage Page.after), base64url JSON so clients cannot depend on their shape.

export interface CursorPosition {
  createdAt: string;
  id: string;
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id]), 'utf8').toString('base64url');
}

/** Returns undefined for anything that is not a cursor this service produced. */
export function decodeCursor(cursor: string): CursorPosition | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // fall through: not valid base64url JSON
  }
  return undefined;
}
