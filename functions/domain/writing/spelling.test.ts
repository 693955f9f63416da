import { beforeAll, describe, expect, it } from 'vitest';
import { engineLoadBudgetMs } from '@test/fixtures/slow-loads';
import { suggestionsFor } from './dictionary';
import { findSpellingMistakes } from './spelling';

// The dictionaries load on the first check: once for the file, within their own budget.
beforeAll(() => void findSpellingMistakes('Warm up the speling checker.', new Set()), engineLoadBudgetMs);

describe('suggestionsFor', () => {
  it('puts the likeliest slip first: swapped letters, a doubled letter, a vowel, a word run into the next', () => {
    expect(suggestionsFor('recieved')[0]).toBe('received');
    expect(suggestionsFor('accomodation')[0]).toBe('accommodation');
    expect(suggestionsFor('definately')[0]).toBe('definitely');
    expect(suggestionsFor('alot')[0]).toBe('a lot');
    expect(suggestionsFor('Beleive')).toEqual(['Believe']);
  });

  it('finds a word two doubling slips away, and splits a word only when nothing else is close', () => {
    expect(suggestionsFor('tommorow')).toEqual(['tomorrow']);
    expect(suggestionsFor('occured')).toEqual(['occurred']);
    expect(suggestionsFor('highschool')).toEqual(['high school']);
  });

  it('suggests nothing for a word far from any other', () => {
    expect(suggestionsFor('qwertyuiop')).toEqual([]);
  });
});

describe('findSpellingMistakes', () => {
  it('marks every misspelling and suggests for the first 20 different ones, so an answer of misspellings stays quick', () => {
    const misspelt = 'beleive recieve goverment enviroment seperate untill begining arguement becuase neccesary tommorow wich thier occured diffrent accomodation definately studens finaly realy succesful writting adress beggining comming';
    const tags = findSpellingMistakes(`${misspelt} beleive`);
    expect(tags).toHaveLength(26);
    expect(tags.slice(0, 20).every((tag) => tag.suggestions.length > 0)).toBe(true);
    expect(tags.slice(20, 25).map((tag) => tag.suggestions)).toEqual([[], [], [], [], []]);
    expect(tags.at(-1)!.suggestions).toEqual(['believe']);
  });
});
