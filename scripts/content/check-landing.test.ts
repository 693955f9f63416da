import { describe, expect, it } from 'vitest';
import { checkLanding, checkVocabulary } from './check-landing';

const page = (slug: string, kind: string, body: string, practice?: string) => ({
  file: `${slug}.md`,
  text: [
    '---',
    `slug: ${slug}`,
    `kind: ${kind}`,
    `title: "The ${slug} page for students"`,
    `seoTitle: The ${slug} page`,
    `description: What the ${slug} page says, at a length that a search result can show in full.`,
    'tags: [speaking]',
    ...(practice ? [`practice: ${practice}`] : []),
    'order: 1',
    '---',
    body,
  ].join('\n'),
});

const tips = (slug: string, code: string) => page(slug, 'tips', `[Practise](/practice?section=Speaking&exercise=${code})`, code);
const complete = [page('academic', 'academic', '[Scoring](/academic/scoring) [Guide](/blog/pte-guide)'), page('scoring', 'academic', 'Back to [the overview](/academic).'), tips('short-answer', 'SSQ'), tips('write-from-dictation', 'LWD'), tips('read-aloud', 'SRA'), tips('repeat-sentence', 'SRS')];
const appPaths = ['/practice', '/resources', '/resources/vocabulary'];

describe('checkLanding', () => {
  it('passes the pages of spec §2 whose links land', () => {
    expect(checkLanding({ files: complete, blogSlugs: new Set(['pte-guide']), appPaths }).problems).toEqual([]);
  });

  it('names a missing tips page, a tips page that does not link into its practice, and links that land nowhere', () => {
    // Prepare
    const files = [
      page('academic', 'academic', '[Gone](/academic/gone) [Old](/blog/no-post) [Nowhere](/nowhere) [Bad type](/practice?exercise=XYZ)'),
      page('read-aloud', 'tips', 'No practice link here.', 'SRA'),
      { ...tips('short-answer', 'SSQ'), file: 'other-name.md' },
    ];

    // Act
    const messages = checkLanding({ files, blogSlugs: new Set(), appPaths }).problems.map(({ file, message }) => `${file}: ${message}`);

    // Assess
    expect(messages).toEqual(
      expect.arrayContaining([
        'other-name.md: the file of slug "short-answer" must be named short-answer.md',
        'write-from-dictation.md: the tips page "write-from-dictation" of spec §2 is missing',
        'repeat-sentence.md: the tips page "repeat-sentence" of spec §2 is missing',
        'read-aloud.md: a tips page links straight into practice of its type: /practice?section=...&exercise=SRA',
        'academic.md: link /academic/gone goes to no landing page',
        'academic.md: link /blog/no-post goes to no post',
        'academic.md: link /nowhere goes to no page of the app',
        'academic.md: link /practice?exercise=XYZ names no item type',
      ]),
    );
  });
});

describe('checkVocabulary', () => {
  const entry = (word: string) => ({ word, pos: 'noun', definition: `The meaning of ${word}, in words.`, example: `This sentence uses ${word} well.` });
  const list = (id: string, words: string[]) => ({ file: `${id}.json`, value: { id, title: `List ${id}`, description: `The words of the list ${id}, for the trainer.`, words: words.map(entry) } });
  const ten = (prefix: string) => Array.from({ length: 10 }, (_, index) => `${prefix}${'abcdefghij'[index]}`);

  it('passes bundled lists of unique words, each with its audio', () => {
    const words = ten('word');
    expect(checkVocabulary({ files: [list('one', words)], bundledIds: ['one'], audio: new Set(words) }).problems).toEqual([]);
  });

  it('names a word given twice, a list not bundled, a bundled list without a file, a word without audio and audio of no word', () => {
    const problems = checkVocabulary({ files: [list('one', ten('word')), list('two', [...ten('term').slice(1), 'worda'])], bundledIds: ['one', 'three'], audio: new Set([...ten('word'), 'stray']) }).problems;

    expect(problems.map(({ file, message }) => `${file}: ${message}`)).toEqual(
      expect.arrayContaining([
        'two.json: "worda" is also a word of one.json',
        'two.json: list "two" is not bundled: import it in functions/domain/vocabulary/lists.ts',
        'three.json: functions/domain/vocabulary/lists.ts bundles list "three", which has no valid file',
        'two.json: "termb" has no pronunciation: run npm run content:audio',
        'audio/stray.opus: no list holds this word: run npm run content:audio to remove it',
      ]),
    );
  });
});
