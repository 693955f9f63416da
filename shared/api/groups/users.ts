import { z } from 'zod';
import { EmailSchema, EmailTokenSchema, ExamTypeSchema, FirstNameSchema, PasswordSchema, ReferralIdSchema, StepsDoneFlagSchema } from '../fields';
import { defineOperation } from '../operation';
import { CartSchema, CurrencySchema, MobileStatusSchema, PackageIdSchema, ViewerCountryHeaderSchema } from '../pricing';
import { AverageRatingSchema, RatingSchema, ReviewHeaderSchema, ReviewQuoteSchema, SocialProofSchema, StarsSchema, TestimonialSchema } from '../reviews';
import { StudentStatisticsSchema, TimeZoneSchema } from '../statistics';
import { SurveyAnswersSchema, SurveyIdSchema, SurveySchema } from '../surveys';
import { MessageSchema, OtherOutcomeSchema, RewardStatusSchema, UserSchema } from '../user';

const UserBodySchema = z.object({ user: UserSchema });

/** GET /api/users/checkAppVersion: the APP_VERSION stored in the settings, compared by the app with its own. */
export const checkAppVersion = defineOperation({
  group: 'users',
  name: 'checkAppVersion',
  method: 'GET',
  access: 'public',
  input: z.object({}),
  output: z.object({ APP_VERSION: z.string() }),
});

/** Creates an account and sends the verification e-mail; the app then logs in (spec §4 Registration). */
export const registerUser = defineOperation({
  group: 'users',
  name: 'registerUser',
  method: 'POST',
  access: 'guest',
  input: z.object({ email: EmailSchema, password: PasswordSchema, firstName: FirstNameSchema.optional(), referralId: ReferralIdSchema.optional() }),
  output: z.object({ email: z.string() }),
});

/** Confirms an e-mail address from the link of the verification mail; 201 when the link expired or was used. */
export const verifyTokenEmail = defineOperation({
  group: 'users',
  name: 'verifyTokenEmail',
  method: 'POST',
  access: 'guest',
  input: z.object({ token: EmailTokenSchema }),
  output: MessageSchema,
  other: OtherOutcomeSchema,
});

/** 200: token, user and session token; 201: the e-mail is not verified yet (a new link is sent). */
export const loginStudent = defineOperation({
  group: 'users',
  name: 'loginStudent',
  method: 'POST',
  access: 'guest',
  input: z.object({
    email: EmailSchema,
    password: z.string({ message: 'Enter your password.' }).min(1, { message: 'Enter your password.' }).max(1000),
    redirect: z.string().max(500).optional(),
  }),
  output: z.object({ token: z.string(), user: UserSchema, sessionToken: z.string() }),
  other: z.object({ error: z.string(), email: z.string() }),
});

/** The signed-in user, fresh from the server. */
export const retrieveUser = defineOperation({
  group: 'users',
  name: 'retrieveUser',
  method: 'POST',
  access: 'user',
  input: z.object({ shouldLogout: z.boolean().optional() }),
  output: UserBodySchema,
});

/** Sets a new password from the link of the reset mail. */
export const resetPassword = defineOperation({
  group: 'users',
  name: 'resetPassword',
  method: 'POST',
  access: 'guest',
  input: z.object({ token: EmailTokenSchema, password: PasswordSchema }),
  output: MessageSchema,
  other: OtherOutcomeSchema,
});

/** Sets the first password of an invited account from the link of the invitation mail. */
export const setNewPassword = defineOperation({
  group: 'users',
  name: 'setNewPassword',
  method: 'POST',
  access: 'guest',
  input: z.object({ token: EmailTokenSchema, password: PasswordSchema }),
  output: MessageSchema,
  other: OtherOutcomeSchema,
});

/** Changes the password of the signed-in user, who proves it with the current one. */
export const updatePassword = defineOperation({
  group: 'users',
  name: 'updatePassword',
  method: 'POST',
  access: 'user',
  input: z.object({ currentPassword: z.string({ message: 'Enter your current password.' }).min(1, { message: 'Enter your current password.' }).max(1000), newPassword: PasswordSchema }),
  /** Every other session ends; this one goes on with the new token. */
  output: MessageSchema.extend({ token: z.string(), sessionToken: z.string() }),
});

