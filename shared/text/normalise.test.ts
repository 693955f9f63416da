import { describe, expect, it } from 'vitest';
import { normaliseSpeech, normaliseWord, normaliseWords } from './normalise';

const said = (text: string): string => normaliseSpeech(text).join(' ');

describe('normaliseSpeech', () => {
  it('lowercases, strips punctuation and splits hyphenated words', () => {
    // Prepare
    const transcript = 'The twenty-one "Students" don\'t — really — agree!';
    // Act
    const normalised = normaliseSpeech(transcript);
    // Assess
    expect(normalised).toEqual(['the', 'twenty', 'one', 'students', 'dont', 'really', 'agree']);
  });

  it.each([
    ['0', 'zero'],
    ['7', 'seven'],
    ['21', 'twenty one'],
    ['(7),', 'seven'],
    ['310', 'three hundred ten'],
    ['1,250', 'twelve fifty'],
    ['12,250', 'twelve thousand two hundred fifty'],
    ['2,000,000', 'two million'],
    ['1000000', 'one million'],
    ['999,999,999,999', 'nine hundred ninety nine billion nine hundred ninety nine million nine hundred ninety nine thousand nine hundred ninety nine'],
  ])('spells the whole number %j by its value: %j', (text, expected) => {
    expect(said(text)).toBe(expected);
  });

  it.each([
    ['1980', 'nineteen eighty'],
    ['1905', 'nineteen oh five'],
    ['1900', 'nineteen hundred'],
    ['2000', 'two thousand'],
    ['2005', 'two thousand five'],
    ['2010', 'twenty ten'],
    ['2025', 'twenty twenty five'],
    ['2100', 'two thousand one hundred'],
    ['1099', 'one thousand ninety nine'],
  ])('spells %j as a year is said when its value is in the year ranges: %j', (text, expected) => {
    expect(said(text)).toBe(expected);
  });

  it.each([
    ['2.5', 'two point five'],
    ['0.75', 'zero point seven five'],
    ['2.50', 'two point five zero'],
    ['.5', 'point five'],
    ['1,234.5', 'twelve thirty four point five'],
  ])('spells the decimal %j digit by digit after the point: %j', (text, expected) => {
    expect(said(text)).toBe(expected);
  });

  it.each([
    ['1st', 'first'],
    ['22nd', 'twenty second'],
    ['3rd', 'third'],
    ['10th', 'tenth'],
    ['101st', 'one hundred first'],
  ])('spells the ordinal %j as %j', (text, expected) => {
    expect(said(text)).toBe(expected);
  });

  it.each([
    ['007', 'zero zero seven'],
    ['1234567890123', 'one two three four five six seven eight nine zero one two three'],
  ])('reads the code %j digit by digit', (text, expected) => {
    expect(said(text)).toBe(expected);
  });

  it.each([
    ['three hundred and ten', 'three hundred ten'],
    ['a hundred and one', 'one hundred one'],
    ['nineteen eighty', 'nineteen eighty'],
    ['one thousand nine hundred and eighty', 'nineteen eighty'],
    ['twenty oh five', 'two thousand five'],
    ['two three', 'two three'],
    ['twenty-five', 'twenty five'],
  ])('respells the number words %j as their value is spelt: %j', (text, expected) => {
    expect(said(text)).toBe(expected);
  });

  it.each([
    ['45%', 'forty five percent'],
    ['45 %', 'forty five percent'],
    ['(45%),', 'forty five percent'],
    ['45 per cent', 'forty five percent'],
    ['45 percent', 'forty five percent'],
    ['2.5%', 'two point five percent'],
    ['Per cent.', 'percent'],
    ['per capita', 'per capita'],
  ])('says %j with the one word "percent": %j', (text, expected) => {
    expect(said(text)).toBe(expected);
  });

  it.each([
    ['$5', 'five dollars'],
    ['$ 5', 'five dollars'],
    ['$99.', 'ninety nine dollars'],
    ['$1', 'one dollar'],
    ['$0', 'zero dollars'],
    ['$2.50', 'two dollars fifty'],
    ['$1.05', 'one dollar five'],
    ['$3.00', 'three dollars'],
    ['$0.50', 'fifty cents'],
    ['$0.01', 'one cent'],
    ['$.5', 'fifty cents'],
    ['$1.125', 'one point one two five dollars'],
    ['$1,500', 'fifteen hundred dollars'],
    ['$2.5 million', 'two point five million dollars'],
    ['$1 billion', 'one billion dollars'],
    ['£1', 'one pound'],
    ['£2.50', 'two pounds fifty'],
    ['£0.01', 'one penny'],
    ['£0.20', 'twenty pence'],
    ['€1', 'one euro'],
    ['€2.5', 'two euros fifty'],
    ['€0.10', 'ten cents'],
    ['5$', 'five dollars'],
    ['$', 'dollars'],
    ['$ first', 'dollars first'],
  ])('says the amount %j with its unit: %j', (text, expected) => {
    expect(said(text)).toBe(expected);
  });

  it('says "&" as "and"', () => {
    expect(said('R&D and Q & A')).toBe('r and d and q and a');
  });

  it.each([
    ['In 1980, 45% of 310 homes cost $5.', 'in nineteen eighty forty five per cent of three hundred and ten homes cost five dollars'],
    ['It rose to 1,250 in 2025.', 'it rose to one thousand two hundred and fifty in twenty twenty five'],
    ['It rose to 1,250 in 2025.', 'it rose to twelve fifty in two thousand and twenty five'],
    ['Built in 1905.', 'built in nineteen oh five'],
    ['Built in 1905.', 'built in nineteen hundred and five'],
    ['Sales: $2.50 each, $2.5 million in all.', 'sales two dollars fifty each two point five million dollars in all'],
    ['A 0.75 share of 2,000,000', 'a zero point seven five share of two million'],
    ['About 100 people', 'about a hundred people'],
    ['The 22nd of 31', 'the twenty-second of thirty one'],
    ['R&D', 'r and d'],
    ['Only 21 came', 'only twenty-one came'],
  ])('meets the reference %j and the transcript %j on the same words', (reference, transcript) => {
    expect(normaliseSpeech(transcript)).toEqual(normaliseSpeech(reference));
  });

  it('gives the same words when normalising its own result again', () => {
    // Prepare
    const once = normaliseSpeech('In 2005, 1,250 of the 3,000 cars (45%) cost £12.50; by 1999 only 7 did.');
    // Act
    const twice = normaliseSpeech(once.join(' '));
    // Assess
    expect(twice).toEqual(once);
  });

  it('keeps numbers in digits apart even when their words would form one number', () => {
    expect(said('1980 5, 20 5')).toBe('nineteen eighty five twenty five');
  });

  it.each([
    ['1, 2', 'one two'],
    ['1,2', 'one two'],
    ['1,2500', 'one two thousand five hundred'],
    ['cats,dogs', 'cats dogs'],
  ])('reads a comma that is not a thousands separator as a list: %j → %j', (text, expected) => {
    expect(said(text)).toBe(expected);
  });

  it.each([
    ['3D', '3d'],
    ['COVID-19', 'covid nineteen'],
    ['1990s', '1990s'],
    ['MP3s', 'mp3s'],
    ['1.2.3', '123'],
  ])('keeps digits glued to letters or points as one word: %j → %j', (text, expected) => {
    expect(said(text)).toBe(expected);
  });

  it.each([
    ['oh', 'oh'],
    ['oh five', 'oh five'],
    ['and', 'and'],
    ['a', 'a'],
    ['a cat and a hundred dogs', 'a cat and one hundred dogs'],
    ['three and four', 'three and four'],
  ])('leaves %j, which is no number, as words', (text, expected) => {
    expect(said(text)).toBe(expected);
  });

  it.each(['', ' ... , ! ', ' — / - '])('returns no words for the empty or punctuation-only text %j', (text) => {
    expect(normaliseSpeech(text)).toEqual([]);
  });
});

describe('normaliseWord', () => {
  it('drops case and every punctuation mark', () => {
    expect(normaliseWord('Don\'t,')).toBe('dont');
  });

  it('drops a symbol that speech normalisation would say', () => {
    expect(normaliseWord('45%')).toBe('45');
  });
});

describe('normaliseWords', () => {
  it('keeps digits and drops tokens left empty', () => {
    expect(normaliseWords('It costs 5 - dollars.')).toEqual(['it', 'costs', '5', 'dollars']);
  });
});
