export * as Settings from './settings';
