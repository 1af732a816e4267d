import { z } from 'zod';
import { errorCodes, errorSubjects, type ErrorParams, type NoticeParams } from './error-codes.js';

export * from './error-codes.js';

export const errorCodeSchema = z.enum(errorCodes);

export const errorParamsSchema: z.ZodType<ErrorParams> = z.object({
  subject: z.enum(errorSubjects).optional(),
  field: z.string().max(200).optional(),
  mutation: z.string().max(100).optional(),
  limit: z.number().int().nonnegative().optional(),
});

export const noticeParamsSchema: z.ZodType<NoticeParams> = z.object({ name: z.string().max(1000) });

/** Every error the API sends has this one shape: a machine code for the client and a message for people. */
export const errorBodySchema = z.object({
  error: errorCodeSchema,
  message: z.string(),
  /** For 'validation': the request field that was refused (the first one), so a form can mark it. */
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
