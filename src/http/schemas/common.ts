// Shared TypeBox building blocks. Every schema here drives validation, the TS type and /openapi.json at once.

import Type, { type Static, type TSchema } from 'typebox';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '../../domain/pagination.ts';

export const Uuid = Type.String({ format: 'uuid' });
/** `YYYY-MM-DDThh:mm:ssZ` (spec §2). */
export const Timestamp = Type.String({ format: 'date-time', examples: ['2026-01-31T09:30:00Z'] });
/** `YYYY-MM-DD` (spec §2). */
export const DateOnly = Type.String({ format: 'date', examples: ['2026-01-31'] });

/**
 * `T | null` as a JSON Schema type list (`type: ["string", "null"]`, OpenAPI 3.1 style) rather than `anyOf`:
 * the validator cannot coerce null into the other branch, and the response serializer needs no runtime
 * branch matching (it would otherwise validate every nullable field of every response).
 */
export function Nullable<T extends TSchema>(schema: T) {
  const { type, enum: values, ...rest } = schema as { type?: unknown; enum?: unknown[] };
  if (typeof type !== 'string') throw new Error('Nullable needs a schema with a single `type`');
  return Type.Unsafe<Static<T> | null>({ ...rest, type: [type, 'null'], ...(values ? { enum: [...values, null] } : {}) });
}

export { OneOf } from '../../lib/schema.ts';

export const IdParams = Type.Object({ id: Uuid });

export const ErrorResponse = Type.Object(
  { detail: Type.String() },
  { description: 'Error (spec §7)', additionalProperties: true },
);

export const ValidationErrorResponse = Type.Object(
  {
    detail: Type.Array(
      Type.Object({
        loc: Type.Array(Type.Union([Type.String(), Type.Integer()])),
        msg: Type.String(),
        type: Type.String(),
      }),
    ),
  },
  { description: 'Validation error (spec §7): one item per failing field' },
);

export const PageQuery = {
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_LIMIT,
      default: DEFAULT_PAGE_LIMIT,
      description: `Page size (default ${DEFAULT_PAGE_LIMIT}, max ${MAX_PAGE_LIMIT})`,
    }),
  ),
  cursor: Type.Optional(Type.String({ description: 'Opaque cursor from the previous page’s Link header' })),
};

/** Error responses every authenticated route may give; routes add their own on top. */
export const AuthErrors = {
  401: ErrorResponse,
  403: ErrorResponse,
};
