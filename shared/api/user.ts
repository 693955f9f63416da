import { z } from 'zod';
import { examTypes, stepsDoneFlags } from '@shared/accounts';
import { PromotionSchema } from './pricing';

/** A notification of the bell (spec/platform.md §3: a list of id and type). */
export const NotificationSchema = z.object({
  id: z.string(),
  type: z.enum(['survey_completed', 'purchase_success', 'purchase_success_thanks', 'new_referral', 'speaking_usage']),
  message: z.string(),
  hasRead: z.boolean(),
  createdAt: z.number().int(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The user as the app sees it (spec/platform.md §3 User). Never carries the password hash. */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  profileImage: z.string().optional(),
  stepsDone: z.array(z.enum(stepsDoneFlags)),
  examType: z.enum(examTypes),
  platformAccess: z.enum(['admin', 'student']),
  currentPlan: z.string().optional(),
  paidExpiryTime: z.number().int().optional(),
  writingCredits: z.number().int(),
  speakingCredits: z.number().int(),
  speakingCreditsUsed: z.number().int(),
  version: z.string().optional(),
  isNightMode: z.boolean(),
  nightTimeStart: z.number().int().min(0).max(23),
  nightTimeEnd: z.number().int().min(0).max(23),
  notifications: z.array(NotificationSchema),
  /** The personal promotion (click ad or referral) the user opened, running 24 hours from its start. */
  userPromo: PromotionSchema.optional(),
  /** Payment ids of the user's purchases (pricing/fetchPurchaseHistory has the details). */
  purchaseHistory: z.array(z.string()).optional(),
  /** Linked to a mobile app subscription profile (users/syncMobile). */
  adaptyId: z.string().optional(),
  /** Until when 'Later' keeps the review prompt away (spec §3 postponeReview). */
  postponeReview: z.number().int().optional(),
  /** The student's id in their share link (spec §3 referralId), once they have opened /reward. */
  referralId: z.string().optional(),
  createdAt: z.number().int(),
});
export type User = z.infer<typeof UserSchema>;

/** A 200 body that only confirms, with the text the app shows. */
export const MessageSchema = z.object({ message: z.string() });
/** A 201 body: the spec's other outcome, with the text the app shows. */
export const OtherOutcomeSchema = z.object({ error: z.string() });

/** The rewards page (spec §2 /reward): the share link, the referrals it brought and their rewards. */
export const RewardStatusSchema = z.object({
  referralId: z.string(),
  shareLink: z.string(),
  referrals: z.int().min(0),
  rewardsClaimed: z.int().min(0),
  rewardsToClaim: z.int().min(0),
  /** Full mock test credits each referral earns. */
  fullMockCreditsPerReferral: z.int().min(0),
  user: UserSchema,
});
export type RewardStatus = z.infer<typeof RewardStatusSchema>;
