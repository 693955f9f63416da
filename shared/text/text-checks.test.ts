import { describe, expect, it } from 'vitest';
import { endsWithFullStop, hasPunctuation, isAllCapitals, isOnlyBullets, startsWithCapital } from './text-checks';

describe('isAllCapitals', () => {
  it.each([
    ['I AGREE WITH THIS.', true],
    ['I agree.', false],
    ['123 456', false],
    ['', false],
  ])('finds %j all in capitals: %s', (text, expected) => {
    expect(isAllCapitals(text)).toBe(expected);
  });
});

describe('hasPunctuation', () => {
  it.each([
    ['no punctuation at all', false],
    ["don't count apostrophes", false],
    ['a comma, here', true],
    ['a stop.', true],
  ])('finds sentence punctuation in %j: %s', (text, expected) => {
    expect(hasPunctuation(text)).toBe(expected);
  });
});

describe('isOnlyBullets', () => {
  it.each([
    ['- one\n- two', true],
    ['• one\n\n1. two\n2) three', true],
    ['* one\nA sentence.', false],
    ['-not a bullet', false],
    ['', false],
  ])('finds %j made only of bullets: %s', (text, expected) => {
    expect(isOnlyBullets(text)).toBe(expected);
  });
});

describe('startsWithCapital', () => {
  it.each([
    ['The end.', true],
    ['  "Quoted start', true],
    ['lower start', false],
    ['', false],
  ])('finds %j starting with a capital: %s', (text, expected) => {
    expect(startsWithCapital(text)).toBe(expected);
  });
});

describe('endsWithFullStop', () => {
  it.each([
    ['It ended.', true],
    ['He said "stop."  ', true],
    ['Really?', false],
    ['No stop', false],
  ])('finds %j ending with a full stop: %s', (text, expected) => {
    expect(endsWithFullStop(text)).toBe(expected);
  });
});
