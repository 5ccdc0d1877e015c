// Request validation with two Ajv instances: bodies are validated strictly (no type coercion, so `null` stays
// null and 123 is not a name), while path and query values, which arrive as text, are coerced to their types.

import type { FastifyInstance } from 'fastify';
import { Ajv, type Options } from 'ajv';
import { addFormats } from '../../lib/ajv-formats.ts';

const SHARED_OPTIONS: Options = {
  // spec §7: a 422 lists every failing field, not just the first. Schemas bound string and array sizes.
  allErrors: true,
  useDefaults: true,
  removeAdditional: true,
  strict: false,
};

function createAjv(coerceTypes: Options['coerceTypes']): Ajv {
  return addFormats(new Ajv({ ...SHARED_OPTIONS, coerceTypes }));
}

export function registerValidation(app: FastifyInstance): void {
  const strict = createAjv(false);
  const coercing = createAjv('array');
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
}
