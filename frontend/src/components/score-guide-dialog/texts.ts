import type { EnablingSkill } from '@shared/exam';

/**
 * The 'PTE Official score guide' dialog (platform.md §2): what scorers look for in each enabling
 * skill, in our own words, from the public scoring criteria.
 */
export const SCORE_GUIDE_TEXTS = {
  title: 'PTE Official score guide',
  open: 'PTE Official score guide',
  close: 'Close',
  intro: 'What the scorers look for in each skill. The points each item type gives are in its result.',
  skillColumn: 'Skill',
  criteriaColumn: 'What earns the points',
  criteria: {
    Content: 'Answers the task: every key point of the text or recording, the right choice, order or word, and nothing off the topic.',
    Form: 'Respects the format: the word count of the task, and for one-sentence summaries a single sentence with a capital letter and a full stop.',
    Grammar: 'Correct sentence structure: agreement, tenses, articles and word order, with a range of structures used accurately.',
    Vocabulary: 'Words that fit the topic and the register, used precisely, with some range beyond the everyday.',
    Spelling: 'Every word spelt correctly, in one consistent spelling convention (British or American).',
    Appropriacy: 'A response that suits the situation: the right purpose, tone and politeness for the person addressed.',
    Pronunciation: 'Speech most listeners understand at once: clear vowels and consonants, and word and sentence stress in the right place.',
    'Oral fluency': 'A smooth, natural rhythm with even pace and phrasing, without hesitations, repetitions or false starts.',
    'Development structure and coherence': 'A clear structure: an introduction, developed paragraphs with examples, logical links between ideas and a conclusion.',
    'General linguistic range': 'A wide range of language used to express ideas exactly, without searching for words or repeating the same ones.',
    Organization: 'Ideas in a logical order, grouped into paragraphs, with linking words that guide the reader.',
    'Email conventions': 'The conventions of an email: a greeting, a clear purpose, a suitable closing and a tone that suits the reader.',
    'Written Discourse': 'How the whole text holds together: its structure, its range of language and the links between its sentences.',
    Final: 'The total of the item: the sum of its skills, judged against the item type’s success threshold.',
  } satisfies Record<EnablingSkill, string>,
} as const;
