import { z } from 'zod';
import { featureSwitchNames, rowsOrders, rowsPerPageOptions, type FeatureSwitchName } from '@shared/admin';
import { EmailSchema } from './fields';
import { PackageIdSchema, PromoIdSchema, PromotionSchema, PurchaseSchema } from './pricing';

/** Schemas of the admins group (spec/platform.md §6, §7), beside the surveys' (surveys.ts). */

/** What a table asks of the server (spec §9 rowsPerPage, rowsOrder, rowsProperty), with the columns it may be ordered by. */
export function tableQuerySchema<const Property extends readonly [string, ...string[]]>(properties: Property) {
  return z.object({
    search: z.string().trim().max(200, { message: 'Use at most 200 characters.' }).optional(),
    page: z.int({ message: 'Give a page number.' }).min(0, { message: 'Give a page number.' }).default(0),
    rowsPerPage: z
      .int()
      .refine((size) => (rowsPerPageOptions as readonly number[]).includes(size), { message: `Choose ${rowsPerPageOptions.join(', ')} rows per page.` })
      .default(rowsPerPageOptions[0]),
    rowsProperty: z.enum(properties, { message: 'This column cannot order the table.' }).default(properties[0]),
    rowsOrder: z.enum(rowsOrders, { message: 'Choose asc or desc.' }).default('desc'),
  });
}

export const emailListProperties = ['createdAt', 'email', 'source'] as const;
/** Why an address may get the platform's news: a mailing-list sign-up, or a student with general e-mails on (can_send_email_general). */
export const emailListSources = ['mailingList', 'student'] as const;
export const EmailListRowSchema = z.object({ email: z.string(), source: z.enum(emailListSources), cartPackageId: z.string().optional(), createdAt: z.int() });
export type EmailListRow = z.infer<typeof EmailListRowSchema>;

export const studentProperties = ['createdAt', 'email', 'firstName'] as const;
export const StudentRowSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  platformAccess: z.enum(['admin', 'student']),
  blocked: z.boolean(),
  currentPlan: z.string().optional(),
  paidExpiryTime: z.int().optional(),
  createdAt: z.int(),
});
export type StudentRow = z.infer<typeof StudentRowSchema>;

/** An admin names a student by their e-mail address, as support requests do. */
export const StudentRefSchema = z.object({ email: EmailSchema });

export const BlockStatusSchema = z.object({ userId: z.string(), email: z.string(), blocked: z.boolean() });

export const creditKinds = ['speakingCredits', 'writingCredits', 'fullMockCredits', 'sectionMockCredits'] as const;
export type CreditKind = (typeof creditKinds)[number];

export const StudentAccountSchema = StudentRowSchema.extend({
  credits: z.object({ speakingCredits: z.int(), speakingCreditsUsed: z.int(), writingCredits: z.int(), fullMockCredits: z.int(), sectionMockCredits: z.int() }),
  purchases: z.array(PurchaseSchema),
});
export type StudentAccount = z.infer<typeof StudentAccountSchema>;

export const GrantCreditsSchema = StudentRefSchema.extend({
  credit: z.enum(creditKinds, { message: 'Choose a kind of credit.' }),
  amount: z.int({ message: 'Give a whole number of credits.' }).min(1, { message: 'Give at least 1 credit.' }).max(100, { message: 'Give at most 100 credits at once.' }),
  reason: z.string({ message: 'Say why the credits are given.' }).trim().min(3, { message: 'Say why the credits are given.' }).max(200, { message: 'Use at most 200 characters.' }),
});

/** What deleting an account removed: stored items, files, and purchases kept as anonymised rows. */
export const DeletionReportSchema = z.object({ email: z.string(), items: z.int(), files: z.int(), purchasesAnonymised: z.int() });

