export * as Engagement from './engagement';
