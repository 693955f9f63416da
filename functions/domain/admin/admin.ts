export { auditLog } from './audit';
export { deleteOldAccount } from './deletion';
export { emailList } from './email-list';
export { questionReports, markReportHandled, setTestimonialApproval, testimonialsForReview } from './moderation';
export { adminSettings, updateFields } from './settings';
export { blockStatus, blockStudent, grantCredits, studentAccount, students, unblockStudent } from './students';
export { createSurvey } from './surveys';
