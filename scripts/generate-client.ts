// `npm run generate:client`: regenerates packages/client/src/openapi.ts from this version's /openapi.json.

import { writeFile } from 'node:fs/promises';
import { CLIENT_TYPES_FILE, currentOpenApiDocument, generateClientTypes } from './lib/client-types.ts';

await writeFile(CLIENT_TYPES_FILE, await generateClientTypes(await currentOpenApiDocument()));
console.log(`wrote ${CLIENT_TYPES_FILE}`);
