import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseLandingPage, type LandingPageSource } from '@shared/landing';

// Apart from pages.ts, which reaches the table: the web build reads the pages too, without a stage's configuration.
/**
 * Reads every page of content/landing (one Markdown file with front matter each). An invalid
 * page stops the seed with each file's problems (content:check says the same, and more).
 */
export async function readLanding(contentDir: string): Promise<LandingPageSource[]> {
  const folder = join(contentDir, 'landing');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.md')).sort();
  const pages: LandingPageSource[] = [];
  const problems: string[] = [];
  for (const name of names) {
    try {
      pages.push(parseLandingPage(await readFile(join(folder, name), 'utf8'), `content/landing/${name}`));
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length > 0) throw new Error(`content/landing has invalid pages (run npm run content:check):\n${problems.join('\n')}`);
  return pages;
}
