export const SESSION_TEXTS = {
  restoring: 'Checking your session',
} as const;
