export * as Practice from './practice';
