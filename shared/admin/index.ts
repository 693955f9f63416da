export * from './surveys';
export * from './tables';
