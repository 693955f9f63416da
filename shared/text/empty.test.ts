import { describe, expect, it } from 'vitest';
import { isEmptyValue } from './empty';

describe('isEmptyValue', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty object', {}],
    ['an object without prototype', Object.create(null) as object],
    ['an empty array', []],
    ['an empty string', ''],
    ['a blank string', ' \n\t '],
  ])('treats %s as empty', (_, value) => {
    expect(isEmptyValue(value)).toBe(true);
  });

  it.each([
    ['zero', 0],
    ['false', false],
    ['a word', 'a'],
    ['an array with an empty string', ['']],
    ['an object with a key', { a: undefined }],
    ['a date', new Date(0)],
    ['a map', new Map()],
  ])('treats %s as a value', (_, value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});
