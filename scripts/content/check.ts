/**
 * `npm run content:check`: checks the whole question bank (content/questions/*.json) and its
 * media, prints one line per problem and a count per type, and exits 1 on any error.
 *
 * Then the blog (content/blog/*.md): front matter, unique slugs, 800-1,500 words, covers, internal
 * links, and every old slug of spec §2 landing on a post.
 *
 * --skip-media: do not require content/audio/<track>.opus and content/images/<image>.svg
 * (while content is being written and audio not yet synthesised).
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { itemTypeCodes } from '@shared/exam';
import { appRoutes } from '@frontend/app/routes';
import { checkBank, type Problem } from './check-bank';
import { blogPaths, checkBlog, readBlogFiles, readCovers } from './check-blog';
import { contentPaths, listMediaIds, parseBankFile, readBankFiles } from './load-bank';

const { values: options } = parseArgs({ options: { 'skip-media': { type: 'boolean', default: false } } });

const questionsFolder = relative(process.cwd(), contentPaths.questions) || '.';

function formatProblem({ severity, file, uid, field, message }: Problem, folder = questionsFolder): string {
  return `${severity === 'error' ? 'error  ' : 'warning'} ${folder}/${file} ${uid ?? '-'} ${field ?? '-'}: ${message}`;
}

const files = (await readBankFiles()).map(parseBankFile);
const media = options['skip-media']
  ? undefined
  : { audio: await listMediaIds(contentPaths.audio, '.opus'), images: await listMediaIds(contentPaths.images, '.svg') };
const { problems, counts } = checkBank(files, media === undefined ? {} : { media });

for (const problem of problems) console.log(formatProblem(problem));

console.log('\ntype  items  valid  samples  errors  warnings');
for (const code of itemTypeCodes) {
  const { items, valid, samples, errors, warnings } = counts[code];
  console.log(`${code}   ${[items, valid, samples, errors, warnings].map((n) => String(n).padStart(5)).join('  ')}`);
}
const errors = problems.filter((problem) => problem.severity === 'error').length;
const total = Object.values(counts).reduce((sum, count) => sum + count.items, 0);
console.log(
  `\ncontent:check: ${files.length} files, ${total} items, ${errors} errors, ${problems.length - errors} warnings` +
    (media === undefined ? ' (media not checked: --skip-media)' : ''),
);

// Links may go to any page of the app but its catch-all (the blog's own are checked against the posts).
const appPaths = appRoutes.map((route) => route.path).filter((path) => path !== '*' && !path.startsWith('/blog'));
const blog = checkBlog({ files: await readBlogFiles(), ...(media === undefined ? {} : { covers: await readCovers() }), appPaths });
const blogFolder = relative(process.cwd(), blogPaths.posts) || '.';
for (const problem of blog.problems) console.log(formatProblem(problem, blogFolder));
const blogErrors = blog.problems.filter((problem) => problem.severity === 'error').length;
console.log(`content:check: blog ${blog.posts.length} posts, ${blog.words} words, ${blogErrors} errors`);
process.exitCode = errors + blogErrors > 0 ? 1 : 0;
