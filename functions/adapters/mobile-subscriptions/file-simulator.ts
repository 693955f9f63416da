import { readFile } from 'node:fs/promises';
import { plans } from '@shared/pricing';
import { z } from 'zod';
import type { MobileSubscriptions } from './port';

const SubscriptionsSchema = z.record(z.string(), z.object({ active: z.boolean(), plan: z.enum(plans).optional(), expiresAt: z.number().int().optional() }));

/**
 * The local platform's stand-in for the mobile subscription service: a JSON file (under .data/)
 * mapping a profile id, a user id or an e-mail address to a subscription, e.g.
 * { "student@pte.local": { "active": true, "plan": "package_silver", "expiresAt": 1893456000000 } }.
 * Read at every call, so an edit takes effect at once.
 */
export function fileSubscriptions(path: string): MobileSubscriptions {
  return {
    async subscriptionOf(account) {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      const subscriptions = SubscriptionsSchema.parse(JSON.parse(text));
      return [account.adaptyId, account.userId, account.email].flatMap((key) => (key && subscriptions[key] ? [subscriptions[key]] : []))[0];
    },
  };
}
