export * as Speaking from './speaking';
