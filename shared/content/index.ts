export * from './site';
export * from './services';
export * from './projects';
export * from './testimonials';
export * from './quote-options';
