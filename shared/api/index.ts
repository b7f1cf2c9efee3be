export * from './common';
export * from './config';
export * from './services';
export * from './projects';
export * from './testimonials';
export * from './leads';
export * from './newsletter';
export * from './analytics';
