import type { Plan } from '@shared/pricing';
import { z } from 'zod';
import type { MobileSubscription, MobileSubscriptions } from './port';

const ProfileSchema = z.object({
  data: z.object({
    access_levels: z
      .array(z.object({ access_level_id: z.string(), is_active: z.boolean().optional(), expires_at: z.string().nullable().optional() }))
      .default([]),
  }),
});

/** The mobile app's access levels are named after the plans ('bronze', 'silver', 'ultimate'); 'premium' is Ultimate. */
const planOfAccessLevel: Record<string, Plan> = { bronze: 'package_bronze', silver: 'package_silver', ultimate: 'package_ultimate', premium: 'package_ultimate' };

/**
 * Adapty's server-side API: the profile by its id, or by our user id as the customer user id the
 * app logs in with. The highest active access level is the plan.
 */
export function adaptySubscriptions({ apiKey, fetch: send = fetch, baseUrl = 'https://api.adapty.io/api/v2/server-side-api' }: { apiKey: () => Promise<string>; fetch?: typeof fetch; baseUrl?: string }): MobileSubscriptions {
  return {
    async subscriptionOf(account) {
      const headers: Record<string, string> = { authorization: `Api-Key ${await apiKey()}`, accept: 'application/json' };
      if (account.adaptyId) headers['adapty-profile-id'] = account.adaptyId;
      else headers['adapty-customer-user-id'] = account.userId;
      const response = await send(`${baseUrl}/profile/`, { headers, signal: AbortSignal.timeout(5_000) });
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`Adapty answered ${response.status}`);
      const { data } = ProfileSchema.parse(await response.json());
      const ranks: Plan[] = ['package_bronze', 'package_silver', 'package_ultimate'];
      let best: MobileSubscription = { active: false };
      for (const level of data.access_levels) {
        const plan = planOfAccessLevel[level.access_level_id];
        const expiresAt = level.expires_at ? Date.parse(level.expires_at) : undefined;
        if (!plan || !level.is_active) continue;
        if (!best.plan || ranks.indexOf(plan) > ranks.indexOf(best.plan)) best = { active: true, plan, ...(expiresAt ? { expiresAt } : {}) };
      }
      return best;
    },
  };
}
