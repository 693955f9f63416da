import { byOrder, landingCoverPaths, landingPath, type LandingKind, type LandingPageSource } from '@shared/landing';
import type { MediaFile } from '@functions/domain/content/read-bank';
import { deleteLandingPages, getLandingPage, landingContentHash, listLandingPages, putLandingPages, type LandingPageListing } from '@functions/data';
import { LandingPageNotFoundError } from '@functions/platform/errors';
import { renderResourcePdf } from './resource-pdf';

/** The key of a resource's PDF in the content bucket, served by aws/getPdfFile/<slug>. */
export const resourcePdfKey = (slug: string) => `pdf/${slug}.pdf`;

/** The PDFs of the resources, rendered from their Markdown, for the seed to put in the content bucket beside the bank's media. */
export async function resourcePdfs(pages: readonly LandingPageSource[]): Promise<(MediaFile & { slug: string })[]> {
  const resources = pages.filter((page) => page.kind === 'resource');
  return Promise.all(resources.map(async (page) => ({ slug: page.slug, key: resourcePdfKey(page.slug), bytes: await renderResourcePdf(page), contentType: 'application/pdf' })));
}

export interface LandingSyncReport {
  pages: number;
  written: number;
  deleted: number;
}

/** Brings the table's pages in line with content/landing: new or changed pages written, those gone deleted. */
export async function syncLanding(pages: readonly LandingPageSource[], pdfs: readonly { slug: string; bytes: Uint8Array }[]): Promise<LandingSyncReport> {
  const stored = new Map((await Promise.all((['academic', 'tips', 'resource'] as const).map(listLandingPages))).flat().map((page) => [page.slug, page.contentHash]));
  const withPdf = pages.map((page) => ({ page, pdfBytes: pdfs.find((pdf) => pdf.slug === page.slug)?.bytes.length }));
  const changed = withPdf.filter(({ page, pdfBytes }) => stored.get(page.slug) !== landingContentHash(page, pdfBytes));
  const removed = [...stored.keys()].filter((slug) => !pages.some((page) => page.slug === slug));
  await putLandingPages(changed);
  await deleteLandingPages(removed);
  return { pages: pages.length, written: changed.length, deleted: removed.length };
}

/** A page as links to it show it. */
export interface LandingSummary {
  slug: string;
  kind: LandingKind;
  title: string;
  description: string;
  url: string;
}

const summaryOf = (page: Pick<LandingPageListing, 'slug' | 'kind' | 'title' | 'description'>): LandingSummary => ({
  slug: page.slug,
  kind: page.kind,
  title: page.title,
  description: page.description,
  url: landingPath(page),
});

export interface LandingPageView extends LandingSummary {
  /** The cover: the SVG the page shows. */
  image: string;
  /** Spec §7: the metadata the page sets, its card's picture as PNG. */
  metadata: { url: string; image: string; seoTitle: string; description: string };
  markdown: string;
  practice?: string;
  /** The other pages of its kind, in their order. */
  related: LandingSummary[];
}

/** One page by slug (landing/getLandingContent); LandingPageNotFoundError for an unknown slug or a resource (which is a PDF, not a page). */
export async function readLandingPage(slug: string): Promise<LandingPageView> {
  const page = await getLandingPage(slug);
  if (!page || page.kind === 'resource') throw new LandingPageNotFoundError(slug);
  const cover = landingCoverPaths(slug);
  const summary = summaryOf(page);
  const related = (await listLandingPages(page.kind)).filter((other) => other.slug !== slug).sort(byOrder).map(summaryOf);
  return {
    ...summary,
    image: cover.svg,
    metadata: { url: summary.url, image: cover.png, seoTitle: page.seoTitle, description: page.description },
    markdown: page.markdown,
    ...(page.practice === undefined ? {} : { practice: page.practice }),
    related,
  };
}

export interface ResourceView {
  id: string;
  title: string;
  description: string;
  /** Where the PDF downloads: aws/getPdfFile/<id>. */
  url: string;
  bytes: number;
}

/** The study resources with their PDFs, in their order (landing/fetchResources). */
export async function listResources(): Promise<ResourceView[]> {
  return (await listLandingPages('resource'))
    .filter((page) => page.pdfBytes !== undefined)
    .sort(byOrder)
    .map((page) => ({ id: page.slug, title: page.title, description: page.description, url: `/api/aws/getPdfFile/${page.slug}`, bytes: page.pdfBytes! }));
}
