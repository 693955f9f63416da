export * as Blog from './blog';
