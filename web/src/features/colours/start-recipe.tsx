import { useState } from 'react';
import type { PaintRow } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { toast } from '../../components/use-toast';
import { useProjects } from '../../data/projects';
import { addRecipePaint } from '../../data/recipes';
import { writeFailedToast } from '../../messages/error-text';

/**
 * "Start a recipe": the palette's paints (each colour's nearest owned paint, once each) become recipe rows of a
 * chosen miniature, one row per colour, its part named by the colour's hex for the painter to rename.
 */
export function StartRecipe({ rows }: { rows: ReadonlyArray<{ hex: string; paint: PaintRow }> }) {
  const projects = useProjects();
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  if (!projects?.length || rows.length === 0) return null;
  const project = projects.find((candidate) => candidate.id === chosen) ?? projects[0]!;

  const start = async () => {
    setBusy(true);
    try {
      const seen = new Set<string>();
      for (const { hex, paint } of rows) {
        if (seen.has(paint.id)) continue;
        seen.add(paint.id);
        await addRecipePaint(project.id, { paintId: paint.id, partName: `Palette ${hex}` });
      }
      toast({ title: 'Recipe started', description: `${seen.size} paints added to ${project.name}.` });
    } catch (error) {
      toast(writeFailedToast('Could not start the recipe', error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        Miniature
        <select
          className="h-10 w-full min-w-0 rounded-md border border-line bg-surface px-2 text-sm"
          value={project.id}
          onChange={(event) => setChosen(event.target.value)}
        >
          {projects.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
      </label>
      <Button variant="outline" disabled={busy} onClick={() => void start()}>
        Start a recipe
      </Button>
    </div>
  );
}
