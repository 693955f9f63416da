import { itemTypes, type ItemTypeCode } from '@shared/exam';
import { onTopicShare, templateRules, wordBands, type WritingTypeCode } from '@shared/scoring';

const percent = (share: number) => `${Math.round(share * 100)}%`;

// Every text of the templates page (/templates). The templates themselves are content/answer-templates.json.

export const TEMPLATES_TEXTS = {
  meta: {
    title: 'PTE answer templates',
    description:
      'Structures for Describe Image, Re-tell Lecture, Respond to a Situation, Write Essay, Summarize Written Text and Write Email, with how to use them and what the exam and our scoring do with memorised answers.',
  },
  eyebrow: 'Templates',
  heading: 'Answer structures for PTE speaking and writing',
  lead: 'A structure tells you what to say next, so you spend your time on the task itself. Here is one for each long answer of the exam, with how to practise it and a worked example.',
  warning: {
    heading: 'Memorised answers lose marks',
    exam: 'Since 7 August 2025, Pearson screens answers for memorised and template text, and people review the content of long answers such as Describe Image, Re-tell Lecture, Respond to a Situation, Summarize Written Text and Write Essay. An answer that could be given to any question earns little or nothing for content.',
    ours: 'Our scoring treats templates the same way, as each structure below explains. Use these structures as a plan, and fill every slot with the ideas of the question in front of you.',
  },
  contents: 'Templates on this page',
  exams: (variants: readonly string[]) => `PTE ${variants.join(' and PTE ')}`,
  facts: (code: ItemTypeCode) => {
    const type = itemTypes[code];
    const timing = type.answeringTime > 0 ? `${type.waitingTime} s to prepare, ${type.answeringTime} s to answer` : `${type.targetTime / 60} minutes`;
    const band = code in wordBands ? wordBands[code as WritingTypeCode].full : undefined;
    const words = band ? (code === 'WWS' ? `one sentence of ${band[0]}-${band[1]} words` : `${band[0]}-${band[1]} words`) : undefined;
    const traits = type.skills.map((skill) => `${skill.name.toLowerCase()} 0-${skill.max ?? 1}`);
    return [timing, words, `scored on ${traits.slice(0, -1).join(', ')} and ${traits.at(-1)}`].filter(Boolean).join(' · ');
  },
  stepsHeading: 'The structure',
  frameLabel: 'Frame',
  howToUseHeading: 'How to use it',
  exampleHeading: 'Example',
  exampleTask: 'Task:',
  flagsHeading: 'What our scoring does with templates here',
  /** Writing: shared/scoring/template-rules.ts, as functions/domain/writing/templates.ts applies it. */
  writingFlags: (listed: number) =>
    `Our writing analysis compares each sentence of your answer with ${listed} memorised sentences and frames that circulate among candidates. A sentence that holds at least ${percent(templateRules.matchShare)} of one of them, word for word and in order, is marked as template text, and so is a sentence of ${templateRules.genericSentenceWords} or more words of which ${percent(templateRules.genericShare)} are common words or template phrases: it says nothing about the topic. Template text earns no content and no range, and when more than ${percent(templateRules.warningShare)} of your answer is template text, the result warns you and quotes it. The frames above are short and mostly slots: filled with the task's own ideas, the words are yours.`,
  /** Speaking: shared/scoring/talk-content.ts and speaking.ts. */
  speakingFlags: `Our speaking scorer gives content points only for the question's own key ideas that you say. A memorised sentence earns nothing, and an answer that names fewer than ${Math.round(onTopicShare * 100)}% of the question's key ideas (and at least 2) scores 0 for content, and then 0 for fluency and pronunciation as well, however fluent it is. The result lists the key ideas you covered and those you missed.`,
} as const;
