/**
 * Blog covers, drawn from each post's front matter (title and tags) by `npm run content:images`
 * into content/blog/covers/<image>. The web build serves them and draws a PNG of each for social
 * cards (scripts/web/blog-pages.ts). Deterministic: the same post always gives the same bytes.
 */
import { createHash } from 'node:crypto';
import type { BlogFrontMatter } from '@shared/blog';
import { escapeXml, num, wrapText } from './charts/svg';

export const coverSize = { width: 1200, height: 630 } as const;

/** A cover's colour by the first tag naming a section; other posts get the product's primary blue. */
const sectionColours: Record<string, [string, string]> = {
  speaking: ['#1d4ed8', '#1e3a8a'],
  writing: ['#6d28d9', '#4c1d95'],
  reading: ['#b45309', '#78350f'],
  listening: ['#047857', '#064e3b'],
};
const defaultColours: [string, string] = ['#1e40af', '#0f172a'];

// Roboto is the font the PNG renderer loads; a browser showing the SVG without it falls back.
const fontFamily = "Roboto, Arial, Helvetica, 'Liberation Sans', sans-serif";

/** The title at the largest size that fits in three lines (the smallest size takes as many as it needs), with its lines. */
function titleLines(title: string, maxWidth: number): { size: number; lines: string[] } {
  for (const size of [72, 64, 56]) {
    const lines = wrapText(title, maxWidth, size, true);
    if (lines.length <= 3) return { size, lines };
  }
  return { size: 48, lines: wrapText(title, maxWidth, 48, true) };
}

/**
 * The SVG cover of a post: its title large on its section's colour, the blog's name above and its
 * tags below. Landing pages and the public pages' social cards are drawn the same way, under their
 * own label ('Tips', 'Resources'); with no tags, the bottom line is left empty.
 */
export function renderBlogCover(post: Pick<BlogFrontMatter, 'slug' | 'title' | 'tags'>, label = 'Blog'): string {
  const { width, height } = coverSize;
  const [light, dark] = post.tags.map((tag) => sectionColours[tag]).find(Boolean) ?? defaultColours;
  const seed = createHash('sha256').update(post.slug).digest();
  // Three soft rings placed by the slug's hash, so covers of one colour still differ.
  const rings = [0, 1, 2]
    .map((index) => {
      const cx = 700 + (seed[index * 3]! / 255) * 520;
      const cy = (seed[index * 3 + 1]! / 255) * height;
      const r = 120 + (seed[index * 3 + 2]! / 255) * 220;
      return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="${24 + index * 12}"/>`;
    })
    .join('');
  const margin = 80;
  // Narrower than the canvas: a viewer without Roboto draws the title in a wider fallback font.
  const { size, lines } = titleLines(post.title, width - margin * 2 - 100);
  const lineHeight = Math.round(size * 1.18);
  const titleTop = Math.round((height - lines.length * lineHeight) / 2 + size * 0.8);
  const title = lines.map((line, index) => `<text x="${margin}" y="${titleTop + index * lineHeight}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`).join('');
  const tags = post.tags
    .slice(0, 4)
    .map((tag) => `#${tag}`)
    .join('  ·  ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${escapeXml(fontFamily)}" role="img" aria-label="${escapeXml(post.title)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    rings,
    `<rect x="${margin}" y="72" width="56" height="8" rx="4" fill="#ef4444"/>`,
    `<text x="${margin}" y="130" font-size="32" font-weight="700" fill="#ffffff">PTE Practice · ${escapeXml(label)}</text>`,
    title,
    `<text x="${margin}" y="${height - 64}" font-size="28" xml:space="preserve" fill="#ffffff" fill-opacity="0.85">${escapeXml(tags)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
