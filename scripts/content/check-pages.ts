/**
 * The checks of `content:check` for the content pages: the FAQ (content/faq.json) and the answer
 * templates (content/answer-templates.json) and the home page's blocks (content/home.json). Pure functions over the parsed JSON, so their tests
 * need no file system: schema, unique ids, no empty answers, known {{facts}}, and every app link
 * landing on a real page (and, for /help#anchor, on a real answer or topic).
 */
import { AnswerTemplatesSchema, appLinksOf, factNamesOf, facts, FaqSchema, HomeContentSchema, homeStrings, homeTextProblems, inlinesOf, minimumFaqAnswers, templateItemTypes, type RichText } from '@shared/content';
import { itemTypes } from '@shared/exam';
import type { ZodError } from 'zod';
import type { Problem } from './check-bank';

export const faqFile = 'faq.json';
export const templatesFile = 'answer-templates.json';
export const homeFile = 'home.json';

/** Whether an app path (without query or anchor) renders a real page: not the not-found page. */
export type RouteCheck = (pathname: string) => boolean;

type Report = (problem: Omit<Problem, 'severity' | 'file'>) => void;

function reporter(file: string, problems: Problem[]): Report {
  return (problem) => problems.push({ severity: 'error', file, ...problem });
}

function reportSchema(error: ZodError, report: Report, idAt: (path: PropertyKey[]) => string | undefined): void {
  for (const issue of error.issues) {
    const uid = idAt(issue.path);
    report({ ...(uid === undefined ? {} : { uid }), field: issue.path.map(String).join('.'), message: issue.message });
  }
}

/** The id of the array item a schema issue's path points into, e.g. ['entries', 3, 'answer'] → entries[3].id. */
function idOf(raw: unknown, path: PropertyKey[]): string | undefined {
  const [list, index] = path;
  if (typeof list !== 'string' || typeof index !== 'number' || typeof raw !== 'object' || raw === null) return undefined;
  const item = (raw as Record<string, unknown>)[list];
  const id = Array.isArray(item) ? (item[index] as { id?: unknown } | undefined)?.id : undefined;
  return typeof id === 'string' ? id : undefined;
}

function checkUnique(ids: readonly string[], what: string, report: Report): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) report({ uid: id, field: 'id', message: `two ${what} share the id ${id}` });
    seen.add(id);
  }
}

/** Every string of a text, link texts included, for the facts check. */
function stringsOf(text: RichText): string[] {
  return inlinesOf(text).map((inline) => (typeof inline === 'string' ? inline : inline.text));
}

function checkFacts(strings: readonly string[], uid: string, field: string, report: Report): void {
  for (const name of strings.flatMap(factNamesOf)) {
    if (facts[name] === undefined) report({ uid, field, message: `unknown fact {{${name}}} (shared/content/facts.ts lists the known ones)` });
  }
}

/** Problems with an app link: a path that renders the not-found page, or a /help anchor that names no answer or topic. */
function checkLinks(text: RichText, uid: string, field: string, isRoute: RouteCheck, helpAnchors: ReadonlySet<string>, report: Report): void {
  for (const link of appLinksOf(text)) {
    const url = new URL(link, 'https://app.invalid');
    if (!isRoute(url.pathname)) report({ uid, field, message: `the link ${link} leads to no page of the app` });
    const anchor = url.hash.slice(1);
    if (url.pathname === '/help' && anchor !== '' && !helpAnchors.has(anchor)) report({ uid, field, message: `the link ${link} names no FAQ answer or topic` });
  }
}

