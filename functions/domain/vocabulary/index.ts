export * as Vocabulary from './vocabulary';
