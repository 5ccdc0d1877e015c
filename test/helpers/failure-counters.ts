// The failure counters behind the throttles, on a real in-memory SQLite database (the same SQL the service
// runs), for unit tests of the throttles with a fake clock.

import { createFailureCounterRepository } from '../../src/storage/sqlite/identity.repository.ts';
import { openSqlite } from '../../src/storage/sqlite/db.ts';
import { migrate } from '../../src/storage/sqlite/migrations.ts';
import type { FailureCounterRepository } from '../../src/storage/types.ts';

export function inMemoryFailureCounters(): FailureCounterRepository {
  const db = openSqlite(':memory:');
  migrate(db);
  return createFailureCounterRepository(db);
}
