/**
 * `npm run content:check`: checks the whole question bank (content/questions/*.json) and its
 * media, prints one line per problem and a count per type, and exits 1 on any error.
 *
 * Targets (issue 21) fail only for the grown types, marked * in the table; the others warn.
 *
 * --skip-media: do not require content/audio/<track>.opus and content/images/<image>.svg
 * (while content is being written and audio not yet synthesised).
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { itemTypeCodes } from '@shared/exam';
import { checkBank, grownTypes, targetItems, type Problem } from './check-bank';
import { contentPaths, listMediaIds, parseBankFile, readBankFiles } from './load-bank';

const { values: options } = parseArgs({ options: { 'skip-media': { type: 'boolean', default: false } } });

const questionsFolder = relative(process.cwd(), contentPaths.questions) || '.';

function formatProblem({ severity, file, uid, field, message }: Problem): string {
  return `${severity === 'error' ? 'error  ' : 'warning'} ${questionsFolder}/${file} ${uid ?? '-'} ${field ?? '-'}: ${message}`;
}

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
const total = Object.values(counts).reduce((sum, count) => sum + count.items, 0);
console.log(
  `\ncontent:check: ${files.length} files, ${total} items, ${errors} errors, ${problems.length - errors} warnings` +
    (media === undefined ? ' (media not checked: --skip-media)' : ''),
);
process.exitCode = errors > 0 ? 1 : 0;