/**
 * Whether this token's session is still the account's latest. Every call checks it: a token whose
 * session a login elsewhere, a password change or a reset replaced gets 401 'Other session detected!'.
 */
export const verifyMultiAccount = defineOperation({
  group: 'users',
  name: 'verifyMultiAccount',
  method: 'POST',
  access: 'user',
  input: z.object({}),
  output: z.object({ isSameSession: z.boolean() }),
});

/**
 * POST /api/users/updateLatestSession: a new access token for the caller's session, which is the
 * account's latest (any other is refused, as by every call): the same session token, a new 7 days.
 */
export const updateLatestSession = defineOperation({
  group: 'users',
  name: 'updateLatestSession',
  method: 'POST',
  access: 'user',
  input: z.object({}),
  output: z.object({ token: z.string(), sessionToken: z.string() }),
});

export const updateUser = defineOperation({
  group: 'users',
  name: 'updateUser',
  method: 'POST',
  access: 'user',
  input: z.object({ examType: ExamTypeSchema.optional(), firstName: FirstNameSchema.optional() }),
  output: UserBodySchema,
});

/** Records a stepsDone flag; only the flags a student may set (shared/accounts). */
export const updateUserArray = defineOperation({
  group: 'users',
  name: 'updateUserArray',
  method: 'POST',
  access: 'user',
  input: z.object({ stepsDone: StepsDoneFlagSchema }),
  output: UserBodySchema,
});

export const removeUserArray = defineOperation({
  group: 'users',
  name: 'removeUserArray',
  method: 'POST',
  access: 'user',
  input: z.object({ stepsDone: StepsDoneFlagSchema }),
  output: UserBodySchema,
});

/** Night mode and its hours (automatic night mode itself is the should_auto_night_mode flag). */
export const toggleNightMode = defineOperation({
  group: 'users',
  name: 'toggleNightMode',
  method: 'POST',
  access: 'user',
  input: z.object({
    isNightMode: z.boolean(),
    nightTimeStart: z.int().min(0).max(23).optional(),
    nightTimeEnd: z.int().min(0).max(23).optional(),
  }),
  output: UserBodySchema,
});

/** Visitors keep their exam type in the browser; a signed-in user's is stored. */
export const toggleExamType = defineOperation({
  group: 'users',
  name: 'toggleExamType',
  method: 'POST',
  access: 'public',
  input: z.object({ examType: ExamTypeSchema, isAuthenticated: z.boolean() }),
  output: z.object({ examType: ExamTypeSchema, user: UserSchema.optional() }),
});

/** Records the app version the user last ran. */
export const updateAppVersion = defineOperation({
  group: 'users',
  name: 'updateAppVersion',
  method: 'POST',
  access: 'user',
  input: z.object({ version: z.string().trim().min(1).max(40) }),
  output: UserBodySchema,
});

export const markHasRead = defineOperation({
  group: 'users',
  name: 'markHasRead',
  method: 'POST',
  access: 'user',
  input: z.object({ notificationId: z.string().min(1).max(100) }),
  output: UserBodySchema,
});

export const markAllHasRead = defineOperation({
  group: 'users',
  name: 'markAllHasRead',
  method: 'POST',
  access: 'user',
  input: z.object({}),
  output: UserBodySchema,
});

/** Deletes the signed-in user's account, confirmed with the password. */
export const deleteUser = defineOperation({
  group: 'users',
  name: 'deleteUser',
  method: 'POST',
  access: 'user',
  input: z.object({ password: z.string({ message: 'Enter your password.' }).min(1, { message: 'Enter your password.' }).max(1000) }),
  output: MessageSchema,
});

/** The dashboard's overview of the signed-in student (spec §7: getOverviewStudentData). */
export const getOverviewStudentData = defineOperation({
  group: 'users',
  name: 'getOverviewStudentData',
  method: 'POST',
  access: 'user',
  input: z.object({ trial: z.boolean().optional() }),
  output: z.object({
    firstName: z.string(),
    examType: ExamTypeSchema,
    plan: z.object({ name: z.string(), paidUntil: z.number().int().optional(), isPaid: z.boolean() }),
    credits: z.object({ speakingLeft: z.int(), speakingCredits: z.int(), speakingCreditsUsed: z.int(), writingCredits: z.int() }),
    memberSince: z.number().int(),
  }),
});

