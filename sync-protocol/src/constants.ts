/*
 * The zod-free part of the protocol: error codes, limits, the account messages, and the feedback and admin words. The web imports this entry from
 * its first download (API client, toasts, shell), where the schemas and zod would add 30 KB for nothing.
 */
export * from './error-codes.js';
export * from './limits.js';
export * from './auth-messages.js';
export * from './feedback-constants.js';
export * from './admin-messages.js';
// The class a refused change is thrown as (zod-free, outside mutations/), so the web's words can tell it by its code.
export { MutationRejected } from './mutation-rejected.js';