/** Every problem of content/faq.json. */
export function checkFaq(raw: unknown, isRoute: RouteCheck): Problem[] {
  const problems: Problem[] = [];
  const report = reporter(faqFile, problems);
  const parsed = FaqSchema.safeParse(raw);
  if (!parsed.success) {
    reportSchema(parsed.error, report, (path) => idOf(raw, path));
    return problems;
  }
  const { topics, entries } = parsed.data;
  checkUnique([...topics.map((topic) => topic.id), ...entries.map((entry) => entry.id)], 'topics or answers', report);
  const topicIds = new Set(topics.map((topic) => topic.id));
  const anchors = faqAnchors(raw);
  for (const entry of entries) {
    if (!topicIds.has(entry.topic)) report({ uid: entry.id, field: 'topic', message: `no topic has the id ${entry.topic}` });
    const strings = stringsOf(entry.answer);
    if (strings.every((text) => text.replace(/\{\{[^}]*\}\}/g, '').trim() === '')) report({ uid: entry.id, field: 'answer', message: 'the answer is empty' });
    checkFacts([entry.question, ...strings], entry.id, 'answer', report);
    checkLinks(entry.answer, entry.id, 'answer', isRoute, anchors, report);
  }
  for (const topic of topics) {
    if (!entries.some((entry) => entry.topic === topic.id)) report({ uid: topic.id, field: 'topics', message: 'the topic has no answer' });
  }
  if (entries.length < minimumFaqAnswers) report({ field: 'entries', message: `${entries.length} answers: the site claims ${minimumFaqAnswers}+ FAQ answers` });
  return problems;
}

/** The anchors /help has: its topics' and answers' ids (none when the FAQ does not parse). */
export function faqAnchors(raw: unknown): Set<string> {
  const parsed = FaqSchema.safeParse(raw);
  return new Set(parsed.success ? [...parsed.data.topics, ...parsed.data.entries].map((item) => item.id) : []);
}

/** Every problem of content/answer-templates.json: one template per item type of templateItemTypes. */
export function checkAnswerTemplates(raw: unknown, isRoute: RouteCheck, helpAnchors: ReadonlySet<string> = new Set()): Problem[] {
  const problems: Problem[] = [];
  const report = reporter(templatesFile, problems);
  const parsed = AnswerTemplatesSchema.safeParse(raw);
  if (!parsed.success) {
    reportSchema(parsed.error, report, (path) => idOf(raw, path));
    return problems;
  }
  const { templates } = parsed.data;
  checkUnique(
    templates.map((template) => template.id),
    'templates',
    report,
  );
  for (const type of templateItemTypes) {
    const count = templates.filter((template) => template.type === type).length;
    if (count !== 1) report({ field: 'templates', message: `${count} templates for ${itemTypes[type].name} (expected one)` });
  }
  for (const template of templates) {
    const intro: RichText = [template.intro];
    const strings = [...stringsOf(intro), ...template.steps.flatMap((step) => [step.move, step.frame, step.tip]), ...stringsOf(template.howToUse), template.example.task, ...template.example.answer];
    checkFacts(strings, template.id, 'text', report);
    checkLinks([template.intro, ...template.howToUse], template.id, 'howToUse', isRoute, helpAnchors, report);
  }
  return problems;
}

/**
 * Every problem of content/home.json: schema, a {{placeholder}} that names no counted figure, a
 * figure typed in where a count belongs ('40 mock tests'), a link to no page, an FAQ entry that
 * does not exist.
 */
export function checkHome(raw: unknown, isRoute: RouteCheck, helpAnchors: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  const report = reporter(homeFile, problems);
  const parsed = HomeContentSchema.safeParse(raw);
  if (!parsed.success) {
    reportSchema(parsed.error, report, (path) => (typeof path[1] === 'number' ? `block ${path[1]}` : undefined));
    return problems;
  }
  parsed.data.blocks.forEach((block, index) => {
    const uid = `block ${index} (${block.type})`;
    for (const { at, text } of homeStrings(block)) {
      for (const message of homeTextProblems(text)) report({ uid, field: at, message });
      if (at.endsWith('.to') && !isRoute(new URL(text, 'https://app.invalid').pathname)) report({ uid, field: at, message: `the link ${text} leads to no page of the app` });
    }
    if (block.type === 'faq') {
      for (const id of block.entries.filter((entry) => !helpAnchors.has(entry))) report({ uid, field: 'entries', message: `no FAQ answer has the id ${id}` });
    }
  });
  return problems;
}
