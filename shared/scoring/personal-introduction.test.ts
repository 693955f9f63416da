import { describe, expect, it } from 'vitest';
import { personalIntroductionNote, scorePersonalIntroduction } from './personal-introduction';
import { said, silence } from '@test/fixtures/recognition';
import { nothingRecorded } from './types';

describe('scorePersonalIntroduction', () => {
  it('scores nothing but counts a recording as done', () => {
    const result = scorePersonalIntroduction({ recognition: said('My name is Ana.') });
    expect(result).toEqual({ score: 0, max: 0, successful: true, traits: [{ name: 'Final', score: 0, max: 0, evidence: { kind: 'note', text: personalIntroductionNote } }] });
  });

  it.each([
    ['silence', silence],
    ['only fillers', said('erm | um')],
  ])('says nothing was recorded for %s', (_, recognition) => {
    const result = scorePersonalIntroduction({ recognition });
    expect(result.successful).toBe(false);
    expect(result.traits[0]?.evidence).toEqual({ kind: 'note', text: nothingRecorded });
  });
});
