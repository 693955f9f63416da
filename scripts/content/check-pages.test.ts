import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rendersPage } from '@frontend/app/route-access';
import { checkAnswerTemplates, checkFaq, checkHome, faqAnchors } from './check-pages';

const readContent = (file: string): unknown => JSON.parse(readFileSync(join(process.cwd(), 'content', file), 'utf8'));

/** A valid FAQ of `count` answers in two topics, the first answer linking to /pricing and to the second answer. */
function validFaq(count = 30) {
  return {
    topics: [
      { id: 'account', title: 'Account' },
      { id: 'payments', title: 'Payments', intro: 'Prices and ways to pay.' },
    ],
    entries: Array.from({ length: count }, (_, index) => ({
      id: `answer-${index}`,
      topic: index % 2 === 0 ? 'account' : 'payments',
      question: `Question ${index}?`,
      answer: index === 0 ? [['See ', { text: 'prices', to: '/pricing' }, ' and ', { text: 'the next answer', to: '/help#answer-1' }, '.']] : [`Answer ${index} with {{visitorSpeakingCredits}} credits.`],
    })),
  };
}

type FaqData = ReturnType<typeof validFaq>;
const routes = (...paths: string[]) => (pathname: string) => paths.includes(pathname);
const allRoutes = routes('/pricing', '/help', '/register');

function withEntry(change: (faq: FaqData) => void): FaqData {
  const faq = validFaq();
  change(faq);
  return faq;
}

const messagesOf = (problems: ReturnType<typeof checkFaq>) => problems.map((problem) => `${problem.uid ?? '-'} ${problem.field ?? '-'}: ${problem.message}`);

describe('checkFaq', () => {
  it('finds no problem in content/faq.json against the app routes', () => {
    // Prepare
    const faq = readContent('faq.json');

    // Act
    const problems = checkFaq(faq, rendersPage);

    // Assess
    expect(problems).toEqual([]);
  });

  it('finds no problem in a valid FAQ', () => {
    expect(checkFaq(validFaq(), allRoutes)).toEqual([]);
  });

  it('reports answers and topics that share an id', () => {
    const faq = withEntry((data) => {
      data.entries[3]!.id = 'answer-2';
      data.entries[4]!.id = 'payments';
    });

    expect(messagesOf(checkFaq(faq, allRoutes))).toEqual(['answer-2 id: two topics or answers share the id answer-2', 'payments id: two topics or answers share the id payments']);
  });

  it('reports an empty answer, a blank paragraph and an answer of facts only', () => {
    const emptyList = withEntry((data) => {
      (data.entries[1] as { answer: unknown }).answer = [];
    });
    const blank = withEntry((data) => {
      data.entries[1]!.answer = ['   '];
    });
    const factsOnly = withEntry((data) => {
      data.entries[1]!.answer = ['{{visitorSpeakingCredits}}'];
    });

    expect(messagesOf(checkFaq(emptyList, allRoutes))).toEqual(['answer-1 entries.1.answer: Write at least one paragraph.']);
    expect(checkFaq(blank, allRoutes).map((problem) => problem.uid)).toEqual(['answer-1']);
    expect(messagesOf(checkFaq(factsOnly, allRoutes))).toEqual(['answer-1 answer: the answer is empty']);
  });

  it('reports missing fields and a question without a question mark, naming the answer', () => {
    const faq = withEntry((data) => {
      data.entries[5]!.question = 'Tell me about credits';
      delete (data.entries[6] as { topic?: string }).topic;
    });

    const problems = checkFaq(faq, allRoutes);

    expect(problems.map((problem) => [problem.uid, problem.field])).toEqual([
      ['answer-5', 'entries.5.question'],
      ['answer-6', 'entries.6.topic'],
    ]);
    expect(problems[0]!.message).toBe('A question ends with a question mark.');
  });

  it('reports an answer under an unknown topic and a topic without answers', () => {
    const faq = withEntry((data) => {
      data.topics.push({ id: 'scoring', title: 'Scoring' });
      data.entries[7]!.topic = 'billing';
    });

    expect(messagesOf(checkFaq(faq, allRoutes))).toEqual(['answer-7 topic: no topic has the id billing', 'scoring topics: the topic has no answer']);
  });

  it('reports links to paths that are no page, and /help anchors that name no answer', () => {
    const faq = withEntry((data) => {
      data.entries[0]!.answer = [['See ', { text: 'the blog', to: '/blogs?tag=tips' }, ', ', { text: 'this', to: '/help#no-such-answer' }, ' and ', { text: 'that', to: '/help#payments' }, '.']];
    });

    expect(messagesOf(checkFaq(faq, allRoutes))).toEqual([
      'answer-0 answer: the link /blogs?tag=tips leads to no page of the app',
      'answer-0 answer: the link /help#no-such-answer names no FAQ answer or topic',
    ]);
  });

  it('reports unknown facts', () => {
    const faq = withEntry((data) => {
      data.entries[2]!.answer = ['You get {{freeLunches}} free lunches.'];
    });

    expect(messagesOf(checkFaq(faq, allRoutes))).toEqual(['answer-2 answer: unknown fact {{freeLunches}} (shared/content/facts.ts lists the known ones)']);
  });

  it('holds the FAQ to the site’s claim of 30+ answers', () => {
    expect(messagesOf(checkFaq(validFaq(29), allRoutes))).toEqual(['- entries: 29 answers: the site claims 30+ FAQ answers']);
  });

  it('reports an external link that is not https', () => {
    const faq = withEntry((data) => {
      (data.entries[0] as { answer: unknown }).answer = [[{ text: 'Pearson', href: 'http://pearson.example' }]];
    });

    expect(checkFaq(faq, allRoutes).map((problem) => problem.message)).toContain('An external link uses https.');
  });
});

