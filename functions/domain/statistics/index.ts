export * as Statistics from './statistics';
