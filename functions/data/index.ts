export * from './keys';
export * from './entities/app-settings';
export { db } from './service';
