import { z } from 'zod';

/** Every error the API sends has this one shape: a machine code for the client and a message for people. */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
