export * from './nearest.js';
export * from './studio.js';
export * from './white-balance.js';
export * from './mix.js';
export * from './equivalents.js';
export * from './palette.js';
export * from './paint-kind.js';
export * from './partners.js';
