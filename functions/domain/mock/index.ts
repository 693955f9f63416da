export * as Mock from './mock';
