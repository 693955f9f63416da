export * as Content from './content';
