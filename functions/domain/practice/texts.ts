/** What the practice use cases tell the student, kept in one place so that tests and reviews find them (the spec's texts exactly as quoted). */

export const lockedMessage = 'This question is in the full question bank. Choose a package to practise it.';

export const reportThanks = 'Thank you for telling us. We will check this question.';
