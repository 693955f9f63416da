import { describe, expect, it } from 'vitest';
import { clamp, clampScore, fluencyPoints, mapContent, pronunciationPoints, pronunciationQuality } from './clamps';

describe('clamp', () => {
  it.each([
    [-1, 0],
    [2, 2],
    [7, 5],
  ])('holds %d inside 0-5 as %d', (value, expected) => {
    expect(clamp(value, 0, 5)).toBe(expected);
  });
});

describe('clampScore', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [45, 45],
    [90, 90],
    [95, 90],
  ])('holds %d to 0-90 as %d', (score, expected) => {
    expect(clampScore(score)).toBe(expected);
  });
});

describe('mapContent', () => {
  it.each([
    [0, 5, 0],
    [1, 5, 1],
    [2, 5, 1],
    [3, 5, 2],
    [4, 5, 2],
    [5, 5, 3],
    [7, 5, 3],
  ])('maps %i of %i onto 0-3 as %i', (points, max, expected) => {
    expect(mapContent(points, max)).toBe(expected);
  });
});

describe('pronunciationPoints', () => {
  it.each([
    [0, 0],
    [0.5, 0],
    [0.58, 1],
    [0.7, 3],
    [0.82, 4],
    [0.9, 5],
    [1, 5],
  ])('turns a mean quality of %d into %i of 5 through the spec’s 0.5-0.9 window', (quality, expected) => {
    expect(pronunciationPoints(quality)).toBe(expected);
  });
});

describe('pronunciationQuality', () => {
  it.each([
    [{ confidence: 0.5 }, 0.5],
    [{ confidence: 0.95 }, 0.95],
    [{ confidence: 0.2, goodness: -1 }, 1],
    [{ confidence: 1, goodness: -10 }, 0.5],
    [{ confidence: 1, goodness: -30 }, 0],
  ])('rates %o as %d, by goodness where there is one, else by confidence', (word, expected) => {
    expect(pronunciationQuality(word)).toBeCloseTo(expected);
  });
});

describe('fluencyPoints', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [0.4, 1],
    [1, 3],
    [1.2, 3],
    [2, 5],
    [3.5, 5],
  ])('turns %d words per second into %i of 5 through the 0-2 window', (rate, expected) => {
    expect(fluencyPoints(rate)).toBe(expected);
  });
});
