// TypeBox helpers shared by the analysis model and the HTTP schemas.

import Type from 'typebox';

/** A closed set from domain/vocabulary.ts or taxonomy.ts, so the list lives in one place. */
export function OneOf<const T extends readonly string[]>(values: T, options: { description?: string } = {}) {
  return Type.Enum(values as unknown as T[number][], { type: 'string', ...options });
}
