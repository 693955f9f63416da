import { beforeAll, describe, expect, it } from 'vitest';
import { scorecardSvg } from '@shared/mock/scorecard-svg';
import { engineLoadBudgetMs } from '@test/fixtures/slow-loads';
import { svgToPng } from './scorecard-png';

// resvg's wasm and the fonts load on the first drawing: once for the file, within their own budget.
beforeAll(() => svgToPng('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>'), engineLoadBudgetMs);

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the IHDR chunk, which follows the signature. */
const sizeOf = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { chunk: new TextDecoder().decode(png.subarray(12, 16)), width: view.getUint32(16), height: view.getUint32(20) };
};

describe('svgToPng', () => {
  it('draws the scorecard to a 1200 × 630 PNG, with text (so the fonts loaded)', async () => {
    // Prepare
    const card = {
      firstName: 'Maria',
      date: Date.UTC(2026, 2, 3),
      title: 'PTE Academic Mock Test 1',
      variant: 'Academic',
      category: 'full',
      overall: 72,
      skills: { listening: 70, reading: 75, speaking: 81, writing: 64 },
      enablingSkills: { grammar: 66, 'oral fluency': 80, pronunciation: 77, spelling: 58, vocabulary: 71, 'written discourse': 69 },
    } as const;
    const withText = scorecardSvg(card);
    const withoutText = withText.replace(/<text [^>]*>[^<]*<\/text>/g, '');

    // Act
    const png = await svgToPng(withText);

    // Assess
    expect([...png.subarray(0, 8)]).toEqual(pngSignature);
    expect(sizeOf(png)).toEqual({ chunk: 'IHDR', width: 1200, height: 630 });
    // Glyphs add many bytes of detail: without a font, resvg would silently draw no text.
    expect(png.byteLength).toBeGreaterThan((await svgToPng(withoutText)).byteLength * 1.5);
  });

  it('draws the same bytes for the same SVG', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><text x="2" y="15" font-size="12">72</text></svg>';
    expect(await svgToPng(svg)).toEqual(await svgToPng(svg));
  });
});
