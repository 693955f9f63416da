import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonAttribute, StoredDataError } from './stored-json';

const at = { entity: 'thing', attribute: 'counts', key: 'thing-1' };
const counts = jsonAttribute(z.record(z.string(), z.number()));

describe('jsonAttribute', () => {
  it('reads back what it wrote', () => {
    // Prepare
    const value = { RSA: 3, WWE: 1 };

    // Act
    const text = counts.write(value);

    // Assess
    expect(text).toBe('{"RSA":3,"WWE":1}');
    expect(counts.read(text, at)).toEqual(value);
  });

  it('refuses text that is not JSON, naming where it was stored', () => {
    expect(() => counts.read('{"RSA":', at)).toThrow(new StoredDataError(at, 'not JSON'));
  });

  it('refuses JSON of another shape, naming the field that is wrong', () => {
    // Act
    const read = () => counts.read('{"RSA":"three"}', at);

    // Assess
    expect(read).toThrow(StoredDataError);
    expect(read).toThrow(/^Stored thing\.counts of thing-1 cannot be read: RSA: /);
  });
});
