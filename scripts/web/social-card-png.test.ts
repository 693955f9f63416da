import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import * as scorecardPng from '@functions/domain/mock/scorecard-png';
import { socialCardPng } from './social-card-png';

vi.mock('@functions/domain/mock/scorecard-png', async (importOriginal) => {
  const original = await importOriginal<typeof scorecardPng>();
  return { ...original, svgToPng: vi.fn(original.svgToPng) };
});

const card = (text: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><!-- ${text} --><rect width="40" height="20" fill="#0072B2"/></svg>`;

describe('socialCardPng', () => {
  it('draws a card once and gives the same PNG again from the cache, and draws a changed card anew', async () => {
    // Prepare: an SVG no earlier run has drawn
    const svg = card(randomUUID());
    // Act
    const first = await socialCardPng(svg);
    const again = await socialCardPng(svg);
    const changed = await socialCardPng(svg.replace('#0072B2', '#D55E00'));
    // Assess
    expect([...first.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(changed).equals(Buffer.from(first))).toBe(false);
    expect(vi.mocked(scorecardPng.svgToPng)).toHaveBeenCalledTimes(2);
  });
});
