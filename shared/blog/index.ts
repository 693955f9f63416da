export * from './post';
export * from './redirects';
