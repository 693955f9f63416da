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
  bank: Content.SyncReport;
  mocks: Mock.CatalogueReport;
  blog: Blog.BlogSyncReport;
  landing: Landing.LandingSyncReport;
}

/**
 * Writes what a stage needs, idempotently: a second run writes nothing and never overwrites what
 * an admin changed; the question bank is brought in line with content/ and the mock test catalogue
 * with the bank, the blog's posts with content/blog and the landing pages and resources (their
 * PDFs rendered) with content/landing. Run by the local platform at every start and by `npm run seed` for a deployed
 * stage; demo accounts only locally.
 */
export async function seed(input: { appVersion: string; contentDir: string; demoAccounts?: Accounts.DemoAccount[] }): Promise<SeedReport> {
  const created = await Settings.seedDefaults({ APP_VERSION: input.appVersion });
  const promotions = (await Commerce.seedPromotions(Date.now())) ? 'created' : 'kept';
  const demoAccounts = [];
  for (const account of input.demoAccounts ?? []) demoAccounts.push({ email: account.email, result: await Accounts.ensureDemoAccount(account) });
  const { questions, media } = await Content.readBank(input.contentDir);
  // The resources' PDFs are rendered here, not committed: they go to the bucket with the bank's media.
  const landingPages = await Landing.readLanding(input.contentDir);
  const pdfs = await Landing.resourcePdfs(landingPages);
  const bank = await Content.syncBank(questions, [...media, ...pdfs]);
  const mocks = await Mock.seedCatalogue(questions);
  const blog = await Blog.syncBlog(await Blog.readBlog(input.contentDir));
  const landing = await Landing.syncLanding(landingPages, pdfs);
  return { appSettings: created ? 'created' : 'kept', promotions, demoAccounts, bank, mocks, blog, landing };
}
