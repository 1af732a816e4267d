import { z } from 'zod';
import { errorCodes } from './error-codes.js';

export * from './error-codes.js';

export const errorCodeSchema = z.enum(errorCodes);

/** Every error the API sends has this one shape: a machine code for the client and a message for people. */
export const errorBodySchema = z.object({
  error: errorCodeSchema,
  message: z.string(),
  /** For 'validation': the request field that was refused (the first one), so a form can mark it. */
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
