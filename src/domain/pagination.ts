// Keyset pagination shared by the project and document lists (issue #2: newest first, limit default 100,
// max 1000, opaque cursor, a next link when more exist).

import type { Page } from '../storage/types.ts';
import { decodeCursor, encodeCursor } from '../lib/cursor.ts';
import { invalid } from './errors.ts';

export const DEFAULT_PAGE_LIMIT = 100;
export const MAX_PAGE_LIMIT = 1000;

export interface PageRequest {
  limit?: number;
  cursor?: string;
}

export interface PageResult<T> {
  items: T[];
  /** Cursor of the next page; undefined on the last page. */
  nextCursor: string | undefined;
}

/** Fetches one row more than asked, to learn whether a next page exists without counting. */
export async function fetchPage<T extends { createdAt: string; id: string }>(
  request: PageRequest,
  fetch: (page: Page) => Promise<T[]>,
): Promise<PageResult<T>> {
  const limit = request.limit ?? DEFAULT_PAGE_LIMIT;
  let after: Page['after'];
  if (request.cursor !== undefined) {
    after = decodeCursor(request.cursor);
    if (!after) throw invalid([{ loc: ['query', 'cursor'], msg: 'Invalid cursor', type: 'value_error' }]);
  }
  const rows = await fetch({ limit: limit + 1, after });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : undefined };
}
