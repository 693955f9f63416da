import { describe, expect, it } from 'vitest';
import {
  scoreSummarizeSpokenText,
  scoreSummarizeSpokenTextCore,
  scoreSummarizeWrittenText,
  scoreSummarizeWrittenTextCore,
  scoreWriteEmail,
  scoreWriteEssay,
} from './writing';

const essayTask = {
  topic: 'Some people believe that technology has made our lives more complicated. To what extent do you agree or disagree?',
  keywords: ['technology', 'complicated', 'lives', 'communication'],
};

const essay = `Many people believe that modern technology has made our lives more complicated. In my view, technology has simplified daily routines, although it also brings new challenges that deserve careful attention.

Firstly, technology saves time in almost every area of life. Online banking, digital maps and video calls allow ordinary citizens to complete tasks in minutes rather than hours. For example, a student can submit an assignment from home instead of travelling across the city. Moreover, communication with relatives overseas is now instant and nearly free, which strengthens families and friendships.

However, critics argue that constant notifications make our lives complicated and stressful. Workers often feel pressure to answer emails late at night, and children may spend too many hours on screens. These problems are real, yet they result from poor habits rather than from technology itself. Therefore, schools and employers should teach sensible limits, such as switching devices off during meals.

In conclusion, I believe technology makes life easier for most people, provided that we use it wisely. Complicated situations arise when individuals lack discipline, not because innovation is harmful. Governments, companies and families can together ensure that technology remains a helpful servant rather than a demanding master, and future generations will benefit greatly from this balanced approach to progress.`;

const emailTask = {
  topic: 'Write an email to your manager asking for leave to attend a family wedding. Explain why you need the leave and how your work will be covered.',
  keywords: ['leave', 'wedding', 'work'],
};

const email = `Dear Ms Patel,

I am writing to request two days of leave next month because my sister is getting married in Melbourne. The wedding takes place on Friday, and I need to travel on Thursday.

I have already finished the quarterly report, and my colleague Sam has agreed to answer my calls while I am away. I will also check my emails each evening.

Thank you for considering my request.

Kind regards,
Daniel`;

const clean = { grammarErrors: 0, spellingErrors: 0 };

describe('scoreWriteEssay', () => {
  it('gives a well-formed, on-topic essay every point of every trait', () => {
    // Act
    const result = scoreWriteEssay(essayTask, { text: essay, ...clean });
    // Assess
    expect(result).toMatchObject({ score: 15, max: 15, successful: true });
    expect(result.traits.map((trait) => [trait.name, trait.score, trait.max])).toEqual([
      ['Content', 3, 3],
      ['Form', 2, 2],
      ['Development structure and coherence', 2, 2],
      ['Grammar', 2, 2],
      ['General linguistic range', 2, 2],
      ['Vocabulary', 2, 2],
      ['Spelling', 2, 2],
    ]);
  });

  it('takes the error counts found on the server', () => {
    const result = scoreWriteEssay(essayTask, { text: essay, grammarErrors: 5, spellingErrors: 1 });
    expect(result.score).toBe(13);
  });

  it.each([
    ['written in capitals', essay.toUpperCase()],
    ['out of the word range', essay.split(' ').slice(0, 110).join(' ')],
  ])('zeroes everything when %s', (_, text) => {
    // Act
    const result = scoreWriteEssay(essayTask, { text, ...clean });
    // Assess
    expect([result.score, result.successful]).toEqual([0, false]);
    expect(result.traits.filter((trait) => trait.name !== 'Form').every((trait) => trait.score === 0 && trait.evidence.kind === 'note' && trait.evidence.text === 'Not scored: Form is 0.')).toBe(true);
  });

  it('zeroes everything, form included, for an off-topic essay', () => {
    // Act
    const result = scoreWriteEssay({ ...essayTask, keywords: ['volcano', 'earthquake', 'tsunami'] }, { text: essay, ...clean });
    // Assess
    expect(result.score).toBe(0);
    expect(result.traits.find((trait) => trait.name === 'Form')?.evidence).toEqual({ kind: 'note', text: 'Not scored: Content is 0.' });
  });

  it('scores an empty essay 0', () => {
    expect(scoreWriteEssay(essayTask, { text: '', ...clean })).toMatchObject({ score: 0, max: 15, successful: false });
  });
});

describe('scoreWriteEmail', () => {
  it('scores an email with greeting, closing and paragraphs, a success over 7', () => {
    // Act
    const result = scoreWriteEmail(emailTask, { text: email, grammarErrors: 0, spellingErrors: 2 });
    // Assess
    expect(result.traits.map((trait) => [trait.name, trait.score])).toEqual([
      ['Content', 3],
      ['Form', 2],
      ['Grammar', 2],
      ['Vocabulary', 0],
      ['Spelling', 2],
      ['Email conventions', 2],
      ['Organization', 2],
    ]);
    expect(result).toMatchObject({ score: 13, max: 15, successful: true });
  });
});

describe('summaries', () => {
  const passage = 'Bees pollinate many crops, and falling bee numbers threaten food production, so farmers and governments must protect their habitats.';
  const oneSentence = 'Falling bee numbers threaten the pollination of many crops, so farmers and governments must protect bee habitats to secure food production.';

  it('gives Summarize Written Text 6 of 7 for one good sentence with 7 long topic words, a success over 3', () => {
    const result = scoreSummarizeWrittenText({ topic: passage, keywords: ['bees', 'crops', 'habitats'] }, { text: oneSentence, ...clean });
    expect(result).toMatchObject({ score: 6, max: 7, successful: true });
    expect(result.traits.map((trait) => [trait.name, trait.score])).toEqual([
      ['Content', 2],
      ['Form', 1],
      ['Grammar', 2],
      ['Vocabulary', 1],
    ]);
  });

  it('gives the Core written summary 8 points at most and needs over 4', () => {
    // 22 words is the partial band (5-24), so form 1; 7 long topic words give vocabulary 1.
    const result = scoreSummarizeWrittenTextCore({ topic: passage }, { text: oneSentence, ...clean });
    expect(result).toMatchObject({ max: 8, score: 6, successful: true });
  });

  it('scores Summarize Spoken Text out of 10 on five traits', () => {
    const sixty = `${oneSentence} ${oneSentence} The lecturer adds that pesticides and habitat loss are the main causes of the decline.`;
    const result = scoreSummarizeSpokenText({ topic: passage }, { text: sixty, ...clean });
    expect(result.traits.map((trait) => trait.name)).toEqual(['Content', 'Form', 'Grammar', 'Vocabulary', 'Spelling']);
    expect(result).toMatchObject({ max: 10, score: 10, successful: true });
  });

  it('scores the Core spoken summary out of 8 and fails at exactly 4', () => {
    // 20-30 words gives full form; no keywords gives full content; 9 grammar errors and no topic words give 0.
    const result = scoreSummarizeSpokenTextCore({ topic: 'Rivers.' }, { text: oneSentence, grammarErrors: 9, spellingErrors: 0 });
    expect(result).toMatchObject({ score: 4, max: 8, successful: false });
  });
});
