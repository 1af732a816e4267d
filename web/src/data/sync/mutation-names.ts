/**
 * The names of the mutations a screen can make, and each one's arguments (before the schema's defaults), as
 * sync-protocol defines them.
 */
export type { MutationKey as MutationName, MutationArgs as MutationInput } from '@paintforge/sync-protocol';
