import { beforeAll, describe, expect, it } from 'vitest';
import { QuestionSchema } from '@shared/exam';
import { engineLoadBudgetMs } from '@test/fixtures/slow-loads';
import { analyseWriting } from './analyse';
import { findSpellingMistakes } from './spelling';
import { detectTemplates } from './templates';

const essayQuestion = QuestionSchema.parse({
  uid: 'WWE-9001',
  section: 'Writing',
  topic: 'Some people believe that universities should teach practical skills for employment rather than academic knowledge. To what extent do you agree or disagree?',
  taskKeywords: ['universities', 'practical', 'skills', 'employment', 'academic', 'knowledge', 'students', 'graduates'],
});

const spokenSummary = QuestionSchema.parse({
  uid: 'LST-9001',
  section: 'Listening',
  track: 'LST-9001',
  transcript: 'Coral reefs cover a tiny share of the ocean floor but shelter a quarter of marine species. Warmer water makes corals expel the algae that feed them, and repeated bleaching leaves reefs unable to recover.',
  taskKeywords: ['coral', 'reefs', 'species', 'warmer', 'algae', 'bleaching'],
});

const essay = [
  'Universities have always balanced academic knowledge with practical skills, and the question of which matters more for employment is important for students and graduates alike.',
  'On the one hand, practical skills help graduates find employment quickly. Employers value students who can communicate, manage projects and solve problems from their first day. Moreover, universities that offer placements give students experience that academic lectures alone cannot provide.',
  'On the other hand, academic knowledge develops the critical thinking that employment demands over a whole career. Technologies change quickly, so practical skills learnt today may be outdated tomorrow, whereas the ability to analyse evidence and build arguments lasts. Therefore universities should not abandon theory.',
  'In conclusion, I believe universities should combine academic knowledge with practical training, because graduates need both to succeed in employment and to keep learning throughout their lives.',
].join('\n\n');

// The first analysis loads harper.js, wink-nlp, WordNet and the dictionaries: seconds on a busy machine.
beforeAll(() => analyseWriting(essayQuestion, 'Warm up the analyser.'), engineLoadBudgetMs);

describe('analyseWriting', () => {
  it('gives a clean, on-topic essay the spec fields with comments, and high marks', async () => {
    const analysis = await analyseWriting(essayQuestion, essay);
    expect(analysis.max).toBe(15);
    expect(Object.keys(analysis.scoreAnalysis).sort()).toEqual(
      ['Content', 'Development, structure and coherence', 'Final', 'Form', 'General linguistic range', 'Grammar', 'Spelling', 'Vocabulary', 'num_grammar_mistake', 'num_spell_mistake'].sort(),
    );
    expect(analysis.scoreAnalysis.num_spell_mistake).toBe(0);
    expect(analysis.score).toBeGreaterThanOrEqual(12);
    expect(analysis.successful).toBe(true);
    for (const trait of analysis.traits) expect(trait.comment).toMatch(/\S/);
  });

  it('finds grammar and spelling problems at their positions in the text, with suggestions', async () => {
    const text = `${essay} Their is also a risk that student should of chosen better. I beleive this is importent.`;
    const analysis = await analyseWriting(essayQuestion, text);
    const at = (word: string) => analysis.tags.find((tag) => text.slice(tag.startPos, tag.endPos) === word);
    expect(at('beleive')).toMatchObject({ report: 'spelling', suggestions: expect.arrayContaining(['believe']) });
    expect(at('importent')).toMatchObject({ report: 'spelling', suggestions: expect.arrayContaining(['important']) });
    expect(at('should of')).toMatchObject({ report: 'grammar', suggestions: ['should have'] });
    expect(analysis.scoreAnalysis.num_spell_mistake).toBe(2);
    expect(analysis.scoreAnalysis.num_grammar_mistake).toBeGreaterThanOrEqual(2);
  });

  it('scores an off-topic essay 0 on content, and so 0 overall, however well written', async () => {
    const offTopic = [
      'Gardening has become a popular hobby in many cities, and community plots are now found in parks, on rooftops and beside railway lines.',
      'On the one hand, growing vegetables gives families fresh food and a reason to spend time outdoors. Tomatoes, beans and herbs need little space, and a small balcony can produce a surprising harvest over a single summer.',
      'On the other hand, gardens need water, patience and regular care, so beginners often give up after a dry month. Local clubs help by sharing seeds, tools and advice about soil and pests.',
      'In conclusion, I believe that every neighbourhood should set aside land for gardens, because they bring people together and make streets greener.',
    ].join('\n\n');
    const analysis = await analyseWriting(essayQuestion, offTopic);
    expect(analysis.scoreAnalysis.Content).toBe(0);
    expect(analysis.score).toBe(0);
  });

  it('scores an answer in capitals 0, and a 39-word spoken summary 0', async () => {
    expect((await analyseWriting(essayQuestion, essay.toUpperCase())).score).toBe(0);
    const short = 'Coral reefs shelter many species but warmer water makes corals expel their algae and repeated bleaching stops reefs from recovering so the reefs are in danger and need protection from rising temperatures across all of the oceans right now.';
    expect(short.split(/\s+/)).toHaveLength(39);
    const analysis = await analyseWriting(spokenSummary, short);
    expect(analysis.scoreAnalysis.Form).toBe(0);
    expect(analysis.score).toBe(0);
  });
});

