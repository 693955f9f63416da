export * from './surveys';
export * from './tables';
export * from './feature-switches';
