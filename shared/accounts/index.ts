export * from './account-rules';
export * from './steps-done';
export * from './texts';
export * from './speaking-credits';
export * from './free-allowance';
export * from './reviews';
export * from './social-proof';
