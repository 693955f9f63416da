/**
 * `npm run content:check`: checks the whole question bank (content/questions/*.json) and its
 * media, and the content pages' data (content/faq.json, content/answer-templates.json,
 * content/home.json); prints
 * one line per problem and a count per type, and exits 1 on any error.
 *
 * Then the blog (content/blog/*.md): front matter, unique slugs, 800-1,500 words, covers, internal
 * links, and every old slug of spec §2 landing on a post; the landing pages (content/landing/*.md:
 * front matter, slugs, the tips and /academic pages, practice links, internal links); and the
 * word lists (content/vocabulary/*.json: schema, unique words, bundled, every word's audio).
 *
 * Targets (issue 21) fail only for the grown types, marked * in the table; the others warn.
 *
 * --skip-media: do not require content/audio/<track>.opus and content/images/<image>.svg
 * (while content is being written and audio not yet synthesised).
 */
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { itemTypeCodes } from '@shared/exam';
import { rendersPage } from '@frontend/app/route-access';
import { checkBank, grownTypes, targetItems, type Problem } from './check-bank';
import { checkAnswerTemplates, checkFaq, checkHome, faqAnchors, faqFile, homeFile, templatesFile } from './check-pages';
import { appRoutes } from '@frontend/app/routes';
import { blogPaths, checkBlog, readBlogFiles, readCovers } from './check-blog';
import { bundledListIds, checkLanding, checkVocabulary, landingFolder, readLandingFiles } from './check-landing';
import { readVocabularyFiles, vocabularyPaths } from './vocabulary-audio';
import { contentPaths, listMediaIds, parseBankFile, readBankFiles } from './load-bank';

const { values: options } = parseArgs({ options: { 'skip-media': { type: 'boolean', default: false } } });

const questionsFolder = relative(process.cwd(), contentPaths.questions) || '.';
const contentFolder = relative(process.cwd(), contentPaths.root) || '.';

function formatProblem({ severity, file, uid, field, message }: Problem, folder = questionsFolder): string {
  return `${severity === 'error' ? 'error  ' : 'warning'} ${folder}/${file} ${uid ?? '-'} ${field ?? '-'}: ${message}`;
}

/** A content file's JSON, or the problem that it is missing or not JSON. */
async function readJson(file: string): Promise<{ value: unknown } | { problem: Problem }> {
  try {
    return { value: JSON.parse(await readFile(join(contentPaths.root, file), 'utf8')) as unknown };
  } catch (error) {
    return { problem: { severity: 'error', file, message: (error as Error).message } };
  }
}

const faq = await readJson(faqFile);
const answerTemplates = await readJson(templatesFile);
const home = await readJson(homeFile);
const pageProblems = [
  ...('problem' in faq ? [faq.problem] : checkFaq(faq.value, rendersPage)),
  ...('problem' in answerTemplates ? [answerTemplates.problem] : checkAnswerTemplates(answerTemplates.value, rendersPage, 'value' in faq ? faqAnchors(faq.value) : new Set())),
  ...('problem' in home ? [home.problem] : checkHome(home.value, rendersPage, 'value' in faq ? faqAnchors(faq.value) : new Set())),
];
for (const problem of pageProblems) console.log(formatProblem(problem, contentFolder));

const files = (await readBankFiles()).map(parseBankFile);
const media = options['skip-media']
  ? undefined
  : { audio: await listMediaIds(contentPaths.audio, '.opus'), images: await listMediaIds(contentPaths.images, '.svg') };
const { problems, counts } = checkBank(files, media === undefined ? {} : { media });

for (const problem of problems) console.log(formatProblem(problem));

// A target marked * is enforced (a grown type); the others are where the bank is heading.
console.log('\ntype  items  valid  target  samples  errors  warnings');
for (const code of itemTypeCodes) {
  const { items, valid, samples, errors, warnings } = counts[code];
  const target = `${targetItems[code]}${grownTypes.has(code) ? '*' : ' '}`.padStart(6);
  console.log(`${code}   ${[items, valid].map((n) => String(n).padStart(5)).join('  ')}  ${target}  ${[samples, errors, warnings].map((n) => String(n).padStart(5)).join('  ')}`);
}
const errors = problems.filter((problem) => problem.severity === 'error').length;
const pageErrors = pageProblems.length;
const total = Object.values(counts).reduce((sum, count) => sum + count.items, 0);
console.log(
  `\ncontent:check: ${files.length} files, ${total} items, ${errors} errors, ${problems.length - errors} warnings` +
    (media === undefined ? ' (media not checked: --skip-media)' : ''),
);
console.log(`content:check: ${faqFile}, ${templatesFile} and ${homeFile}, ${pageErrors} errors`);

// Links may go to any page of the app but its catch-all (the blog's own are checked against the posts).
const appPaths = appRoutes.map((route) => route.path).filter((path) => path !== '*' && !path.startsWith('/blog'));
const blog = checkBlog({ files: await readBlogFiles(), ...(media === undefined ? {} : { covers: await readCovers() }), appPaths });
const blogFolder = relative(process.cwd(), blogPaths.posts) || '.';
for (const problem of blog.problems) console.log(formatProblem(problem, blogFolder));
const blogErrors = blog.problems.filter((problem) => problem.severity === 'error').length;
console.log(`content:check: blog ${blog.posts.length} posts, ${blog.words} words, ${blogErrors} errors`);

// Landing pages link to posts, to each other and to the app's other pages.
const landing = checkLanding({
  files: await readLandingFiles(),
  blogSlugs: new Set(blog.posts.map((post) => post.slug)),
  appPaths: appRoutes.map((route) => route.path).filter((path) => path !== '*' && !path.startsWith('/blog') && !path.startsWith('/academic') && !path.endsWith('-tips')),
});
for (const problem of landing.problems) console.log(formatProblem(problem, relative(process.cwd(), landingFolder) || '.'));
const landingErrors = landing.problems.filter((problem) => problem.severity === 'error').length;
console.log(`content:check: landing ${landing.pages.length} pages, ${landingErrors} errors`);

const vocabulary = checkVocabulary({
  files: await readVocabularyFiles(),
  bundledIds: await bundledListIds(),
  ...(media === undefined ? {} : { audio: await listMediaIds(vocabularyPaths.audio, '.opus') }),
});
for (const problem of vocabulary.problems) console.log(formatProblem(problem, relative(process.cwd(), vocabularyPaths.lists) || '.'));
const vocabularyErrors = vocabulary.problems.filter((problem) => problem.severity === 'error').length;
const wordCount = vocabulary.lists.reduce((sum, list) => sum + list.words.length, 0);
console.log(`content:check: vocabulary ${vocabulary.lists.length} lists, ${wordCount} words, ${vocabularyErrors} errors`);
process.exitCode = errors + pageErrors + blogErrors + landingErrors + vocabularyErrors > 0 ? 1 : 0;