describe('findSpellingMistakes', () => {
  it('never counts a word of the item itself, which the dictionaries may lack', () => {
    const text = 'Ocean acidification harms coral reefs.';
    expect(findSpellingMistakes(text).map((tag) => text.slice(tag.startPos, tag.endPos))).toEqual(['acidification']);
    expect(findSpellingMistakes(text, new Set(['acidification']))).toEqual([]);
  });

  it('leaves a name written in lower case to the grammar check, as a capital missing', () => {
    expect(findSpellingMistakes('The plays of shakespeare are still performed.')).toEqual([]);
  });

  it('accepts British and American spelling, names and acronyms', () => {
    expect(findSpellingMistakes('We organise and organize colour and color. Later Maria met UNESCO staff.')).toEqual([]);
  });

  it('reports a misspelt word with its position', () => {
    expect(findSpellingMistakes('It is definately true.')).toEqual([expect.objectContaining({ startPos: 6, endPos: 16, suggestions: expect.arrayContaining(['definitely']) })]);
  });
});

describe('detectTemplates', () => {
  it('finds memorised template sentences by similarity, with the student\'s own words in their slots, and not original writing', () => {
    const templated = "In today's rapidly changing world, the question of whether online degrees can replace lectures has become a matter of considerable debate. In conclusion, taking everything into consideration, I firmly believe that both matter.";
    const result = detectTemplates(templated);
    expect(result.warning).toContain('memorised template text');
    expect(result.sentences[0]).toContain("In today's rapidly changing world");
    expect(result.ownText).toContain('online degrees can replace lectures');
    expect(detectTemplates(essay).warning).toBeUndefined();
  });

  it('finds generic sentences that name nothing of the topic although no listed template matches them', () => {
    const generic = 'It is widely accepted that this issue has a significant impact on individuals and society as a whole.';
    expect(detectTemplates(generic).share).toBeGreaterThan(0.8);
  });
});

describe('analyseWriting comments', () => {
  it('give examples from the answer itself for grammar and spelling', async () => {
    const analysis = await analyseWriting(essayQuestion, `${essay} Many student thinks this. I beleive it is true.`);
    const comment = (name: string) => analysis.traits.find((trait) => trait.name === name)?.comment ?? '';
    expect(comment('Grammar')).toContain("For example: 'Many student'");
    expect(comment('Spelling')).toContain("For example: 'beleive' → 'believe'");
  });
});
