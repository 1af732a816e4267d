export * from './catalog.js';
export * from './search.js';
export * from './errors.js';
export * from './limits.js';
export * from './auth.js';
export * from './entities/index.js';
export * from './mutations/index.js';
export * from './messages.js';
