import type { Plan } from '@shared/pricing';

/** An account as the mobile subscription service may know it. */
export interface MobileAccount {
  userId: string;
  email: string;
  /** The service's profile id, when the app linked one. */
  adaptyId?: string;
}

/** A subscription bought in the mobile app. */
export interface MobileSubscription {
  active: boolean;
  plan?: Plan;
  /** Epoch ms. */
  expiresAt?: number;
}

/**
 * The mobile app's subscriptions (spec §4 account sync): Adapty in the cloud, a file-backed
 * simulator locally. Undefined when the service has no profile for the account.
 */
export interface MobileSubscriptions {
  subscriptionOf(account: MobileAccount): Promise<MobileSubscription | undefined>;
}
