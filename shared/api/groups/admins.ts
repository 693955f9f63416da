import { z } from 'zod';
import {
  AdminSettingsSchema,
  AdminTestimonialSchema,
  AuditEntrySchema,
  BasePriceFieldsSchema,
  FeatureSwitchFieldsSchema,
  auditProperties,
  BlockStatusSchema,
  DeletionReportSchema,
  EmailListRowSchema,
  emailListProperties,
  GrantCreditsSchema,
  PromotionFieldsSchema,
  QuestionReportIdSchema,
  QuestionReportSchema,
  StudentAccountSchema,
  StudentRefSchema,
  StudentRowSchema,
  studentProperties,
  tableQuerySchema,
} from '../admin';
import { defineOperation } from '../operation';
import { NewSurveySchema, SurveyIdSchema, SurveyResultsSchema, SurveySchema } from '../surveys';

/** Every operation of this group is for admins only (platformAccess admin), checked on the server. */

const page = <Row extends z.ZodType>(row: Row) => z.object({ rows: z.array(row), total: z.int() });

/** GET /api/admins/fetchAllAdminSettings: the app settings, with every promotion not yet ended and the packages a promotion may target. */
export const fetchAllAdminSettings = defineOperation({
  group: 'admins',
  name: 'fetchAllAdminSettings',
  method: 'GET',
  access: 'admin',
  input: z.object({}),
  output: AdminSettingsSchema,
});

/** POST /api/admins/updateFields: changes APP_VERSION, a package's base price, feature switches and/or creates or changes a promotion; the pricing page prices with them at once. */
export const updateFields = defineOperation({
  group: 'admins',
  name: 'updateFields',
  method: 'POST',
  access: 'admin',
  input: z
    .object({
      APP_VERSION: z
        .string({ message: 'Give a version such as 1.4.0.' })
        .trim()
        .regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, { message: 'Give a version such as 1.4.0.' })
        .optional(),
      promotion: PromotionFieldsSchema.optional(),
      basePrice: BasePriceFieldsSchema.optional(),
      featureSwitches: FeatureSwitchFieldsSchema.optional(),
    })
    .refine((fields) => fields.APP_VERSION !== undefined || fields.promotion !== undefined || fields.basePrice !== undefined || fields.featureSwitches !== undefined, { path: ['body'], message: 'Change at least one field.' }),
  output: AdminSettingsSchema,
});

/** POST /api/admins/fetchEmailList: one page of the mailing list, searched and ordered; `all` gives every match (the CSV export). */
export const fetchEmailList = defineOperation({
  group: 'admins',
  name: 'fetchEmailList',
  method: 'POST',
  access: 'admin',
  input: tableQuerySchema(emailListProperties).extend({ all: z.boolean().default(false) }),
  output: page(EmailListRowSchema),
});

/** POST /api/admins/fetchStudents: one page of the accounts, searched by e-mail or name. */
export const fetchStudents = defineOperation({
  group: 'admins',
  name: 'fetchStudents',
  method: 'POST',
  access: 'admin',
  input: tableQuerySchema(studentProperties),
  output: page(StudentRowSchema),
});

/** POST /api/admins/fetchStudentBlockStatus: whether a student's access is blocked (access_blocked). */
export const fetchStudentBlockStatus = defineOperation({
  group: 'admins',
  name: 'fetchStudentBlockStatus',
  method: 'POST',
  access: 'admin',
  input: StudentRefSchema,
  output: BlockStatusSchema,
});

/** POST /api/admins/blockStudent: every call of the student is refused from now on and their app logs out. */
export const blockStudent = defineOperation({
  group: 'admins',
  name: 'blockStudent',
  method: 'POST',
  access: 'admin',
  input: StudentRefSchema,
  output: BlockStatusSchema,
});

/** POST /api/admins/unblockStudent: the student may log in again. */
export const unblockStudent = defineOperation({
  group: 'admins',
  name: 'unblockStudent',
  method: 'POST',
  access: 'admin',
  input: StudentRefSchema,
  output: BlockStatusSchema,
});

