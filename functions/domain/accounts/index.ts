export * as Accounts from './accounts';
