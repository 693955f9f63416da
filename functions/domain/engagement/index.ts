export * as Engagement from './mail-list';