describe('checkAnswerTemplates', () => {
  const templates = readContent('answer-templates.json') as { templates: { id: string; type: string; steps: { frame: string }[] }[] };

  it('finds no problem in content/answer-templates.json', () => {
    expect(checkAnswerTemplates(templates, rendersPage, faqAnchors(readContent('faq.json')))).toEqual([]);
  });

  it('wants a [slot] in every frame', () => {
    const changed = structuredClone(templates);
    changed.templates[2]!.steps[0]!.frame = 'A frame without slots.';

    expect(checkAnswerTemplates(changed, rendersPage).map((problem) => [problem.uid, problem.message])).toEqual([
      [changed.templates[2]!.id, 'A frame has at least one [slot] for the item’s own content.'],
    ]);
  });

  it('wants one template per item type', () => {
    const changed = structuredClone(templates);
    changed.templates[1]!.type = 'SDI';

    expect(checkAnswerTemplates(changed, rendersPage).map((problem) => problem.message)).toEqual([
      '2 templates for Describe Image (expected one)',
      '0 templates for Re-tell Lecture (expected one)',
    ]);
  });
});

describe('checkHome', () => {
  const anchors = faqAnchors(readContent('faq.json'));

  it('finds no problem in content/home.json', () => {
    expect(checkHome(readContent('home.json'), rendersPage, anchors)).toEqual([]);
  });

  it('reports a figure typed in, an unknown placeholder, a link to no page and an unknown FAQ entry', () => {
    const home = {
      blocks: [
        { type: 'steps', heading: 'Over 40 mock tests', items: [{ title: 'Join {{students}} students', body: 'Go.' }] },
        { type: 'faq', heading: 'Questions', entries: ['free-credits', 'no-such-answer'], allLink: { label: 'All', to: '/no/such/page' } },
      ],
    };
    expect(checkHome(home, rendersPage, anchors).map(({ uid, field, message }) => `${uid} ${field}: ${message}`)).toEqual([
      "block 0 (steps) heading: '40 mock tests' is a figure typed in: use a counted placeholder such as {{questions}}",
      'block 0 (steps) items[0].title: unknown placeholder {{students}} (known: questions, mockTests, articles, faqAnswers, reviews, rating)',
      'block 1 (faq) allLink.to: the link /no/such/page leads to no page of the app',
      'block 1 (faq) entries: no FAQ answer has the id no-such-answer',
    ]);
  });

  it('reports a schema problem with its block', () => {
    expect(checkHome({ blocks: [{ type: 'hero', heading: 'Hi' }] }, rendersPage, anchors)[0]).toMatchObject({ uid: 'block 0', file: 'home.json' });
  });
});
