export * as Commerce from './commerce';