export const auditActions = [
  'updateFields',
  'blockStudent',
  'unblockStudent',
  'deleteOldAccount',
  'grantCredits',
  'createSurvey',
  'approveTestimonial',
  'hideTestimonial',
  'handleQuestionReport',
] as const;
export const AuditEntrySchema = z.object({
  auditId: z.string(),
  adminId: z.string(),
  adminEmail: z.string(),
  action: z.enum(auditActions),
  /** What the action was done to: an e-mail, a promotion, a survey, a testimonial, a question. */
  subject: z.string(),
  details: z.string(),
  createdAt: z.int(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const auditProperties = ['createdAt', 'action', 'adminEmail'] as const;

export const AdminTestimonialSchema = z.object({
  testimonialId: z.string(),
  header: z.string(),
  quote: z.string(),
  isApproved: z.boolean(),
  firstName: z.string(),
  rating: z.int(),
  createdAt: z.int(),
});

export const QuestionReportSchema = z.object({
  reportId: z.string(),
  uid: z.string(),
  userId: z.string(),
  reason: z.string(),
  status: z.enum(['open', 'handled']),
  handledAt: z.int().optional(),
  createdAt: z.int(),
});
export type QuestionReportView = z.infer<typeof QuestionReportSchema>;
/** A report is named by its question, its date and its reporter, the key it is stored under. */
export const QuestionReportIdSchema = z.string().regex(/^[A-Z]{3}-\d{4}~\d{1,15}~[A-Za-z0-9_-]{1,100}$/, { message: 'This report is not valid.' });

/** Every feature switch, on or off. */
export const FeatureSwitchesSchema = z.object(Object.fromEntries(featureSwitchNames.map((name) => [name, z.boolean()])) as Record<FeatureSwitchName, z.ZodBoolean>);

/** The switches an admin changes at once: at least one, each on or off. */
export const FeatureSwitchFieldsSchema = z
  .object(Object.fromEntries(featureSwitchNames.map((name) => [name, z.boolean({ message: 'Choose on or off.' }).optional()])) as Record<FeatureSwitchName, z.ZodOptional<z.ZodBoolean>>)
  .refine((fields) => Object.values(fields).some((on) => on !== undefined), { message: 'Change at least one switch.' });

/** The app settings an admin changes (updateFields) and the promotions they run. */
export const AdminSettingsSchema = z.object({
  APP_VERSION: z.string(),
  stage: z.string(),
  promotions: z.array(PromotionSchema.extend({ status: z.enum(['running', 'ended']) })),
  /** Each package with its base price now (AUD cents) and its own, which an admin's price replaces. */
  packages: z.array(z.object({ packageId: PackageIdSchema, name: z.string(), basePrice: z.int(), defaultBasePrice: z.int() })),
  featureSwitches: FeatureSwitchesSchema,
});

/** A promotion as an admin writes it: 1 to 99 % off its target packages from its start until its end. */
export const PromotionFieldsSchema = z
  .object({
    promoId: PromoIdSchema,
    discount: z.int({ message: 'Give the discount in whole percent.' }).min(1, { message: 'Give a discount from 1 to 99 %.' }).max(99, { message: 'Give a discount from 1 to 99 %.' }),
    startTime: z.int({ message: 'Choose when it starts.' }).min(0, { message: 'Choose when it starts.' }),
    endTime: z.int({ message: 'Choose when it ends.' }).min(0, { message: 'Choose when it ends.' }),
    target: z.array(PackageIdSchema).min(1, { message: 'Choose at least one package.' }),
    personal: z.boolean().default(false),
  })
  .refine((promotion) => promotion.endTime > promotion.startTime, { path: ['endTime'], message: 'It must end after it starts.' });


/** A package's base price as an admin sets it: whole AUD cents, from A$1 to A$10,000. */
export const BasePriceFieldsSchema = z.object({
  packageId: PackageIdSchema,
  basePrice: z.int({ message: 'Give the price in whole cents.' }).min(100, { message: 'Give at least A$1.' }).max(1_000_000, { message: 'Give at most A$10,000.' }),
});
