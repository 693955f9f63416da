import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prerenderedPaths } from './site-routing';

const siteDir = mkdtempSync(join(tmpdir(), 'pte-routing-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('prerenderedPaths', () => {
  it('names every prerendered page by its path, but index.html, and nothing for a missing site', () => {
    // Prepare
    mkdirSync(join(siteDir, 'blog'));
    mkdirSync(join(siteDir, 'assets'));
    for (const file of ['index.html', 'blog.html', 'blog/pte-guide.html', 'read-aloud-tips.html', 'assets/app.js']) writeFileSync(join(siteDir, file), '');

    // Act and assess
    expect(prerenderedPaths(siteDir)).toEqual(['/blog', '/blog/pte-guide', '/read-aloud-tips']);
    expect(prerenderedPaths(join(siteDir, 'missing'))).toEqual([]);
  });
});
