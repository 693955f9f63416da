import { Admin } from '@functions/domain/admin';
import { Engagement } from '@functions/domain/engagement';
import { createGroupHandler } from '@functions/platform/router';

export const handler = createGroupHandler('admins', {
  fetchAllAdminSettings: () => Admin.adminSettings(),
  updateFields: (input, { caller }) => Admin.updateFields(caller, input),
  fetchEmailList: (input) => Admin.emailList(input),
  fetchStudents: (input) => Admin.students(input),
  fetchStudentBlockStatus: ({ email }) => Admin.blockStatus(email),
  blockStudent: ({ email }, { caller }) => Admin.blockStudent(caller, email),
  unblockStudent: ({ email }, { caller }) => Admin.unblockStudent(caller, email),
  deleteOldAccount: ({ email }, { caller }) => Admin.deleteOldAccount(caller, email),
  fetchStudentAccount: ({ email }, { caller }) => Admin.studentAccount(caller, email),
  grantCredits: (input, { caller }) => Admin.grantCredits(caller, input),
  fetchAllSurveys: async () => ({ surveys: await Engagement.allSurveys() }),
  createSurvey: (input, { caller }) => Admin.createSurvey(caller, input),
  fetchSurveyResults: ({ surveyId }) => Engagement.surveyResults(surveyId),
  fetchTestimonialsForReview: async ({ listing }) => ({ testimonials: await Admin.testimonialsForReview(listing) }),
  setTestimonialApproval: ({ testimonialId, isApproved }, { caller }) => Admin.setTestimonialApproval(caller, testimonialId, isApproved),
  fetchQuestionReports: async ({ status }) => ({ reports: await Admin.questionReports(status) }),
  markQuestionReportHandled: ({ reportId }, { caller }) => Admin.markReportHandled(caller, reportId),
  fetchAuditLog: (input) => Admin.auditLog(input),
});
