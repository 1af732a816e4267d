export * from './catalog.js';
export * from './search.js';
export * from './errors.js';
export * from './limits.js';
export * from './auth.js';
