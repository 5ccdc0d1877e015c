// PNG and JPG extraction by OCR (issue #3), with the pixel bound checked on the declared size first.

import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { ExtractedText } from '../../types.ts';
import type { ExtractionLimits } from '../../../config.ts';
import type { OcrEngine } from './ocr.ts';
import { PageAssembler } from './page-assembly.ts';
import { corruptFileError, imageTooLargeError } from './extraction-messages.ts';
import { hasImageEnd, readImageSize } from './image-size.ts';

export async function extractImage(bytes: Uint8Array, fileType: 'png' | 'jpg', limits: ExtractionLimits, ocr: OcrEngine): Promise<ExtractedText> {
  const size = readImageSize(bytes, fileType);
  if (size === null || size.width === 0 || size.height === 0) throw corruptFileError(fileType);
  if (size.width * size.height > limits.maxImagePixels) throw imageTooLargeError(size.width, size.height, limits.maxImagePixels);
  if (!hasImageEnd(bytes, fileType)) throw corruptFileError(fileType);
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw corruptFileError(fileType);
  }
  if (image.width !== size.width || image.height !== size.height) throw corruptFileError(fileType);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  // Transparent areas read as white paper, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0);
  const { text } = await ocr.recognize(canvas, { maxPixels: limits.maxImagePixels });
  const assembler = new PageAssembler(limits.maxTextBytes);
  assembler.addPage(text);
  return assembler.result(true);
}
