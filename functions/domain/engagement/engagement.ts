export * from './mail-list';
export * from './reviews';
export * from './social-proof';
export * from './referrals';
export * from './surveys';
