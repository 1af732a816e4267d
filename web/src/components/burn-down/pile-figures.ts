import { isDoneStage, projectStages, type ProjectRow, type ProjectStage } from '@paintforge/sync-protocol';

/**
 * The pile's figures (issue 26), kept apart from the screen so they can be tested: models per stage, when an entry
 * came into its stage, and the burn-down (bought vs painted per month, and the pile's size at each month's end).
 * Months are the device's calendar months: a painter counts "March" where they live.
 */

export type PileEntry = Pick<ProjectRow, 'id' | 'name' | 'stage' | 'modelCount' | 'acquiredAt' | 'createdAt' | 'stageHistory'>;

/** When the entry came into its current stage: its last move, else when it was made. */
export function inStageSince(entry: Pick<PileEntry, 'stageHistory' | 'createdAt'>): string {
  return entry.stageHistory.at(-1)?.movedAt ?? entry.createdAt;
}

/** When the models were bought: the painter's date, else when the entry was made. */
export function boughtAt(entry: Pick<PileEntry, 'acquiredAt' | 'createdAt'>): string {
  return entry.acquiredAt ?? entry.createdAt;
}

/**
 * When the entry was painted, as it stands now: the first move of its latest run of done stages (painted → based
 * counts from painted; painted, moved back to painting and painted again counts from the second time). A done entry
 * with no history (made before stages, or as painted) counts from when it was made; null while it is not done, even
 * if it was once, so the burn-down's pile ends where the stage counts' does.
 */
export function paintedAt(entry: Pick<PileEntry, 'stage' | 'stageHistory' | 'createdAt'>): string | null {
  if (!isDoneStage(entry.stage)) return null;
  let since: string | null = null;
  for (const move of entry.stageHistory) since = isDoneStage(move.stage) ? (since ?? move.movedAt) : null;
  return since ?? entry.createdAt;
}

/** Models (sum of modelCount) in each stage, every stage present. */
export function stageCounts(entries: readonly PileEntry[]): Record<ProjectStage, number> {
  const counts = Object.fromEntries(projectStages.map((stage) => [stage, 0])) as Record<ProjectStage, number>;
  for (const entry of entries) counts[entry.stage] += entry.modelCount;
  return counts;
}

/** Models not yet done: the pile itself. */
export function pileSize(counts: Record<ProjectStage, number>): number {
  return projectStages.reduce((sum, stage) => (isDoneStage(stage) ? sum : sum + counts[stage]), 0);
}

/**
 * Entries of one stage, the longest in their stage first; or all of them, the pile (not yet done) first and the done
 * ones after it, each part longest in stage first, so that old finished miniatures do not bury the pile.
 */
export function pileList(entries: readonly PileEntry[], stage: ProjectStage | 'all'): PileEntry[] {
  const shown = stage === 'all' ? [...entries] : entries.filter((entry) => entry.stage === stage);
  const since = new Map(shown.map((entry) => [entry.id, Date.parse(inStageSince(entry))]));
  const done = (entry: PileEntry) => (isDoneStage(entry.stage) ? 1 : 0);
  return shown.sort((a, b) => done(a) - done(b) || since.get(a.id)! - since.get(b.id)! || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export interface BurnDown {
  /** The first day of each month (local time), oldest first, as milliseconds: uPlot's x values are seconds of these. */
  monthStarts: number[];
  /** "2026-03" for each month. */
  labels: string[];
  bought: number[];
  painted: number[];
  /** Models bought and not yet painted at each month's end (everything before the window counts too). */
  pile: number[];
}

/** A month's index counted from year 0, so months compare and subtract as whole numbers. */
const monthNumber = (date: Date) => date.getFullYear() * 12 + date.getMonth();

/** Bought vs painted per month over the `months` months up to and including `now`'s, and the pile at each month's end. */
export function burnDown(entries: readonly PileEntry[], now: Date, months = 24): BurnDown {
  const last = monthNumber(now);
  const first = last - months + 1;
  const bought = Array.from({ length: months }, () => 0);
  const painted = Array.from({ length: months }, () => 0);
  let pileBefore = 0;
  const add = (iso: string | null, models: number, into: number[], sign: 1 | -1) => {
    if (iso === null) return;
    const month = monthNumber(new Date(iso));
    if (month < first) pileBefore += sign * models;
    else if (month <= last) into[month - first]! += models;
  };
  for (const entry of entries) {
    add(boughtAt(entry), entry.modelCount, bought, 1);
    add(paintedAt(entry), entry.modelCount, painted, -1);
  }
  const monthStarts: number[] = [];
  const labels: string[] = [];
  const pile: number[] = [];
  let running = pileBefore;
  for (let index = 0; index < months; index += 1) {
    const month = first + index;
    const start = new Date(Math.floor(month / 12), month % 12, 1);
    monthStarts.push(start.getTime());
    labels.push(`${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}`);
    running += bought[index]! - painted[index]!;
    pile.push(running);
  }
  return { monthStarts, labels, bought, painted, pile };
}
