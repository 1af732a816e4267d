import { isDoneStage, type ProjectRow } from '@paintforge/sync-protocol';

/**
 * Whether the spec's status says something the stage beside it does not (issue 37): "Completed" beside "Painted", or
 * "Active" beside a pile stage, only repeats it, so the details show the stage alone then. An archived miniature, or a
 * status the painter set apart from the stage ("Active" at "Painted"), is shown.
 */
export function statusAddsToStage(project: Pick<ProjectRow, 'status' | 'stage'>): boolean {
  if (project.status === 'archived') return true;
  return (project.status === 'completed') !== isDoneStage(project.stage);
}
