// Fixture images must not depend on the machine's fonts (issue #12): on a machine where the default
// sans-serif is some other font (OpenSymbol where LibreOffice is installed), they must come out the same.
// Runs in a file of its own because it re-points the process's sans-serif.

import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { GlobalFonts } from '@napi-rs/canvas';
import { renderTextImage } from './fixture-builders.ts';

const OTHER_FONT_FILE = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono-Bold.ttf');

describe('fixture images', () => {
  it('draw the same pixels when the machine default sans-serif is a different font', () => {
    const render = () => renderTextImage(['This Agreement terminates on', 'December 31, 2025.'], { fontPx: 36 }).toBuffer('image/png');
    const before = render();
    GlobalFonts.registerFromPath(OTHER_FONT_FILE, 'sans-serif');
    assert.ok(render().equals(before), 'the fixture changed with the default sans-serif font');
  });
});
