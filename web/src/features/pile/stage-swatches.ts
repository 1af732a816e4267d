import type { ProjectStage } from '@paintforge/sync-protocol';

/**
 * Each stage's colour in the bar and legend, light and dark (Tailwind classes), from cold and grey (untouched) to
 * warm (done). Written out whole so Tailwind sees every class.
 */
export const stageSwatchClasses: Record<ProjectStage, string> = {
  unbuilt: 'bg-stone-400 dark:bg-stone-500',
  built: 'bg-slate-500 dark:bg-slate-400',
  primed: 'bg-sky-600 dark:bg-sky-400',
  painting: 'bg-violet-600 dark:bg-violet-400',
  painted: 'bg-amber-600 dark:bg-amber-400',
  based: 'bg-emerald-600 dark:bg-emerald-400',
  varnished: 'bg-teal-800 dark:bg-teal-300',
};
