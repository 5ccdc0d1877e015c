// ajv-formats is CommonJS; its callable is the module itself or its `default`, depending on the loader.

import type { Ajv } from 'ajv';
import addFormatsPlugin from 'ajv-formats';

export const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ?? addFormatsPlugin) as unknown as <A extends Ajv>(ajv: A) => A;
