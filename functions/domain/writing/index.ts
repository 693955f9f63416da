export * as Writing from './writing';
