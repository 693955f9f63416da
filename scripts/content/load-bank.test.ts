import { describe, expect, it } from 'vitest';
import { fileCode, parseBankFile, stringField } from './load-bank';

describe('parseBankFile', () => {
  it('reads the items of a JSON array and the code of the file name', () => {
    expect(parseBankFile({ file: 'LSA.json', text: '[{"uid":"LSA-0001"}]' })).toEqual({ file: 'LSA.json', code: 'LSA', items: [{ uid: 'LSA-0001' }] });
  });

  it('reports a half-written file instead of throwing', () => {
    const result = parseBankFile({ file: 'LSA.json', text: '[{"uid":' });

    expect(result.items).toEqual([]);
    expect(result.error).toMatch(/^not valid JSON/);
  });

  it('reports a file that holds an object instead of an array', () => {
    expect(parseBankFile({ file: 'LSA.json', text: '{}' }).error).toBe('the file must hold a JSON array of questions');
  });
});

describe('fileCode', () => {
  it('is the type code of a file named after one, and undefined otherwise', () => {
    expect(fileCode('SGD.json')).toBe('SGD');
    expect(fileCode('notes.json')).toBeUndefined();
  });
});

describe('stringField', () => {
  it('reads a string field of an unchecked item and ignores other shapes', () => {
    expect(stringField({ uid: 'LSA-0001' }, 'uid')).toBe('LSA-0001');
    expect(stringField({ uid: 7 }, 'uid')).toBeUndefined();
    expect(stringField(null, 'uid')).toBeUndefined();
  });
});