/** POST /api/admins/deleteOldAccount: removes a student's account and data; their purchases stay as anonymised rows. */
export const deleteOldAccount = defineOperation({
  group: 'admins',
  name: 'deleteOldAccount',
  method: 'POST',
  access: 'admin',
  input: StudentRefSchema,
  output: DeletionReportSchema,
});

/** POST /api/admins/fetchStudentAccount: a student's plan, credits and purchases. */
export const fetchStudentAccount = defineOperation({
  group: 'admins',
  name: 'fetchStudentAccount',
  method: 'POST',
  access: 'admin',
  input: StudentRefSchema,
  output: StudentAccountSchema,
});

/** POST /api/admins/grantCredits: adds credits of one kind to a student, with the reason in the audit log. */
export const grantCredits = defineOperation({
  group: 'admins',
  name: 'grantCredits',
  method: 'POST',
  access: 'admin',
  input: GrantCreditsSchema,
  output: StudentAccountSchema,
});

/** GET /api/admins/fetchAllSurveys: every survey, newest first, with how many students answered it. */
export const fetchAllSurveys = defineOperation({
  group: 'admins',
  name: 'fetchAllSurveys',
  method: 'GET',
  access: 'admin',
  input: z.object({}),
  output: z.object({ surveys: z.array(SurveySchema.extend({ responses: z.int() })) }),
});

/** POST /api/admins/createSurvey: a new survey, which /survey shows students until it expires. */
export const createSurvey = defineOperation({
  group: 'admins',
  name: 'createSurvey',
  method: 'POST',
  access: 'admin',
  input: NewSurveySchema,
  output: SurveySchema,
});

/** POST /api/admins/fetchSurveyResults: a survey's answers per question (counts per option, free-text answers). */
export const fetchSurveyResults = defineOperation({
  group: 'admins',
  name: 'fetchSurveyResults',
  method: 'POST',
  access: 'admin',
  input: z.object({ surveyId: SurveyIdSchema }),
  output: SurveyResultsSchema,
});

/** POST /api/admins/fetchTestimonialsForReview: the testimonials waiting (not approved) or shown (approved), newest first. */
export const fetchTestimonialsForReview = defineOperation({
  group: 'admins',
  name: 'fetchTestimonialsForReview',
  method: 'POST',
  access: 'admin',
  input: z.object({ listing: z.enum(['pending', 'approved'], { message: 'Choose pending or approved.' }) }),
  output: z.object({ testimonials: z.array(AdminTestimonialSchema) }),
});

/** POST /api/admins/setTestimonialApproval: approves a testimonial (shown on /review and the home page) or hides it. */
export const setTestimonialApproval = defineOperation({
  group: 'admins',
  name: 'setTestimonialApproval',
  method: 'POST',
  access: 'admin',
  input: z.object({ testimonialId: z.string().trim().min(1).max(100), isApproved: z.boolean({ message: 'Choose approve or hide.' }) }),
  output: AdminTestimonialSchema,
});

/** POST /api/admins/fetchQuestionReports: students' reports of problems with questions (questions/reportQuestion), open or handled. */
export const fetchQuestionReports = defineOperation({
  group: 'admins',
  name: 'fetchQuestionReports',
  method: 'POST',
  access: 'admin',
  input: z.object({ status: z.enum(['open', 'handled'], { message: 'Choose open or handled.' }) }),
  output: z.object({ reports: z.array(QuestionReportSchema) }),
});

/** POST /api/admins/markQuestionReportHandled: marks a report handled. */
export const markQuestionReportHandled = defineOperation({
  group: 'admins',
  name: 'markQuestionReportHandled',
  method: 'POST',
  access: 'admin',
  input: z.object({ reportId: QuestionReportIdSchema }),
  output: QuestionReportSchema,
});

/** POST /api/admins/fetchAuditLog: one page of what admins did (who, what, when). */
export const fetchAuditLog = defineOperation({
  group: 'admins',
  name: 'fetchAuditLog',
  method: 'POST',
  access: 'admin',
  input: tableQuerySchema(auditProperties),
  output: page(AuditEntrySchema),
});
