import { paintLabel, type TwoStopPaint } from '@paintforge/sync-protocol';
import { t } from '../../i18n/t';
import { techniqueWord } from './recipe-options';

/** The words a shared miniature travels with: the recipe as text (Share as Text) and the file names of its card. */

export interface SharedPaint {
  partName: string;
  technique: string | null;
  usageNotes: string | null;
  paint: { name: string; brand: string; color: string; type: string; range?: string | null } & Partial<TwoStopPaint>;
}

/** Rows (already in recipe order) by part, parts in the order they first appear. */
export function partsOf<T extends { partName: string }>(rows: readonly T[]): Array<[string, T[]]> {
  const parts = new Map<string, T[]>();
  for (const row of rows) {
    const list = parts.get(row.partName);
    if (list) list.push(row);
    else parts.set(row.partName, [row]);
  }
  return [...parts];
}

export function paintLine({ paint, technique, usageNotes }: SharedPaint): string {
  const use = [technique && techniqueWord(technique), usageNotes].filter(Boolean).join(': ');
  return `${paintLabel(paint)} (${paint.brand}, ${paint.type}, ${paint.color})${use ? ` — ${use}` : ''}`;
}

/** The miniature and its recipe by part as plain text, with the showcase link when it has one. */
export function recipeText(
  project: { name: string; description: string | null },
  rows: readonly SharedPaint[],
  link: string | null,
): string {
  const lines = [project.name];
  if (project.description) lines.push(project.description);
  if (rows.length > 0) {
    lines.push('', t('projects.recipeTextHeading'));
    for (const [part, paints] of partsOf(rows)) {
      lines.push('', `${part}:`, ...paints.map((row) => `- ${paintLine(row)}`));
    }
  }
  if (link) lines.push('', link);
  return `${lines.join('\n')}\n`;
}

/**
 * A file name from the miniature's name: letters and digits only, so every system keeps it as it is; the word after
 * it ("-recipe.jpg", German "-rezept.jpg") in the painter's language.
 */
export function cardFileName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return t('projects.cardFileName', { name: base || t('projects.cardFileFallback') });
}
