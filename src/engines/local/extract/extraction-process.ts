// Entry point of the isolated extraction process (forked by local-extractor.ts). One request at a time;
// the parent kills this process on timeout or abort and forks a fresh one after any crash.

import { ExtractionError } from '../../errors.ts';
import { extractFile } from './extract-file.ts';
import { createOcrEngine } from './ocr.ts';
import { corruptFileError, outOfMemoryError } from './extraction-messages.ts';
import type { ExtractionReply, ExtractionRequest } from './extraction-protocol.ts';

// The OCR workers hold a model copy each (~100 MB); an idle process gives them back after a while.
const OCR_IDLE_RELEASE_MS = 60_000;

// The OCR engine choice comes as the first argument (see local-extractor.ts).
const ocr = createOcrEngine({ choice: process.argv[2] === 'tesseract.js' ? 'tesseract.js' : 'auto' });
const send = (reply: ExtractionReply) => process.send!(reply);
let releaseOcr: NodeJS.Timeout | undefined;

process.on('message', async (request: ExtractionRequest) => {
  clearTimeout(releaseOcr);
  try {
    send({ type: 'result', id: request.id, result: await extractFile(request.path, request.fileType, request.limits, ocr) });
  } catch (error) {
    send({ type: 'failed', id: request.id, message: userFacingMessage(error, request) });
  }
  releaseOcr = setTimeout(() => void ocr.terminate(), OCR_IDLE_RELEASE_MS);
  releaseOcr.unref();
});

// Parsers throw all sorts of internal errors on damaged input; for the user they mean one thing.
function userFacingMessage(error: unknown, { fileType, limits }: ExtractionRequest): string {
  if (error instanceof ExtractionError) return error.message;
  if (error instanceof RangeError && /memory|allocation|Array buffer/i.test(error.message)) {
    return outOfMemoryError(fileType, limits.maxMemoryMb).message;
  }
  process.stderr.write(`extraction of a ${fileType} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  return corruptFileError(fileType).message;
}

process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
