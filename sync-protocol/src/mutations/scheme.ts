import { z } from 'zod';
import { instantSchema, requiredText, uuidSchema, fieldLimits } from '../entities/fields.js';
import {
  byStepOrder,
  schemeLimits,
  schemeMessages,
  schemeStepFieldsSchema,
  schemeStepSchema,
  type SchemeRow,
  type SchemeStep,
} from '../entities/scheme.js';
import { MutationRejected } from '../mutation-rejected.js';
import { stepNotesField } from '../entities/conflicts.js';
import { alreadyExists, changesOf, defineMutation, editRow, notFound, rowOf, setDeleted } from './define.js';
import { keepReplaced, keptTextsOf, textUpdates } from './kept-text.js';

/**
 * Schemes (issue 35): made with their first steps (from a miniature's recipe, a showcase, or none), then changed a
 * step at a time, so that edits of different steps on two devices both survive; a re-sent add changes nothing.
 */

const nameSchema = requiredText(schemeMessages.nameRequired, fieldLimits.nameMax);
const stepChanges = changesOf(schemeStepFieldsSchema);

const tooManySteps = () =>
  new MutationRejected('scheme-full', schemeMessages.full, { subject: 'scheme', limit: schemeLimits.stepsPerScheme });

export const createScheme = defineMutation(
  'scheme.create@1',
  z.object({
    id: uuidSchema,
    name: nameSchema,
    steps: z.array(schemeStepSchema).max(schemeLimits.stepsPerScheme, { error: schemeMessages.full }).default([]),
    createdAt: instantSchema,
  }),
  rowOf('scheme', 'create'),
  async (store, { id, name, steps, createdAt }) => {
    if (await store.get('scheme', id)) throw alreadyExists('scheme');
    const unique = [...new Map(steps.map((step) => [step.id, step])).values()].sort(byStepOrder);
    const row: SchemeRow = { id, name, steps: unique, conflicts: [], createdAt, updatedAt: createdAt, deletedAt: null };
    await store.put('scheme', row);
  },
);

export const renameScheme = defineMutation(
  'scheme.rename@1',
  z.object({ id: uuidSchema, name: nameSchema, updatedAt: instantSchema }),
  rowOf('scheme', 'edit'),
  (store, { id, name, updatedAt }) => editRow(store, 'scheme', id, updatedAt, (row) => ({ ...row, name })),
);

export const addSchemeStep = defineMutation(
  'scheme.addStep@1',
  z.object({ schemeId: uuidSchema, step: schemeStepSchema, updatedAt: instantSchema }),
  { entity: 'scheme', action: 'edit', rowId: (args) => args.schemeId },
  async (store, { schemeId, step, updatedAt }) => {
    const row = await store.get('scheme', schemeId);
    if (!row) throw notFound('scheme');
    if (row.steps.some((existing) => existing.id === step.id)) return { notices: [] };
    if (row.steps.length >= schemeLimits.stepsPerScheme) throw tooManySteps();
    return editRow(store, 'scheme', schemeId, updatedAt, (old) => ({ ...old, steps: [...old.steps, step].sort(byStepOrder) }));
  },
);

/**
 * Changes some fields of one step (a new position moves it); a step removed meanwhile is not brought back. Notes
 * another device wrote meanwhile are kept on the scheme's row, as `steps.<stepId>.notes` (kept-text.ts).
 */
export const [updateSchemeStepV1, updateSchemeStep] = textUpdates(
  'scheme.updateStep',
  { schemeId: uuidSchema, stepId: uuidSchema },
  stepChanges,
  ['notes'],
  { entity: 'scheme', action: 'edit', rowId: (args) => args.schemeId },
  async (store, { schemeId, stepId, changes, base, updatedAt }) => {
    const row = await store.get('scheme', schemeId);
    if (!row) throw notFound('scheme');
    const step = row.steps.find((existing) => existing.id === stepId);
    if (!step) throw notFound('scheme');
    const change = (each: SchemeStep): SchemeStep => (each.id === stepId ? { ...each, ...changes } : each);
    const conflicts = keepReplaced(keptTextsOf(row), stepNotesField(stepId), step.notes, changes.notes, base.notes, updatedAt);
    return editRow(store, 'scheme', schemeId, updatedAt, (old) => ({ ...old, steps: old.steps.map(change).sort(byStepOrder), conflicts }));
  },
);

export const removeSchemeStep = defineMutation(
  'scheme.removeStep@1',
  z.object({ schemeId: uuidSchema, stepId: uuidSchema, updatedAt: instantSchema }),
  { entity: 'scheme', action: 'edit', rowId: (args) => args.schemeId },
  (store, { schemeId, stepId, updatedAt }) =>
    editRow(store, 'scheme', schemeId, updatedAt, (old) => ({ ...old, steps: old.steps.filter((step) => step.id !== stepId) })),
);

export const deleteScheme = defineMutation(
  'scheme.delete@1',
  z.object({ id: uuidSchema, deletedAt: instantSchema }),
  rowOf('scheme', 'delete'),
  (store, { id, deletedAt }) => setDeleted(store, 'scheme', id, deletedAt, deletedAt),
);

export const restoreScheme = defineMutation(
  'scheme.restore@1',
  z.object({ id: uuidSchema, updatedAt: instantSchema }),
  rowOf('scheme', 'restore'),
  (store, { id, updatedAt }) => setDeleted(store, 'scheme', id, null, updatedAt),
);
