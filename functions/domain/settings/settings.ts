import faqJson from '@content/faq.json';
import { featureSwitchesOf, type FeatureSwitches } from '@shared/admin';
import { FaqSchema } from '@shared/content';
import { variants } from '@shared/exam';
import { catalogueOwner, createAppSettingsIfMissing, getAppSettings, getContentState, listBlogPosts, listMockTests } from '@functions/data';
import { config } from '@functions/platform/config';
import { SettingsMissingError } from '@functions/platform/errors';

/** The server's clock in milliseconds since the epoch. */
export function dateNow(): number {
  return Date.now();
}

/** The APP_VERSION stored in the settings, which the app compares with its own build. */
export async function appVersion(): Promise<string> {
  const settings = await getAppSettings();
  if (!settings) throw new SettingsMissingError();
  return settings.APP_VERSION;
}

/** The FAQ's answers, counted once: content:check has checked the file, and it ships with the code. */
const faqAnswers = FaqSchema.parse(faqJson).entries.length;

/** What the library holds, counted from the bank the seed loaded, the mock catalogue, the blog and the FAQ. */
export async function libraryFigures(): Promise<{ questions: number; mockTests: number; blogArticles: number; faqAnswers: number }> {
  const [state, mocks, posts] = await Promise.all([getContentState(), Promise.all(variants.map((variant) => listMockTests(catalogueOwner, variant))), listBlogPosts()]);
  const questions = Object.values(state?.counts ?? {}).reduce((total, counts) => total + counts.total, 0);
  return { questions, mockTests: mocks.flat().length, blogArticles: posts.length, faqAnswers };
}

/** Proves the table answers; returns the stage served. */
export async function health(): Promise<{ status: 'ok'; stage: string }> {
  await getAppSettings();
  return { status: 'ok', stage: config.STAGE };
}

/** Writes the default settings when none are stored; a stored value is kept. True when written. */
export function seedDefaults(defaults: { APP_VERSION: string }): Promise<boolean> {
  return createAppSettingsIfMissing(defaults);
}

/** The settings an admin sees. */
export async function adminSettings(): Promise<{ APP_VERSION: string; stage: string }> {
  return { APP_VERSION: await appVersion(), stage: config.STAGE };
}

/** The feature switches now: the ones an admin set, the rest on (also before the seed). */
export async function featureSwitches(): Promise<FeatureSwitches> {
  return featureSwitchesOf((await getAppSettings())?.featureSwitches);
}
