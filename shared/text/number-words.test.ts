import { describe, expect, it } from 'vitest';
import { respellNumberWords } from './number-words';

const respell = (text: string): string => respellNumberWords(text.split(' ')).join(' ');

describe('respellNumberWords', () => {
  it.each([
    ['three hundred and ten', 'three hundred ten'],
    ['three hundred ten', 'three hundred ten'],
    ['one thousand two hundred and fifty', 'twelve fifty'],
    ['twelve thousand two hundred and fifty', 'twelve thousand two hundred fifty'],
    ['two thousand and five', 'two thousand five'],
    ['one hundred and fifty thousand', 'one hundred fifty thousand'],
    ['two million three hundred thousand and five', 'two million three hundred thousand five'],
    ['two million and one', 'two million one'],
    ['four billion', 'four billion'],
    ['twenty five', 'twenty five'],
    ['fifteen hundred', 'fifteen hundred'],
  ])('reads %j as one number, spelt %j', (words, expected) => {
    expect(respell(words)).toBe(expected);
  });

  it.each([
    ['nineteen eighty', 'nineteen eighty'],
    ['one thousand nine hundred and eighty', 'nineteen eighty'],
    ['nineteen hundred and eighty', 'nineteen eighty'],
    ['nineteen oh five', 'nineteen oh five'],
    ['nineteen zero five', 'nineteen oh five'],
    ['nineteen hundred', 'nineteen hundred'],
    ['twenty twenty five', 'twenty twenty five'],
    ['two thousand twenty five', 'twenty twenty five'],
    ['twenty ten', 'twenty ten'],
    ['twenty oh five', 'two thousand five'],
    ['eleven twelve', 'eleven twelve'],
  ])('spells the year value of %j as a year is said: %j', (words, expected) => {
    expect(respell(words)).toBe(expected);
  });

  it.each([
    ['a hundred', 'one hundred'],
    ['a hundred and one', 'one hundred one'],
    ['a thousand', 'one thousand'],
    ['a million people', 'one million people'],
  ])('reads "a" before a multiplier as one: %j → %j', (words, expected) => {
    expect(respell(words)).toBe(expected);
  });

  it.each([
    ['two point five', 'two point five'],
    ['zero point seven five', 'zero point seven five'],
    ['two point oh five', 'two point zero five'],
    ['nineteen eighty point five', 'nineteen eighty point five'],
  ])('reads the digits after "point": %j → %j', (words, expected) => {
    expect(respell(words)).toBe(expected);
  });

  it.each([
    ['two three', 'two three'],
    ['one two three four', 'one two three four'],
    ['five twenty', 'five twenty'],
    ['ten fifty', 'ten fifty'],
    ['zero zero seven', 'zero zero seven'],
    ['three and four', 'three and four'],
    ['between one hundred and two hundred', 'between one hundred and two hundred'],
    ['one hundred two hundred', 'one hundred two hundred'],
    ['one thousand and two thousand', 'one thousand and two thousand'],
    ['one thousand fifteen hundred', 'one thousand fifteen hundred'],
    ['nineteen twenty thousand', 'nineteen twenty thousand'],
  ])('keeps separate numbers apart: %j → %j', (words, expected) => {
    expect(respell(words)).toBe(expected);
  });

  it.each([
    ['oh', 'oh'],
    ['oh five', 'oh five'],
    ['and', 'and'],
    ['a', 'a'],
    ['a cat', 'a cat'],
    ['hundred', 'hundred'],
    ['the hundred years war', 'the hundred years war'],
    ['at this point two things', 'at this point two things'],
    ['two point', 'two point'],
    ['nineteen oh', 'nineteen oh'],
  ])('leaves words that are not part of a number as they are: %j', (words, expected) => {
    expect(respell(words)).toBe(expected);
  });

  it('keeps the scale word a too-large count cannot take', () => {
    expect(respell('ninety nine hundred billion')).toBe('nine thousand nine hundred billion');
  });

  it('returns no words for no words', () => {
    expect(respellNumberWords([])).toEqual([]);
  });
});
