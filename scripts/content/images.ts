/**
 * `npm run content:images`: draws content/images/<uid>.svg from each chart
 * file content/images/<uid>.json (Describe Image), and each blog post's cover
 * content/blog/covers/<image> from its front matter. Files whose SVG is already
 * what it would write are left alone, so a second run changes nothing. An
 * invalid chart file stops the run before anything is written.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvalidBlogPostError, parseBlogPost } from '@shared/blog';
import { renderBlogCover } from './blog-covers';
import { ChartSchema, type Chart } from './charts/schema';
import { renderChart } from './charts/render';

export { renderChart } from './charts/render';
export { ChartSchema, type Chart, type ChartKind } from './charts/schema';
export { escapeXml, niceScale, textWidth, type NiceScale } from './charts/svg';

const projectRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const imagesDir = join(projectRoot, 'content/images');

/** A chart file that does not match ChartSchema, with every problem found in it. */
export class InvalidChartError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`${file} is not a valid chart:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'InvalidChartError';
  }
}

/** A chart from a file's text, or InvalidChartError naming the file and each problem with its path. */
export function parseChart(source: string, file: string): Chart {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    throw new InvalidChartError(file, [`not JSON: ${(error as Error).message}`]);
  }
  const result = ChartSchema.safeParse(json);
  if (!result.success) {
    throw new InvalidChartError(file, result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
  }
  return result.data;
}

export interface ImageRun {
  /** The SVG files (re)written, relative to the project root. */
  written: string[];
  unchanged: number;
}

/** Renders every <uid>.json of the folder, writing only the SVGs whose content would change. */
export function generateImages(dir: string = imagesDir): ImageRun {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const errors: InvalidChartError[] = [];
  const rendered: { path: string; svg: string }[] = [];
  for (const name of files) {
    const file = join(dir, name);
    try {
      const chart = parseChart(readFileSync(file, 'utf8'), relative(projectRoot, file));
      rendered.push({ path: file.replace(/\.json$/, '.svg'), svg: renderChart(chart) });
    } catch (error) {
      if (!(error instanceof InvalidChartError)) throw error;
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, errors.map((error) => error.message).join('\n'));
  const run: ImageRun = { written: [], unchanged: 0 };
  for (const { path, svg } of rendered) {
    if (existsSync(path) && readFileSync(path, 'utf8') === svg) {
      run.unchanged += 1;
    } else {
      writeFileSync(path, svg);
      run.written.push(relative(projectRoot, path));
    }
  }
  return run;
}

/**
 * Draws content/blog/covers/<image> from each post's front matter, writing only covers that would
 * change. A post whose front matter is invalid stops the run before anything is written.
 */
export function generateBlogCovers(blogDir: string = join(projectRoot, 'content/blog')): ImageRun {
  const posts = readdirSync(blogDir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseBlogPost(readFileSync(join(blogDir, name), 'utf8'), relative(projectRoot, join(blogDir, name))));
  mkdirSync(join(blogDir, 'covers'), { recursive: true });
  const run: ImageRun = { written: [], unchanged: 0 };
  for (const post of posts) {
    const path = join(blogDir, 'covers', post.image);
    const svg = renderBlogCover(post);
    if (existsSync(path) && readFileSync(path, 'utf8') === svg) {
      run.unchanged += 1;
    } else {
      writeFileSync(path, svg);
      run.written.push(relative(projectRoot, path));
    }
  }
  return run;
}

function main(): void {
  try {
    const run = generateImages();
    for (const path of run.written) console.log(`wrote ${path}`);
    console.log(`${run.written.length} written, ${run.unchanged} unchanged`);
    const covers = generateBlogCovers();
    for (const path of covers.written) console.log(`wrote ${path}`);
    console.log(`blog covers: ${covers.written.length} written, ${covers.unchanged} unchanged`);
  } catch (error) {
    if (!(error instanceof AggregateError || error instanceof InvalidBlogPostError)) throw error;
    console.error(error.message);
    console.error('Fix the chart or post files above and run again.');
    process.exitCode = 1;
  }
}

// Run only as a script, so tests can import the renderer without touching the files.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
