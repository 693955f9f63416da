/** What the admin use cases answer, in one place. */
export const adminTexts = {
  noAccount: 'No account has this e-mail address.',
  adminAccount: 'This is an admin account; change it in the table, not from the panel.',
  noSurvey: 'This survey does not exist.',
  noTestimonial: 'This testimonial does not exist.',
  noReport: 'This report does not exist.',
} as const;
