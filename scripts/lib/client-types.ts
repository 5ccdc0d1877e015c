// TypeScript types for API clients, generated from the service's own /openapi.json with openapi-typescript
// (issue #13; the typed client of issue #14 builds on this). Binary fields (the upload's `file`) become `Blob`,
// so a generated client uploads a file without casts.

import openapiTS from 'openapi-typescript';

export async function generateClientTypes(openApiDocument: object): Promise<string> {
  return openapiTS(openApiDocument as Parameters<typeof openapiTS>[0], {
    transform(schema) {
      if ('format' in schema && schema.format === 'binary') return 'Blob';
      return undefined;
    },
  });
}
