import type { PricedPackage } from '@shared/api';
import { COMMERCE_TEXTS } from '@frontend/features/commerce/texts';

const T = COMMERCE_TEXTS.grant;

/**
 * What a package grants, one line each, for its card.
 * Example: Ultimate → ['90 days of every question', 'Unlimited AI speaking scores', '150 AI writing scores', …].
 */
export function grantLines(pkg: Pick<PricedPackage, 'grant' | 'durationDays'>): string[] {
  const { grant } = pkg;
  const lines: string[] = [];
  const days = pkg.durationDays ?? grant.days;
  if (days) lines.push(grant.plan ? T.days(days) : T.extendDays(days));
  if (grant.unlimitedSpeaking) lines.push(T.unlimitedSpeaking);
  else if (grant.speakingCredits) lines.push(T.speaking(grant.speakingCredits));
  if (grant.writingCredits) lines.push(T.writing(grant.writingCredits));
  if (grant.fullMockCredits) lines.push(T.fullMocks(grant.fullMockCredits));
  if (grant.sectionMockCredits) lines.push(T.sectionMocks(grant.sectionMockCredits));
  return lines;
}
