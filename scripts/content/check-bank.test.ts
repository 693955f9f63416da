import { itemTypeCodes, type ItemTypeCode, type QuestionInput } from '@shared/exam';
import { describe, expect, it } from 'vitest';
import { validBank, validItem } from './bank-fixtures';
import { checkBank, jaccard, minimumItems, normalisePassage, targetItems, wordShingles, type MediaIndex, type Problem } from './check-bank';
import type { BankFile } from './load-bank';

const everyType = (count: number) => Object.fromEntries(itemTypeCodes.map((code) => [code, count])) as Record<ItemTypeCode, number>;
const three = everyType(3);
/** Below the bank's three per type, so one broken item shows only its own problems. */
const two = everyType(2);

/** A valid bank of three items per type where one type's file holds the given items instead. */
function bankWith(code: ItemTypeCode, items: unknown[]): BankFile[] {
  return validBank(three).map((file) => (file.code === code ? { ...file, items } : file));
}

/** The valid three items of a type with the fields of one of them changed. */
function withChange(code: ItemTypeCode, fields: Partial<QuestionInput>): unknown[] {
  return [validItem(code, 1, fields), validItem(code, 2), validItem(code, 3)];
}

const errorsOf = (files: BankFile[], media?: MediaIndex, minimums = two): Problem[] =>
  checkBank(files, { minimums, targets: minimums, ...(media === undefined ? {} : { media }) }).problems.filter((problem) => problem.severity === 'error');

/** Every media file the valid bank of three per type references. */
function allMedia(files: BankFile[]): MediaIndex {
  const items = files.flatMap((file) => file.items as QuestionInput[]);
  return {
    audio: new Set(items.flatMap((item) => (item.track === undefined ? [] : [item.track]))),
    images: new Set(items.flatMap((item) => (item.image === undefined ? [] : [item.image]))),
  };
}

