/**
 * The landing and vocabulary checks of `content:check`, pure over the files read:
 * content/landing (front matter, file names, unique slugs, the four tips pages of spec §2 and the
 * /academic page present, each tips page's practice type, every internal link landing on a post,
 * a landing page or a page of the app) and content/vocabulary (each list by its schema, unique
 * ids and words, every list bundled by the API, every word with its pronunciation).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { internalLinks } from '@shared/blog';
import { VocabularyListSchema, type VocabularyList } from '@shared/content';
import { isItemTypeCode } from '@shared/exam';
import { academicIndexSlug, InvalidLandingPageError, landingPath, parseLandingPage, tipsSlugs, type LandingPageSource } from '@shared/landing';
import type { Problem } from './check-bank';
import { routeMatcher } from './check-blog';

export const landingFolder = join(import.meta.dirname, '../../content/landing');

export interface TextFile {
  file: string;
  text: string;
}

/** Every .md file of content/landing, by name. */
export async function readLandingFiles(dir: string = landingFolder): Promise<TextFile[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(names.map(async (file) => ({ file, text: await readFile(join(dir, file), 'utf8') })));
}

export interface LandingCheckInput {
  files: readonly TextFile[];
  /** The blog's slugs, for links to posts. */
  blogSlugs: ReadonlySet<string>;
  /** Route paths of the app but the blog's and the landing pages' (patterns with :params), for other links. */
  appPaths: readonly string[];
}

/** Checks every landing page and the links from them. */
export function checkLanding({ files, blogSlugs, appPaths }: LandingCheckInput): { problems: Problem[]; pages: LandingPageSource[] } {
  const problems: Problem[] = [];
  const error = (file: string, message: string, field?: string) => problems.push({ severity: 'error', file, ...(field ? { field } : {}), message });
  const pages: { file: string; page: LandingPageSource }[] = [];
  for (const { file, text } of files) {
    try {
      pages.push({ file, page: parseLandingPage(text, file) });
    } catch (caught) {
      if (!(caught instanceof InvalidLandingPageError)) throw caught;
      for (const problem of caught.problems) error(file, problem);
    }
  }

  const slugs = new Map<string, LandingPageSource>();
  for (const { file, page } of pages) {
    if (file !== `${page.slug}.md`) error(file, `the file of slug "${page.slug}" must be named ${page.slug}.md`, 'slug');
    if (slugs.has(page.slug)) error(file, `slug "${page.slug}" is given twice`, 'slug');
    slugs.set(page.slug, page);
    if (page.kind !== 'tips' && page.practice !== undefined) error(file, 'only a tips page names an item type to practise', 'practice');
  }
  for (const slug of tipsSlugs) {
    if (slugs.get(slug)?.kind !== 'tips') error(`${slug}.md`, `the tips page "${slug}" of spec §2 is missing`, 'slug');
  }
  if (slugs.get(academicIndexSlug)?.kind !== 'academic') error(`${academicIndexSlug}.md`, 'the /academic page is missing', 'slug');

  const landingPaths = new Set([...slugs.values()].filter((page) => page.kind !== 'resource').map(landingPath));
  const pagePatterns = appPaths.map(routeMatcher);
  for (const { file, page } of pages) {
    const links = internalLinks(page.markdown);
    if (page.kind === 'tips' && !links.some((link) => link.startsWith(`/practice?`) && new URLSearchParams(link.split('?')[1]).get('exercise') === page.practice)) {
      error(file, `a tips page links straight into practice of its type: /practice?section=...&exercise=${page.practice ?? '?'}`, 'body');
    }
    for (const link of links) {
      const [path = '', query = ''] = link.split(/[?#]/);
      const blogSlug = /^\/blog\/([^/]+)\/?$/.exec(path)?.[1];
      if (blogSlug !== undefined) {
        if (!blogSlugs.has(blogSlug)) error(file, `link ${link} goes to no post`, 'body');
      } else if (path.startsWith('/academic') || path.endsWith('-tips')) {
        if (!landingPaths.has(path)) error(file, `link ${link} goes to no landing page`, 'body');
      } else if (path !== '/blog' && !pagePatterns.some((pattern) => pattern.test(path))) {
        error(file, `link ${link} goes to no page of the app`, 'body');
      } else if (path === '/practice') {
        const exercise = new URLSearchParams(query).get('exercise');
        if (exercise !== null && !isItemTypeCode(exercise)) error(file, `link ${link} names no item type`, 'body');
      }
    }
  }
  return { problems, pages: pages.map(({ page }) => page) };
}

/** The list ids functions/domain/vocabulary/lists.ts imports, read from its source: importing it would throw on an invalid list instead of reporting it. */
export async function bundledListIds(listsModule = join(import.meta.dirname, '../../functions/domain/vocabulary/lists.ts')): Promise<string[]> {
  const source = await readFile(listsModule, 'utf8');
  return [...source.matchAll(/from '@content\/vocabulary\/([a-z0-9-]+)\.json'/g)].map((match) => match[1]!);
}

export interface VocabularyCheckInput {
  files: readonly { file: string; value: unknown }[];
  /** The ids of the lists the API bundles (functions/domain/vocabulary/lists.ts). */
  bundledIds: readonly string[];
  /** The words with a pronunciation file (content/vocabulary/audio/<word>.opus); without it audio is not checked. */
  audio?: ReadonlySet<string>;
}

/** Checks the word lists: schema, file names, unique ids and words, bundling and audio. */
export function checkVocabulary({ files, bundledIds, audio }: VocabularyCheckInput): { problems: Problem[]; lists: VocabularyList[] } {
  const problems: Problem[] = [];
  const error = (file: string, message: string, field?: string) => problems.push({ severity: 'error', file, ...(field ? { field } : {}), message });
  const lists: VocabularyList[] = [];
  const words = new Map<string, string>();
  for (const { file, value } of files) {
    const result = VocabularyListSchema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) error(file, issue.message, issue.path.join('.'));
      continue;
    }
    const list = result.data;
    lists.push(list);
    if (file !== `${list.id}.json`) error(file, `the file of list "${list.id}" must be named ${list.id}.json`, 'id');
    if (!bundledIds.includes(list.id)) error(file, `list "${list.id}" is not bundled: import it in functions/domain/vocabulary/lists.ts`, 'id');
    for (const entry of list.words) {
      const other = words.get(entry.word);
      if (other) error(file, `"${entry.word}" is also a word of ${other}`, 'words');
      words.set(entry.word, file);
      if (audio && !audio.has(entry.word)) error(file, `"${entry.word}" has no pronunciation: run npm run content:audio`, 'words');
    }
  }
  for (const id of bundledIds) if (!lists.some((list) => list.id === id)) error(`${id}.json`, `functions/domain/vocabulary/lists.ts bundles list "${id}", which has no valid file`, 'id');
  for (const word of audio ?? []) if (!words.has(word)) problems.push({ severity: 'warning', file: `audio/${word}.opus`, message: 'no list holds this word: run npm run content:audio to remove it' });
  return { problems, lists };
}
