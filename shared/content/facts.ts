import { emailTokenLifetimeMs, freeAllowance, passwordMinLength, rateRules, speakingUsageAlerts, startingCredits, visitorSpeakingCredits } from '@shared/accounts';
import { maxExtras, profileImageMaxBytes } from '@shared/api';
import { analysisOverlay, minimumRecordingSeconds, silenceStopSeconds } from '@shared/exam';
import { mocksPerList } from '@shared/mock';
import { currencies, formatPrice, packages, paymentMethodRules, userPromotionMs, type PackageId } from '@shared/pricing';
import { fullAnswerShare, longPauseSeconds, onTopicShare, templateRules, wordBands } from '@shared/scoring';

const percent = (share: number) => `${Math.round(share * 100)}%`;
const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
const hours = (ms: number) => ms / (60 * 60 * 1000);
const minutes = (ms: number) => ms / (60 * 1000);
const aud = (id: PackageId) => formatPrice(packages[id].basePrice, 'AUD');
const grant = (id: PackageId) => packages[id].grant;
const range = ([low, high]: readonly [number, number]) => `${low}-${high}`;

/** A list in words: ['a', 'b', 'c'] → 'a, b and c'. */
function inWords(items: readonly (string | number)[]): string {
  const texts = items.map(String);
  return texts.length <= 1 ? (texts[0] ?? '') : `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)}`;
}

/**
 * The numbers the content pages quote, computed from the constants the product runs on, by the
 * name a text uses as {{name}}. Example: fillFacts('{{visitorSpeakingCredits}} free credits') === '10 free credits'.
 */
export const facts: Readonly<Record<string, string>> = {
  visitorSpeakingCredits: String(visitorSpeakingCredits),
  startingSpeakingCredits: String(startingCredits.speakingCredits),
  startingWritingCredits: String(startingCredits.writingCredits),
  startingFullMockCredits: String(startingCredits.fullMockCredits),
  startingSectionMockCredits: String(startingCredits.sectionMockCredits),
  monthlySpeakingCredits: String(freeAllowance.speakingCredits),
  monthlyWritingCredits: String(freeAllowance.writingCredits),
  speakingUsageAlerts: inWords(speakingUsageAlerts.map((share) => `${share}%`)),
  bronzeDays: String(grant('package_bronze').days),
  bronzeSpeaking: String(grant('package_bronze').speakingCredits),
  bronzeWriting: String(grant('package_bronze').writingCredits),
  bronzePrice: aud('package_bronze'),
  bronzeSectPrice: aud('package_bronze_sect'),
  bronzeSectMocks: String(grant('package_bronze_sect').sectionMockCredits),
  silverDays: String(grant('package_silver').days),
  silverSpeaking: String(grant('package_silver').speakingCredits),
  silverWriting: String(grant('package_silver').writingCredits),
  silverFullMocks: String(grant('package_silver').fullMockCredits),
  silverSectionMocks: String(grant('package_silver').sectionMockCredits),
  silverPrice: aud('package_silver'),
  ultimateDays: String(grant('package_ultimate').days),
  ultimateWriting: String(grant('package_ultimate').writingCredits),
  ultimateFullMocks: String(grant('package_ultimate').fullMockCredits),
  ultimateSectionMocks: String(grant('package_ultimate').sectionMockCredits),
  ultimatePrice: aud('package_ultimate'),
  extendDays: String(grant('package_extend').days),
  extendPrice: aud('package_extend'),
  speakingPackCredits: String(grant('package_speaking_credits').speakingCredits),
  speakingPackPrice: aud('package_speaking_credits'),
  comboFullMocks: String(grant('package_combo').fullMockCredits),
  comboSectionMocks: String(grant('package_combo').sectionMockCredits),
  comboPrice: aud('package_combo'),
  fullMockPrice: aud('package_full_mock'),
  sectionMockPrice: aud('package_sect_mock'),
  extraFullMockPrice: aud('full_mock_test_upsell'),
  maxExtraFullMocks: String(maxExtras),
  currencyCount: String(currencies.length),
  personalPromotionHours: String(hours(userPromotionMs)),
  paymentMethods: inWords([...new Set(Object.values(paymentMethodRules).map((rule) => rule.label.replace(' (US)', '')))]),
  fullMocksPerVariant: String(mocksPerList.full),
  sectionMocksPerSection: String(mocksPerList.section),
  emailLinkHours: String(hours(emailTokenLifetimeMs)),
  loginAttempts: String(rateRules.login.limit),
  loginWindowMinutes: String(minutes(rateRules.login.windowMs)),
  passwordMinLength: String(passwordMinLength),
  profileImageMaxSize: megabytes(profileImageMaxBytes),
  silenceStopSeconds: String(silenceStopSeconds),
  minimumRecordingSeconds: String(minimumRecordingSeconds),
  analysisStopSeconds: String(analysisOverlay.stopAtSeconds),
  longPauseSeconds: String(longPauseSeconds),
  onTopicShare: percent(onTopicShare),
  fullAnswerShare: percent(fullAnswerShare),
  templateMatchShare: percent(templateRules.matchShare),
  templateWarningShare: percent(templateRules.warningShare),
  essayWords: range(wordBands.WWE.full),
  emailWords: range(wordBands.WWM.full),
  summaryWords: range(wordBands.WWS.full),
  /** Spec §9's wide-screen breakpoint; frontend/src/components/layout.ts holds the same number for the CSS side (a test keeps them equal). */
  wideScreenPx: '900',
};

const factPattern = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The fact names a text uses, e.g. factNamesOf('{{a}} and {{b}}') → ['a', 'b']. */
export function factNamesOf(text: string): string[] {
  return [...text.matchAll(factPattern)].map((match) => match[1]!);
}

/** The text with each {{name}} replaced by its fact; an unknown name is left as written (content:check reports it). */
export function fillFacts(text: string, known: Readonly<Record<string, string>> = facts): string {
  return text.replace(factPattern, (whole, name: string) => known[name] ?? whole);
}
