import type { ErrorCode, ErrorParams } from './error-codes.js';

/**
 * A mutation refused for good. It is still consumed, so a bad one never blocks the queue (sync.md §4). The code and
 * params are what a client decides on and words; the message is English for logs and API clients only.
 */
export class MutationRejected extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly params: ErrorParams = {},
  ) {
    super(message);
    this.name = 'MutationRejected';
  }
}
