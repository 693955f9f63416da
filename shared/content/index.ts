export * from './rich-text';
export * from './facts';
export * from './faq';
export * from './answer-templates';
export * from './vocabulary';
export * from './home';
