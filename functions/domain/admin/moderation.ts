import type { QuestionReportView, Testimonial } from '@shared/api';
import { getTestimonial, listQuestionReports, listTestimonials, markQuestionReportHandled, saveTestimonial, type QuestionReportItem } from '@functions/data';
import { Engagement } from '@functions/domain/engagement';
import type { Caller } from '@functions/platform/auth';
import { NotFoundError } from '@functions/platform/errors';
import { record } from './audit';
import { adminTexts } from './texts';

/** admins/fetchTestimonialsForReview: waiting (pending: a flagged word, or hidden) or shown (approved), newest first. */
export async function testimonialsForReview(listing: 'pending' | 'approved'): Promise<Testimonial[]> {
  return (await listTestimonials(listing)).map(Engagement.toPublicTestimonial);
}

/** admins/setTestimonialApproval: approving shows it on /review and the home page; hiding takes it off them. */
export async function setTestimonialApproval(admin: Caller, testimonialId: string, isApproved: boolean): Promise<Testimonial> {
  const testimonial = await getTestimonial(testimonialId);
  if (!testimonial) throw new NotFoundError(adminTexts.noTestimonial);
  const { userId, firstName, header, quote, rating, createdAt } = testimonial;
  const saved = await saveTestimonial({ testimonialId, userId, firstName, header, quote, rating, isApproved }, createdAt);
  await record(admin, isApproved ? 'approveTestimonial' : 'hideTestimonial', testimonialId, `"${header}" by ${firstName}`);
  return Engagement.toPublicTestimonial(saved);
}

/** The id a report is named by in the panel: its key (question, date, reporter). */
export function reportIdOf(report: Pick<QuestionReportItem, 'uid' | 'createdAt' | 'userId'>): string {
  return `${report.uid}~${report.createdAt}~${report.userId}`;
}

function reportView(report: QuestionReportItem): QuestionReportView {
  return {
    reportId: reportIdOf(report),
    uid: report.uid,
    userId: report.userId,
    reason: report.reason,
    status: report.status,
    ...(report.handledAt ? { handledAt: report.handledAt } : {}),
    createdAt: report.createdAt,
  };
}

/** admins/fetchQuestionReports */
export async function questionReports(status: 'open' | 'handled'): Promise<QuestionReportView[]> {
  return (await listQuestionReports(status)).map(reportView);
}

/** admins/markQuestionReportHandled */
export async function markReportHandled(admin: Caller, reportId: string, now = Date.now()): Promise<QuestionReportView> {
  const [uid = '', createdAt = '', userId = ''] = reportId.split('~');
  const handled = await markQuestionReportHandled({ uid, createdAt: Number(createdAt), userId }, now);
  if (!handled) throw new NotFoundError(adminTexts.noReport);
  await record(admin, 'handleQuestionReport', uid, handled.reason, now);
  return reportView(handled);
}
