import { describe, expect, it } from 'vitest';
import { itemTypeCodes, type ItemTypeCode } from './item-type-codes';
import { itemTypeOf, itemTypes, skillMax, waitingTimeOf } from './item-types';
import { skillContributions } from './skill-contributions';

const entries = Object.values(itemTypes);

describe('itemTypes', () => {
  it('has exactly one entry per code, keyed by its own code and uid prefix', () => {
    // Assess
    expect(Object.keys(itemTypes).sort()).toEqual([...itemTypeCodes].sort());
    for (const [code, type] of Object.entries(itemTypes)) {
      expect([type.code, type.uidPrefix]).toEqual([code, code]);
    }
  });

  // practice.md §9: speaking timings (preparation / answering); "a further speaking type 25 s / 30 s" is
  // Personal Introduction and Summarize Group Discussion is 10 s / 2 min (pte-format.md).
  it.each([
    ['SRA', 40, 40],
    ['SRS', 1, 15],
    ['SSQ', 1, 10],
    ['SDI', 25, 40],
    ['SRL', 10, 40],
    ['SIT', 20, 40],
    ['SPI', 25, 30],
    ['SGD', 10, 120],
  ] as const)('times %s at %i s preparation and %i s answering', (code, waitingTime, answeringTime) => {
    expect(itemTypes[code]).toMatchObject({ waitingTime, answeringTime, targetTime: waitingTime + answeringTime });
  });

  it('gives types without a recorder no preparation or answering time', () => {
    const silent = entries.filter((type) => type.section !== 'Speaking');
    expect(silent.every((type) => type.waitingTime === 0 && type.answeringTime === 0)).toBe(true);
  });

  // practice.md §9: target times; "listening types mostly 60 s".
  it.each([
    ['RSA', 120],
    ['RMA', 180],
    ['RRP', 90],
    ['RFG', 60],
    ['RFB', 180],
    ['LSA', 60],
    ['LMA', 60],
    ['LHS', 60],
    ['LIW', 60],
    ['LWB', 60],
    ['LMW', 60],
    ['LWD', 40],
    ['LST', 600],
    ['WWM', 540],
    ['WWE', 1200],
    ['WWS', 600],
  ] as const)('sets the target time of %s to %i s', (code, seconds) => {
    expect(itemTypes[code].targetTime).toBe(seconds);
  });

  // practice.md §9: maximum scores ("Core variant 8" read as both Core summaries).
  it.each([
    ['LST', 10],
    ['WWM', 15],
    ['WWE', 15],
    ['WWS', 7],
    ['LCT', 8],
    ['WSC', 8],
    ['SIT', 13],
    ['SSQ', 1],
  ] as const)('gives %s the maximum %i', (code, points) => {
    expect(itemTypes[code].maxScore).toEqual({ kind: 'fixed', points });
  });

  // practice.md §9: success thresholds on the AI final score.
  it.each([
    ['LST', 'over', 5],
    ['WWM', 'over', 7],
    ['WWE', 'over', 7],
    ['WWS', 'over', 3],
    ['LCT', 'over', 4],
    ['WSC', 'over', 4],
    ['SDI', 'over', 7],
    ['SRA', 'over', 7],
    ['SRL', 'over', 5],
    ['SRS', 'over', 6],
    ['SIT', 'over', 6],
    ['SSQ', 'equals', 1],
  ] as const)('makes %s a success %s %i', (code, kind, points) => {
    expect(itemTypes[code].success).toEqual({ kind, points });
  });

  it('makes every rule-based type a success at more than half', () => {
    const ruleBased = entries.filter((type) => type.scoring === 'rules');
    expect(ruleBased.map((type) => type.code).sort()).toEqual(['LHS', 'LIW', 'LMA', 'LMW', 'LSA', 'LWB', 'LWD', 'RFB', 'RFG', 'RMA', 'RRP', 'RSA']);
    expect(ruleBased.every((type) => type.success.kind === 'moreThanHalf')).toBe(true);
  });

  it('makes the fixed maximum of every type the sum of its skills’ maxima', () => {
    for (const type of entries.filter((entry) => entry.maxScore.kind === 'fixed' && entry.skills.length > 0)) {
      const sum = type.skills.reduce((total, skill) => total + (skill.max ?? 0), 0);
      expect({ code: type.code, sum }).toEqual({ code: type.code, sum: type.maxScore.kind === 'fixed' ? type.maxScore.points : -1 });
    }
  });

  // practice.md §2: text box rows.
  it.each([
    ['LWD', 2],
    ['LST', 8],
    ['LCT', 8],
    ['WWM', 15],
    ['WWE', 15],
    ['WWS', 6],
    ['WSC', 6],
  ] as const)('gives %s a text box of %i rows', (code, rows) => {
    expect(itemTypes[code].textRows).toBe(rows);
  });

  it('rates Email as the spec’s example: difficulty 5/5, quantity 2-3, 9 MIN, importance 3/5', () => {
    // Act
    const { stats } = itemTypes.WWM;
    // Assess
    expect([stats.difficulty.text, stats.quantity.text, stats.time.text, stats.importance.text]).toEqual(['5/5', '2-3', '9 MIN', '3/5']);
    expect([stats.difficulty.label, stats.difficulty.colour]).toEqual(['HARD', 'red']);
  });

  it('marks a type important exactly when its importance is 4 or 5', () => {
    expect(entries.every((type) => type.flags.importantExercise === type.stats.importance.value >= 4)).toBe(true);
  });

  it('counts each type toward the skills of the contributions table', () => {
    for (const type of entries) {
      expect(new Set(type.skillsAssessed)).toEqual(new Set(Object.keys(skillContributions[type.code])));
    }
  });

  it('lets the recorder submit speaking answers and hides their stopwatch', () => {
    for (const type of entries) {
      const speaking = type.section === 'Speaking';
      expect([type.code, type.flags.hideSubmit, type.flags.hideTimer]).toEqual([type.code, speaking, speaking]);
    }
  });

  it('waits for the audio before preparing, or starts recording at its end, only on audio speaking types', () => {
    const waitAudio = entries.filter((type) => type.flags.waitAudioDidEnd).map((type) => type.code);
    const waitPlayer = entries.filter((type) => type.flags.waitPlayerDidEnd).map((type) => type.code);
    expect([waitAudio.sort(), waitPlayer.sort()]).toEqual([['SGD', 'SIT', 'SRL'], ['SRS', 'SSQ']]);
  });

  it('gives a text answer only to Write From Dictation and the writing types', () => {
    const text = entries.filter((type) => type.answerKind === 'text').map((type) => type.code).sort();
    expect(text).toEqual(['LCT', 'LST', 'LWD', 'WSC', 'WWE', 'WWM', 'WWS']);
  });

  it('starts every answer empty in the shape of its kind', () => {
    const expected = { choice: null, choices: [], order: [], blanks: [], words: [], text: '', speech: '' };
    expect(entries.every((type) => JSON.stringify(type.emptyAnswer) === JSON.stringify(expected[type.answerKind]))).toBe(true);
  });

  it('leaves Personal Introduction unscored', () => {
    expect(itemTypes.SPI).toMatchObject({ scoring: 'unscored', skills: [], success: { kind: 'unscored' }, maxScore: { kind: 'fixed', points: 0 } });
  });

  it('gives every type a name, abbreviation, description and task texts', () => {
    const blank = entries.filter((type) => [type.name, type.abbreviation, type.description, type.task, type.taskMock].some((text) => text.trim() === ''));
    expect(blank).toEqual([]);
  });
});

describe('itemTypeOf', () => {
  it('returns the catalogue entry of a code', () => {
    expect(itemTypeOf('LWD').name).toBe('Write from Dictation');
  });
});

describe('skillMax', () => {
  it.each([
    ['WWE', 'Content', 3],
    ['WWS', 'Form', 1],
    ['SIT', 'Appropriacy', 3],
  ] as const)('gives %s %s the maximum %i', (code, skill, max) => {
    expect(skillMax(code, skill)).toBe(max);
  });

  it('throws for a skill the type does not score with a fixed maximum', () => {
    expect(() => skillMax('RSA' as ItemTypeCode, 'Form')).toThrow(RangeError);
  });
});

describe('waitingTimeOf', () => {
  it.each([
    ['SRA', false, 40],
    ['SRA', true, 4],
    ['SDI', true, 4],
    ['SRS', true, 1],
    ['RSA', true, 0],
  ] as const)('gives %s with skip %s %i s', (code, skip, seconds) => {
    expect(waitingTimeOf(code, { skip })).toBe(seconds);
  });

  it('gives the full preparation time without options', () => {
    expect(waitingTimeOf('SDI')).toBe(25);
  });
});
