import { describe, expect, it } from 'vitest';
import { grantLines } from '@frontend/features/commerce/grant-lines';

describe('grantLines', () => {
  it('lists a plan’s days first, then its scores and mock tests', () => {
    expect(grantLines({ durationDays: 90, grant: { plan: 'package_ultimate', days: 90, unlimitedSpeaking: true, writingCredits: 150, fullMockCredits: 3, sectionMockCredits: 4 } })).toEqual([
      '90 days of every question',
      'Unlimited AI speaking scores',
      '150 AI writing scores',
      '3 full mock tests with a score report',
      '4 section mock tests',
    ]);
  });

  it('says Extend adds days to a plan, and counts a single mock test in the singular', () => {
    expect(grantLines({ durationDays: 30, grant: { days: 30, unlimitedSpeaking: false } })).toEqual(['30 more days on your plan']);
    expect(grantLines({ grant: { fullMockCredits: 1, unlimitedSpeaking: false } })).toEqual(['1 full mock test with a score report']);
  });
});
