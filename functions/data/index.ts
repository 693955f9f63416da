export * from './keys';
export * from './entities/app-settings';
export * from './entities/mail-list-entry';
export { db } from './service';
