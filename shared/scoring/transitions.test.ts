import { describe, expect, it } from 'vitest';
import { countTransitions } from './transitions';

describe('countTransitions', () => {
  it.each([
    ['However, on the other hand, it rains; thus we stay.', 3],
    ['In conclusion, firstly and finally.', 3],
    ['Nothing links here.', 0],
    ['', 0],
  ])('counts the linking words of %j as %i', (text, count) => {
    expect(countTransitions(text)).toBe(count);
  });
});
