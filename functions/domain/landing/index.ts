export * as Landing from './landing';