/**
 * POST /api/users/getStudentStatistics: the statistics page (spec §2 /statistics) of the signed-in
 * student, from their own practice answers, AI analyses and mock tests; days and weeks in the
 * `timeZone` the browser gives.
 */
export const getStudentStatistics = defineOperation({
  group: 'users',
  name: 'getStudentStatistics',
  method: 'POST',
  access: 'user',
  input: z.object({ timeZone: TimeZoneSchema.default('UTC') }),
  output: StudentStatisticsSchema,
});

/**
 * POST /api/users/createCart: a cart for one package (the button's cartPackage), priced in the
 * `currency` given or the visitor's country's. The app then goes to /checkout?cartId=…, with
 * redirectToProfile=true when it started from the profile page (spec §2). A package the caller
 * cannot buy now (Extend without a plan, an upgrade from another plan) is a field error on packageId.
 */
export const createCart = defineOperation({
  group: 'users',
  name: 'createCart',
  method: 'POST',
  access: 'user',
  headers: ['cloudfront-viewer-country'],
  input: z.object({
    packageId: PackageIdSchema,
    fromProfilePage: z.boolean().default(false),
    currency: CurrencySchema.optional(),
    'cloudfront-viewer-country': ViewerCountryHeaderSchema,
  }),
  output: z.object({ cartId: z.string(), cart: CartSchema, redirectToProfile: z.boolean() }),
});

/**
 * GET /api/users/resetCredits: the account sync for a student on no paid plan (spec §4). The free
 * allowance (shared/accounts freeAllowance) comes back once per calendar month: AI speaking and
 * writing credits are topped up to it, never lowered, so credits bought stay; `reset` tells
 * whether this call topped anything up.
 */
export const resetCredits = defineOperation({
  group: 'users',
  name: 'resetCredits',
  method: 'GET',
  access: 'user',
  input: z.object({}),
  output: z.object({ user: UserSchema, reset: z.boolean() }),
});

/**
 * GET /api/users/syncMobile: for a student with a mobile subscription profile on no paid plan
 * (spec §4): a mobile subscription that runs gives its plan until it ends. `synced` tells whether
 * the plan changed.
 */
export const syncMobile = defineOperation({
  group: 'users',
  name: 'syncMobile',
  method: 'GET',
  access: 'user',
  input: z.object({}),
  output: z.object({ user: UserSchema, synced: z.boolean() }),
});

/** GET /api/users/getMobileStatus: the caller's mobile app subscription. */
export const getMobileStatus = defineOperation({
  group: 'users',
  name: 'getMobileStatus',
  method: 'GET',
  access: 'user',
  input: z.object({}),
  output: MobileStatusSchema,
});

/**
 * POST /api/users/leaveRating: the caller's stars (one rating per student; rating again changes it).
 * The review earns one extra section mock test, once per account, and records the review-done step.
 * `_id` is the testimonialId the student's testimonial is then left under.
 */
export const leaveRating = defineOperation({
  group: 'users',
  name: 'leaveRating',
  method: 'POST',
  access: 'user',
  input: z.object({ rating: StarsSchema }),
  output: RatingSchema.extend({ user: UserSchema }),
});

/**
 * POST /api/users/leaveTestimonial: the caller's testimonial under their rating's id (leaving it
 * again changes it). The server decides isApproved: text with a flagged word (spec §5) is saved
 * not approved, any other approved; an isApproved sent by a client is ignored.
 */
export const leaveTestimonial = defineOperation({
  group: 'users',
  name: 'leaveTestimonial',
  method: 'POST',
  access: 'user',
  input: z.object({ header: ReviewHeaderSchema, quote: ReviewQuoteSchema, testimonialId: z.string({ message: 'Choose your stars first.' }).trim().min(1, { message: 'Choose your stars first.' }).max(100) }),
  output: MessageSchema.extend({ testimonial: TestimonialSchema }),
});

