import { createHash } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { landingKinds, type LandingKind, type LandingPageSource } from '@shared/landing';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/**
 * A page of content/landing, loaded by the seed (spec/platform.md §7 landing): the /academic
 * pages, the tips pages and the study resources (whose body the seed also renders as a PDF).
 */
export const LandingPage = new Entity(
  {
    model: { entity: 'landingPage', version: '1', service: 'pte' },
    attributes: {
      slug: { type: 'string', required: true, readOnly: true },
      kind: { type: landingKinds, required: true },
      title: { type: 'string', required: true },
      seoTitle: { type: 'string', required: true },
      description: { type: 'string', required: true },
      tags: { type: 'list', items: { type: 'string' }, required: true },
      /** The item type a tips page teaches. */
      practice: { type: 'string' },
      // Padded, as it sorts the kind's index as text.
      order: { type: 'number', required: true, padding: { length: 2, char: '0' } },
      words: { type: 'number', required: true },
      markdown: { type: 'string', required: true },
      /** A resource's PDF size, so the list can say how big the download is. */
      pdfBytes: { type: 'number' },
      /** SHA-256 of the page as read (and of its PDF), so the seed rewrites only what changed. */
      contentHash: { type: 'string', required: true },
    },
    indexes: {
      bySlug: {
        pk: { field: tableKeys.partitionKey, composite: ['slug'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      byKind: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['kind'] },
        sk: { field: 'gsi1sk', composite: ['order', 'slug'] },
      },
    },
  },
  tableConfig,
);

export type LandingPageItem = EntityItem<typeof LandingPage>;
export type LandingPageListing = Omit<LandingPageItem, 'markdown'>;

const listingAttributes = ['slug', 'kind', 'title', 'seoTitle', 'description', 'tags', 'practice', 'order', 'words', 'pdfBytes', 'contentHash'] as const;

/** The hash a page is stored with; when the stored one differs, the seed writes it again. */
export function landingContentHash(page: LandingPageSource, pdfBytes?: number): string {
  return createHash('sha256').update(JSON.stringify([page, pdfBytes ?? null])).digest('hex');
}

// One page by slug, with its body
export async function getLandingPage(slug: string): Promise<LandingPageItem | undefined> {
  const { data } = await LandingPage.get({ slug }).go({ attributes: [...listingAttributes, 'markdown'] });
  return data ?? undefined;
}

// The pages of one kind without their bodies, in their order (tens of pages: one query)
export async function listLandingPages(kind: LandingKind): Promise<LandingPageListing[]> {
  const { data } = await LandingPage.query.byKind({ kind }).go({ pages: 'all', attributes: [...listingAttributes] });
  return data;
}

// Writes pages (batched, 25 a request), each with its resource's PDF size when it has one
export async function putLandingPages(pages: { page: LandingPageSource; pdfBytes?: number }[]): Promise<void> {
  if (pages.length === 0) return;
  await LandingPage.put(
    pages.map(({ page, pdfBytes }) => ({
      ...page,
      tags: [...page.tags],
      ...(pdfBytes === undefined ? {} : { pdfBytes }),
      contentHash: landingContentHash(page, pdfBytes),
    })),
  ).go();
}

// Deletes pages that left content/landing
export async function deleteLandingPages(slugs: string[]): Promise<void> {
  if (slugs.length > 0) await LandingPage.delete(slugs.map((slug) => ({ slug }))).go();
}
