import { getSeedSources, saveSeedSources } from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import { Blog } from '@functions/domain/blog';
import { Commerce } from '@functions/domain/commerce';
import { Content } from '@functions/domain/content';
import { Landing } from '@functions/domain/landing';
import { Mock } from '@functions/domain/mock';
import { Settings } from '@functions/domain/settings';

export interface SeedReport {
  appSettings: 'created' | 'kept';
  /** The default promotion (30 % on Ultimate). */
  promotions: 'created' | 'kept';
  demoAccounts: { email: string; result: 'created' | 'kept' }[];
  /** What the content steps did, or 'unchanged' when they were skipped: same sources as the last complete seed. */
  content: ContentReport | 'unchanged';
}

export interface ContentReport {
  bank: Content.SyncReport;
  mocks: Mock.CatalogueReport;
  blog: Blog.BlogSyncReport;
  landing: Landing.LandingSyncReport;
}

/**
 * Writes what a stage needs, idempotently: a second run writes nothing and never overwrites what
 * an admin changed. The content steps bring the question bank in line with content/ and the mock
 * test catalogue with the bank, the blog's posts with content/blog and the landing pages and
 * resources (their PDFs rendered) with content/landing. Run by the local platform at every start
 * and by `npm run seed` for a deployed stage; demo accounts only locally. With a
 * `sourcesFingerprint` (content and code, see local/source-fingerprint.ts) equal to the last
 * complete seed's, the content steps are skipped: reading, checking and hashing the whole bank was
 * most of a warm start. Steps that touch different items run together, so that one's waits (the
 * table, the bucket, the password hashes) overlap another's work.
 */
export async function seed(input: { appVersion: string; contentDir: string; demoAccounts?: Accounts.DemoAccount[]; sourcesFingerprint?: string }): Promise<SeedReport> {
  const [created, promotions, demoAccounts, content] = await allSettled([
    Settings.seedDefaults({ APP_VERSION: input.appVersion }),
    Commerce.seedPromotions(Date.now()).then((added) => (added ? ('created' as const) : ('kept' as const))),
    Promise.all((input.demoAccounts ?? []).map(async (account) => ({ email: account.email, result: await Accounts.ensureDemoAccount(account) }))),
    seedContent(input.contentDir, input.sourcesFingerprint),
  ]);
  return { appSettings: created ? 'created' : 'kept', promotions, demoAccounts, content };
}

async function seedContent(contentDir: string, sourcesFingerprint: string | undefined): Promise<ContentReport | 'unchanged'> {
  if (sourcesFingerprint !== undefined && (await getSeedSources()) === sourcesFingerprint) return 'unchanged';
  const [{ questions, media }, landingPages, blogPosts] = await allSettled([Content.readBank(contentDir), Landing.readLanding(contentDir), Blog.readBlog(contentDir)]);
  // The resources' PDFs are rendered here, not committed: they go to the bucket with the bank's media.
  const pdfs = await Landing.resourcePdfs(landingPages);
  const [bank, mocks, blog, landing] = await allSettled([
    Content.syncBank(questions, [...media, ...pdfs]),
    Mock.seedCatalogue(questions),
    Blog.syncBlog(blogPosts),
    Landing.syncLanding(landingPages, pdfs),
  ]);
  // Recorded only once every step has succeeded: a failed seed is run in full at the next start.
  if (sourcesFingerprint !== undefined) await saveSeedSources(sourcesFingerprint);
  return { bank, mocks, blog, landing };
}

/**
 * Promise.all that waits for every step to settle before throwing the first failure, so that no
 * write is still in flight once the seed has failed (the local platform then stops the emulators).
 */
async function allSettled<T extends readonly unknown[]>(steps: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(steps);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