/** GET /api/users/fetchTestimonials: approved testimonials, newest first, a page at a time (cursor from the previous page). */
export const fetchTestimonials = defineOperation({
  group: 'users',
  name: 'fetchTestimonials',
  method: 'GET',
  access: 'public',
  input: z.object({
    cursor: z.string().max(2000).optional(),
    limit: z.coerce.number().int({ message: 'Use a whole number.' }).min(1, { message: 'Use 1 to 50.' }).max(50, { message: 'Use 1 to 50.' }).default(12),
  }),
  output: z.object({ testimonials: z.array(TestimonialSchema), cursor: z.string().optional() }),
});

/** GET /api/users/fetchTestimonialsEight: the eight newest approved testimonials, for the home page. */
export const fetchTestimonialsEight = defineOperation({
  group: 'users',
  name: 'fetchTestimonialsEight',
  method: 'GET',
  access: 'public',
  input: z.object({}),
  output: z.object({ testimonials: z.array(TestimonialSchema) }),
});

/** GET /api/users/postponeTestimonial: 'Later' on the review prompt keeps it away for a while (postponeReview). */
export const postponeTestimonial = defineOperation({
  group: 'users',
  name: 'postponeTestimonial',
  method: 'GET',
  access: 'user',
  input: z.object({}),
  output: UserBodySchema,
});

/** GET /api/users/refuseTestimonial: 'No' on the review prompt records the review-done step, so it never shows again. */
export const refuseTestimonial = defineOperation({
  group: 'users',
  name: 'refuseTestimonial',
  method: 'GET',
  access: 'user',
  input: z.object({}),
  output: UserBodySchema,
});

/** GET /api/users/fetchAverageRating: the average of every student's rating, computed from the ratings; none while there is none. */
export const fetchAverageRating = defineOperation({
  group: 'users',
  name: 'fetchAverageRating',
  method: 'GET',
  access: 'public',
  input: z.object({}),
  output: AverageRatingSchema,
});

/**
 * GET /api/users/fetchSocialProof: what the social proof toast counts (spec §4): accounts made in
 * the last 24 hours (free trials) and students who bought a plan in the last week (Premium joins),
 * with the server's date.
 */
export const fetchSocialProof = defineOperation({
  group: 'users',
  name: 'fetchSocialProof',
  method: 'GET',
  access: 'public',
  input: z.object({}),
  output: SocialProofSchema,
});

/**
 * POST /api/users/fetchReward: the rewards page (spec §2 /reward) of the signed-in student: their
 * referralId and share link (both given on the first call), how many visitors signed up from it
 * and the rewards earned, claimed and left to claim.
 */
export const fetchReward = defineOperation({
  group: 'users',
  name: 'fetchReward',
  method: 'POST',
  access: 'user',
  input: z.object({}),
  output: RewardStatusSchema,
});

/**
 * POST /api/users/claimReward: grants the rewards of the referrals not yet claimed (each 1 full
 * mock test credit) and records did_claim_reward; `claimed` is how many this call granted, 0 when
 * there was nothing left (a repeated or parallel claim grants once).
 */
export const claimReward = defineOperation({
  group: 'users',
  name: 'claimReward',
  method: 'POST',
  access: 'user',
  input: z.object({}),
  output: RewardStatusSchema.extend({ claimed: z.int().min(0) }),
});

/** GET /api/users/fetchSurvey: the current survey for the caller to answer; 201 when it expired or they answered it (spec §8 texts), or when there is none. */
export const fetchSurvey = defineOperation({
  group: 'users',
  name: 'fetchSurvey',
  method: 'GET',
  access: 'user',
  input: z.object({}),
  output: z.object({ survey: SurveySchema }),
  other: OtherOutcomeSchema,
});

/**
 * POST /api/users/completeSurvey: the caller's answers, once per survey; the first completion
 * gives 1 full mock test credit and its notification (spec §9). 201: expired or already completed.
 */
export const completeSurvey = defineOperation({
  group: 'users',
  name: 'completeSurvey',
  method: 'POST',
  access: 'user',
  input: z.object({ surveyId: SurveyIdSchema, answers: SurveyAnswersSchema }),
  output: z.object({ message: z.string(), user: UserSchema }),
  other: OtherOutcomeSchema,
});