describe('checkBank', () => {
  it('finds no problem in a valid bank with its media', () => {
    const files = validBank(three);

    const report = checkBank(files, { minimums: three, targets: three, media: allMedia(files) });

    expect(report.problems).toEqual([]);
    expect(report.counts.LSA).toEqual({ items: 3, valid: 3, samples: 3, errors: 0, warnings: 0 });
  });

  it('accepts a bank at exactly the issue targets', () => {
    const report = checkBank(validBank(targetItems));

    expect(report.problems).toEqual([]);
    expect(report.counts.SRS.valid).toBe(100);
    expect(report.counts.RSA.valid).toBe(60);
  });

  it('fails a grown type below its target and only warns about a type not yet grown', () => {
    const report = checkBank(validBank(minimumItems), { grown: new Set(['RFB', 'WWE']) });

    const filesWith = (severity: string) => report.problems.filter((problem) => problem.severity === severity).map((problem) => problem.file);
    expect(filesWith('error')).toEqual(['RFB.json', 'WWE.json']);
    expect(filesWith('warning')).toEqual(itemTypeCodes.filter((code) => code !== 'RFB' && code !== 'WWE').map((code) => `${code}.json`));
    expect(report.problems).toContainEqual({ severity: 'warning', file: 'SRS.json', message: '40 valid SRS items, 100 targeted (not yet grown)' });
    expect(report.problems).toContainEqual({ severity: 'error', file: 'RFB.json', message: '30 valid RFB items, 100 targeted' });
  });

  it('reports a file that is not valid JSON or not an array', () => {
    const files = [...validBank(three), { file: 'LSA.json', code: 'LSA' as const, items: [], error: 'not valid JSON (Unexpected end)' }];

    expect(errorsOf(files)).toContainEqual({ severity: 'error', file: 'LSA.json', message: 'not valid JSON (Unexpected end)' });
  });

  it('reports a file name that is not an item-type code', () => {
    const files = [...validBank(three), { file: 'listening.json', code: undefined, items: [] }];

    expect(errorsOf(files).map((problem) => problem.file)).toEqual(['listening.json']);
  });

  it('reports every schema issue with its uid and field', () => {
    const errors = errorsOf(bankWith('LSA', withChange('LSA', { section: 'Reading', title: '' })));

    expect(errors.map((problem) => `${problem.file} ${problem.uid} ${problem.field}`)).toEqual(['LSA.json LSA-0001 title', 'LSA.json LSA-0001 section']);
  });

  it('reports an item in the file of another type', () => {
    const errors = errorsOf(bankWith('LSA', [...withChange('LSA', {}), validItem('LMA', 9)]));

    expect(errors).toEqual([{ severity: 'error', file: 'LSA.json', uid: 'LMA-0009', field: 'uid', message: 'a LMA item in LSA.json' }]);
  });

  it('reports a uid used twice across the bank', () => {
    const files = [...validBank(three), { file: 'RSA-extra.json', code: undefined, items: [validItem('RSA', 2, { topic: 'A different passage that is long enough to count as one.' })] }];

    expect(errorsOf(files)).toContainEqual(expect.objectContaining({ uid: 'RSA-0002', field: 'uid', message: 'the uid is used twice (also in RSA.json)' }));
  });

  it('reports missing audio and images only when media are checked', () => {
    const files = validBank(three);
    const media = allMedia(files);
    const audio = new Set(media.audio);
    audio.delete('LWD-0002');
    const images = new Set(media.images);
    images.delete('SDI-0003');

    const errors = errorsOf(files, { audio, images });

    expect(errors.map((problem) => `${problem.uid} ${problem.field}`)).toEqual(['LWD-0002 track', 'SDI-0003 image']);
    expect(errorsOf(files)).toEqual([]);
  });

  it('reports a Highlight Incorrect Words answer that equals the shown word, ignoring case and punctuation', () => {
    const errors = errorsOf(bankWith('LIW', withChange('LIW', { correctAnswers: ['Rapid,'] })));

    expect(errors).toEqual([expect.objectContaining({ uid: 'LIW-0001', field: 'correctAnswers.0' })]);
  });

  it('reports a choice written twice, naming the correct one', () => {
    const errors = errorsOf(bankWith('LMW', withChange('LMW', { multichoice: ['ends here', 'starts there', 'Ends  here', 'goes on'], correctIndex: 0 })));

    expect(errors).toEqual([expect.objectContaining({ uid: 'LMW-0001', field: 'multichoice.2', message: 'the correct choice "Ends  here" repeats choice 0' })]);
  });

  it('reports a multiple-answer item where every choice is correct', () => {
    const errors = errorsOf(bankWith('RMA', withChange('RMA', { multichoice: ['one', 'two'], correctIndexes: [0, 1] })));

    expect(errors).toEqual([expect.objectContaining({ uid: 'RMA-0001', field: 'correctIndexes' })]);
  });

  it('reports a drag word bank without a distractor', () => {
    const errors = errorsOf(bankWith('RFG', withChange('RFG', { wordsGiven: ['fell', 'rose'] })));

    expect(errors).toEqual([expect.objectContaining({ uid: 'RFG-0001', field: 'wordsGiven', message: 'the word bank needs at least one distractor besides the correct answers' })]);
  });

  it('reports a dropdown whose options repeat', () => {
    const errors = errorsOf(bankWith('RFB', withChange('RFB', { wordsGiven: [['rose', 'Rose'], ['fell', 'grew']] })));

    expect(errors).toEqual([expect.objectContaining({ uid: 'RFB-0001', field: 'wordsGiven.0' })]);
  });

  it('reports a typed-blanks transcript that is not the filled topic', () => {
    const item = validItem('LWB', 1);
    const errors = errorsOf(bankWith('LWB', withChange('LWB', { transcript: item.transcript?.replace('steady', 'slow') })));

    expect(errors).toEqual([expect.objectContaining({ uid: 'LWB-0001', field: 'transcript', message: 'transcript differs from the topic with its blanks filled, which is what the audio says' })]);
  });

  it('reports a discussion line without a speaker label', () => {
    const errors = errorsOf(bankWith('SGD', withChange('SGD', { transcript: 'Speaker A: We should start.\nI agree with that entirely.' })));

    expect(errors).toEqual([expect.objectContaining({ uid: 'SGD-0001', field: 'transcript' })]);
  });

  it('reports a track that is not the uid, and a track on a type without audio', () => {
    const files = bankWith('LST', withChange('LST', { track: 'LST-0099' })).map((file) =>
      file.code === 'RSA' ? { ...file, items: withChange('RSA', { track: 'RSA-0001' }) } : file,
    );

    const errors = errorsOf(files);

    expect(errors.map((problem) => `${problem.uid} ${problem.field} ${problem.message}`)).toEqual([
      'RSA-0001 track RSA items have no audio; remove track',
      'LST-0001 track track "LST-0099" must be the uid (LST-0001)',
    ]);
  });

  it('reports a passage repeated across the bank, whatever its case and spacing', () => {
    const shared = 'The history of canal building shows how engineering  changed trade.';
    const files = bankWith('SRA', withChange('SRA', { topic: shared })).map((file) =>
      file.code === 'WWE' ? { ...file, items: withChange('WWE', { topic: shared.toUpperCase() }) } : file,
    );

    expect(errorsOf(files)).toEqual([expect.objectContaining({ uid: 'WWE-0001', field: 'topic', message: 'the same text as SRA-0001 topic' })]);
  });

  it('reports an item that rewrites another of its type in a few words, and only warns across types', () => {
    const original = 'Honeybees tell their nest mates where food lies by dancing on the comb, and the angle of the dance gives the direction of the flowers.';
    const rewrite = original.replace('Honeybees', 'Bees').replace('flowers', 'food source');
    const files = bankWith('RSA', withChange('RSA', { topic: original }).concat(validItem('RSA', 4, { topic: rewrite }))).map((file) =>
      file.code === 'SRA' ? { ...file, items: withChange('SRA', { topic: `${rewrite} Scouts return to repeat it.` }) } : file,
    );

    const { problems } = checkBank(files, { minimums: three, targets: three });

    expect(problems).toEqual([
      expect.objectContaining({ severity: 'error', uid: 'RSA-0004', message: expect.stringMatching(/^nearly the same text as RSA-0001: \d+ % of 3-word runs shared/) as string }),
      expect.objectContaining({ severity: 'warning', uid: 'SRA-0001', message: expect.stringMatching(/^nearly the same text as RSA-0004: .* across types$/) as string }),
      expect.objectContaining({ severity: 'warning', uid: 'SRA-0001', message: expect.stringMatching(/^nearly the same text as RSA-0001: .* across types$/) as string }),
    ]);
  });

  it('lets items that only share a stock phrase pass', () => {
    const stem = 'To what extent do you agree or disagree? Support your opinion with reasons and examples.';
    const files = bankWith('WWE', [
      validItem('WWE', 1, { topic: `Some people believe that cities should ban cars from their centres. ${stem}` }),
      validItem('WWE', 2, { topic: `Many argue that universities ought to charge no tuition fees at all. ${stem}` }),
      validItem('WWE', 3),
    ]);

    expect(checkBank(files, { minimums: three, targets: three }).problems).toEqual([]);
  });

  it('requires a difficulty on every item of a grown type, and warns when one level is scarce', () => {
    const files = validBank(three).map((file) =>
      file.code === 'RRP'
        ? { ...file, items: withChange('RRP', { difficulty: undefined }) }
        : file.code === 'SRS'
          ? { ...file, items: withChange('SRS', { difficulty: undefined }) }
          : file,
    );

    const { problems } = checkBank(files, { minimums: three, targets: three, grown: new Set(['RRP']) });

    expect(problems).toEqual([
      { severity: 'error', file: 'RRP.json', uid: 'RRP-0001', field: 'difficulty', message: 'RRP items need a difficulty (easy, medium, hard)' },
      { severity: 'warning', file: 'RRP.json', field: 'difficulty', message: '0 easy, 1 medium, 1 hard: fewer than a fifth easy' },
    ]);
  });

  it('reports a writing model answer that breaks its type\'s form, and warns when there is none', () => {
    const files = bankWith('WWS', withChange('WWS', { sampleAnswer: 'Two sentences here. Not one sentence as the type asks.' })).map((file) =>
      file.code === 'WSC' ? { ...file, items: withChange('WSC', { sampleAnswer: undefined }) } : file,
    );

    const { problems } = checkBank(files, { minimums: two, targets: two, grown: new Set() });

    expect(problems).toEqual([
      { severity: 'warning', file: 'WSC.json', uid: 'WSC-0001', field: 'sampleAnswer', message: 'WSC items show a model answer; add sampleAnswer' },
      { severity: 'error', file: 'WWS.json', uid: 'WWS-0001', field: 'sampleAnswer', message: 'the model answer earns 0 of 1 for form: more than one sentence' },
    ]);
  });

  it('lets short texts repeat', () => {
    const files = bankWith('WWE', withChange('WWE', { topic: 'Discuss.' })).map((file) =>
      file.code === 'WSC' ? { ...file, items: withChange('WSC', { topic: 'Discuss.' }) } : file,
    );

    expect(errorsOf(files)).toEqual([]);
  });

  it('reports a type below its minimum, a missing type and a type without a sample', () => {
    const files = validBank(three)
      .filter((file) => file.code !== 'SPI')
      .map((file) => (file.code === 'SRS' ? { ...file, items: file.items.slice(0, 2) } : file))
      .map((file) => (file.code === 'LWD' ? { ...file, items: file.items.map((item) => ({ ...(item as object), isSample: false })) } : file));

    const messages = errorsOf(files, undefined, three).map((problem) => `${problem.file}: ${problem.message}`);

    expect(messages).toEqual([
      'LWD.json: no valid LWD item has isSample: true; each type needs a free sample',
      'SRS.json: 2 valid SRS items, at least 3 needed',
      'SPI.json: no SPI items (Personal Introduction); every type of the catalogue needs some',
    ]);
  });

  it('does not count an item with errors toward the minimum', () => {
    // Not grown, so the two valid items of three levels are not also warned about as a scarce difficulty.
    const report = checkBank(bankWith('LIW', withChange('LIW', { correctAnswers: ['rapid'] })), { minimums: three, targets: three, grown: new Set() });

    expect(report.counts.LIW).toEqual({ items: 3, valid: 2, samples: 2, errors: 2, warnings: 0 });
  });

  it('warns about symbols in spoken text without making it an error', () => {
    const report = checkBank(bankWith('LWD', withChange('LWD', { transcript: 'Prices rose by 5% (roughly).' })), { minimums: three, targets: three });

    expect(report.problems).toEqual([expect.objectContaining({ severity: 'warning', uid: 'LWD-0001', field: 'transcript' })]);
    expect(report.problems[0]?.message).toContain('"%"');
  });
});

describe('wordShingles and jaccard', () => {
  it('takes runs of three words, ignoring case and punctuation', () => {
    expect([...wordShingles('The Moon pulls; the tides rise.')]).toEqual(['the moon pulls', 'moon pulls the', 'pulls the tides', 'the tides rise']);
  });

  it('measures shared members over all members', () => {
    expect(jaccard(new Set(['a', 'b', 'c']), new Set(['b', 'c', 'd']))).toBe(0.5);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });
});

describe('normalisePassage', () => {
  it('lower-cases and collapses whitespace', () => {
    expect(normalisePassage('  The  Quick\n\tFox ')).toBe('the quick fox');
  });
});
