export * from './currency';
export * from './grants';
export * from './packages';
export * from './promotions';
export * from './quote';
export * from './payment-methods';
export * from './texts';
