// Text extraction for the six accepted upload types (spec §2.3, issue #3). Public interface of this folder.

export { detectFileType } from './detect-file-type.ts';
export { createLocalExtractor } from './local-extractor.ts';
