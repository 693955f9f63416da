import { describe, expect, it } from 'vitest';
import { imageFileProblem } from '@frontend/features/profile/image-file';

describe('imageFileProblem', () => {
  it('accepts jpg, jpeg and png pictures up to 5 MB', () => {
    expect(imageFileProblem({ name: 'me.jpg', type: 'image/jpeg', size: 1000 })).toBeUndefined();
    expect(imageFileProblem({ name: 'ME.JPEG', type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(imageFileProblem({ name: 'me.png', type: 'image/png', size: 10 })).toBeUndefined();
  });

  it('refuses other formats, whatever the name claims', () => {
    expect(imageFileProblem({ name: 'me.gif', type: 'image/gif', size: 10 })).toBe('format');
    expect(imageFileProblem({ name: 'me.png', type: 'application/pdf', size: 10 })).toBe('format');
    expect(imageFileProblem({ name: 'me', type: 'image/png', size: 10 })).toBe('format');
  });

  it('refuses pictures over 5 MB', () => {
    expect(imageFileProblem({ name: 'me.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('size');
  });
});
