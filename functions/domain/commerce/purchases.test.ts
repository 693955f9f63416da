import { describe, expect, it } from 'vitest';
import { packagesSoldAlone, type PackageId } from '@shared/pricing';
import type { UserItem } from '@functions/data';
import { grantFor } from './purchases';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);

const account = (overrides: Partial<UserItem> = {}): UserItem =>
  ({ userId: 'user-1', email: 'a@example.com', firstName: 'A', examType: 'Academic', platformAccess: 'student', speakingCredits: 20, speakingCreditsUsed: 5, writingCredits: 5, sessionToken: 's', isNightMode: false, nightTimeStart: 20, nightTimeEnd: 8, ...overrides }) as UserItem;

const purchase = (packageId: PackageId, extras = 0) => ({ paymentIntentId: `pi_${packageId}`, packageId, extras });

describe('grantFor', () => {
  it.each(packagesSoldAlone.map((pkg) => [pkg.id, pkg] as const))('grants %s as its package says, to a student on no plan', (id, pkg) => {
    const grant = grantFor(account(), purchase(id), now);
    expect(grant.credits).toEqual({
      speakingCredits: pkg.grant.speakingCredits ?? 0,
      writingCredits: pkg.grant.writingCredits ?? 0,
      fullMockCredits: pkg.grant.fullMockCredits ?? 0,
      sectionMockCredits: pkg.grant.sectionMockCredits ?? 0,
    });
    if (pkg.grant.plan) expect(grant).toMatchObject({ currentPlan: pkg.grant.plan, paidExpiryTime: now + pkg.grant.days! * day });
    else expect(grant.currentPlan).toBeUndefined();
  });

  it('gives Ultimate 90 days (its unlimited AI speaking comes with the plan, not with credits)', () => {
    expect(grantFor(account(), purchase('package_ultimate'), now)).toEqual({
      paymentIntentId: 'pi_package_ultimate',
      currentPlan: 'package_ultimate',
      paidExpiryTime: now + 90 * day,
      credits: { speakingCredits: 0, writingCredits: 150, fullMockCredits: 3, sectionMockCredits: 4 },
    });
  });

  it("moves Silver to Ultimate with the upgrade: 30 days more on Silver's end and the difference in credits", () => {
    const silverEnds = now + 10 * day;
    const grant = grantFor(account({ currentPlan: 'package_silver', paidExpiryTime: silverEnds }), purchase('package_ultimate_upgrade_from_silver'), now);
    expect(grant).toEqual({ paymentIntentId: 'pi_package_ultimate_upgrade_from_silver', currentPlan: 'package_ultimate', paidExpiryTime: silverEnds + 30 * day, credits: { speakingCredits: 0, writingCredits: 100, fullMockCredits: 2, sectionMockCredits: 2 } });
  });

  it('adds Extend to the running plan and keeps the plan; credits bought on Ultimate leave the plan alone', () => {
    const ends = now + 5 * day;
    expect(grantFor(account({ currentPlan: 'package_bronze', paidExpiryTime: ends }), purchase('package_extend'), now)).toEqual({ paymentIntentId: 'pi_package_extend', paidExpiryTime: ends + 30 * day, credits: { speakingCredits: 0, writingCredits: 0, fullMockCredits: 0, sectionMockCredits: 0 } });
    const onUltimate = grantFor(account({ currentPlan: 'package_ultimate', paidExpiryTime: ends }), purchase('package_speaking_credits'), now);
    expect(onUltimate).toEqual({ paymentIntentId: 'pi_package_speaking_credits', credits: { speakingCredits: 100, writingCredits: 0, fullMockCredits: 0, sectionMockCredits: 0 } });
  });

  it('adds the extra full mock tests bought at checkout on top of the package', () => {
    expect(grantFor(account({ fullMockCredits: 1 }), purchase('package_silver', 3), now).credits).toEqual({ speakingCredits: 300, writingCredits: 50, fullMockCredits: 1 + 3, sectionMockCredits: 2 });
  });
});
