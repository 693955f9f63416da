export * from './keys';
export * from './entities/app-settings';
export * from './entities/email-owner';
export * from './entities/email-token';
export * from './entities/invite-quota';
export * from './entities/login-failures';
export * from './entities/mail-list-entry';
export * from './entities/user';
export { db } from './service';
