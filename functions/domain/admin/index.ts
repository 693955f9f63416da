export * as Admin from './admin';
