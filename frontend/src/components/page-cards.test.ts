import { describe, expect, it } from 'vitest';
import { pageCardImage } from './page-cards';

describe('pageCardImage', () => {
  it('names the card of a public page after its path, with or without a trailing slash, and none for other pages', () => {
    expect(pageCardImage('/help')).toBe('/cards/help.png');
    expect(pageCardImage('/regulations/terms-of-use/')).toBe('/cards/regulations-terms-of-use.png');
    expect(pageCardImage('/dashboard')).toBeUndefined();
  });
});
