/**
 * The public content pages' shells and social cards (frontend/src/components/page-cards.ts): for
 * each, <path>.html with the page's own title and description (the texts its screen sets, so the
 * two cannot differ) and /cards/<name>.png drawn from its title. Written by the web build beside
 * the blog's and the landing pages' shells, and served the same way.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PAGE_CARD_PATHS, pageCardImage, type PageCardPath } from '@frontend/components/page-cards';
import { COMMERCE_TEXTS } from '@frontend/features/commerce/texts';
import { HELP_TEXTS } from '@frontend/features/help/texts';
import { MOCK_TEST_TEXTS } from '@frontend/features/mock-test/texts';
import { PRACTICE_TEXTS } from '@frontend/features/practice/texts';
import { TEMPLATES_TEXTS } from '@frontend/features/templates/texts';
import { ABOUT_TEXTS, PERKS_TEXTS } from '@frontend/features/company/texts';
import { LEGAL_TEXTS } from '@frontend/features/legal/texts';
import { TERMS_OF_USE } from '@frontend/features/legal/terms-of-use';
import { PRIVACY_POLICY } from '@frontend/features/legal/privacy-policy';
import { MOBILE_APP_TEXTS } from '@frontend/features/mobile-app/texts';
import { CONTACT_TEXTS } from '@frontend/features/contact-us/texts';
import { REVIEWS_TEXTS } from '@frontend/features/reviews/texts';
import { RESOURCES_TEXTS, VOCABULARY_TEXTS } from '@frontend/features/resources/texts';
import { renderBlogCover } from '../content/blog-covers';
import { pageShell, type PageMeta } from './blog-pages';
import { shellFileOf } from './landing-pages';
import { socialCardPng } from './social-card-png';

/** Each card page's title and description, as its screen sets them, and the label its card carries. */
export const publicPages: Record<PageCardPath, { meta: { title: string; description: string }; label: string }> = {
  '/practice': { meta: PRACTICE_TEXTS.meta.list, label: 'Practice' },
  '/mock-test': { meta: MOCK_TEST_TEXTS.list.meta, label: 'Mock tests' },
  '/pricing': { meta: COMMERCE_TEXTS.pricing.meta, label: 'Pricing' },
  '/help': { meta: HELP_TEXTS.meta, label: 'Help' },
  '/templates': { meta: TEMPLATES_TEXTS.meta, label: 'Templates' },
  '/about-us': { meta: ABOUT_TEXTS.meta, label: 'About us' },
  '/perk': { meta: PERKS_TEXTS.meta, label: 'Perks' },
  '/regulations': { meta: LEGAL_TEXTS.regulations.meta, label: 'Regulations' },
  '/regulations/terms-of-use': { meta: TERMS_OF_USE.meta, label: 'Regulations' },
  '/regulations/privacy-policy': { meta: PRIVACY_POLICY.meta, label: 'Regulations' },
  '/download-pte-mobile-app': { meta: MOBILE_APP_TEXTS.meta, label: 'Mobile app' },
  '/contact-us': { meta: CONTACT_TEXTS.meta, label: 'Contact' },
  '/review': { meta: REVIEWS_TEXTS.meta, label: 'Reviews' },
  '/resources': { meta: RESOURCES_TEXTS.meta, label: 'Resources' },
  '/resources/vocabulary': { meta: VOCABULARY_TEXTS.meta, label: 'Resources' },
};

export function publicPageMeta(path: PageCardPath): PageMeta {
  const { meta } = publicPages[path];
  return { title: meta.title, description: meta.description, path, image: pageCardImage(path)!, type: 'website' };
}

/** Writes the public pages' shells and cards into a built site; returns how many pages. */
export async function writePublicPages({ siteDir, indexHtml, siteUrl }: { siteDir: string; indexHtml: string; siteUrl: string }): Promise<number> {
  await mkdir(join(siteDir, 'cards'), { recursive: true });
  for (const path of PAGE_CARD_PATHS) {
    const meta = publicPageMeta(path);
    const file = join(siteDir, shellFileOf(path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pageShell(indexHtml, meta, siteUrl));
    const svg = renderBlogCover({ slug: path, title: meta.title, tags: [] }, publicPages[path].label);
    await writeFile(join(siteDir, meta.image!), await socialCardPng(svg));
  }
  return PAGE_CARD_PATHS.length;
}
