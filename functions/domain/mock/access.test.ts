import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { canonical, uuidFrom } from './access';

describe('uuidFrom', () => {
  it('gives the same valid UUID for the same text and another for another text', () => {
    const id = uuidFrom('user:1|academic-full-2|1');
    expect(uuidFrom('user:1|academic-full-2|1')).toBe(id);
    expect(uuidFrom('user:1|academic-full-2|2')).not.toBe(id);
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe('8');
  });
});

describe('canonical', () => {
  it('compares answers whatever the order of their keys', () => {
    expect(canonical({ kind: 'speech', uploadId: 'a', browserTranscript: { text: 'x', confidence: 1 } })).toBe(
      canonical({ browserTranscript: { confidence: 1, text: 'x' }, uploadId: 'a', kind: 'speech' }),
    );
    expect(canonical({ kind: 'choices', selected: [1, 2] })).not.toBe(canonical({ kind: 'choices', selected: [2, 1] }));
  });
});
