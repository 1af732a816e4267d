import { z } from 'zod';
import { instantSchema, fieldLimits, optionalText, requiredText, sha256Schema, uuidSchema } from './fields.js';

export const projectMessages = {
  nameRequired: 'Project name is required',
  miniatureNameRequired: 'Miniature name is required',
  missingName: 'Missing Information: Please include a name for your miniature.',
} as const;

export const projectStatuses = ['active', 'completed', 'archived'] as const;

export const projectFieldsSchema = z.object({
  name: requiredText(projectMessages.nameRequired, fieldLimits.nameMax),
  description: optionalText(fieldLimits.descriptionMax),
  /** The photo, by the SHA-256 of its bytes (a content-addressed blob uploaded before the mutation). */
  imageHash: sha256Schema.nullable().default(null),
  status: z.enum(projectStatuses).default('active'),
});

/** A painted miniature (spec §3 project). Its recipe rows are separate entities pointing at it. */
export const projectRowSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  description: z.string().nullable(),
  imageHash: sha256Schema.nullable(),
  status: z.enum(projectStatuses),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  deletedAt: instantSchema.nullable(),
});
export type ProjectRow = z.infer<typeof projectRowSchema>;
