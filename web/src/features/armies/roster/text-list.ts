import { armyLimits, fieldLimits, stageLimits } from '@paintforge/sync-protocol';
import { rosterLimits, RosterRefused, type Roster, type RosterUnit } from './roster';

/**
 * A pasted list, as list builders and forums write them:
 * - counted lines: "10x Intercessors", "5 Hellblasters (150 pts)", "1x Captain [80pts]", "Scouts x5 - 70 points";
 * - unit lines with points and their models as bullets beneath, as the official app exports them
 *   ("Intercessor Squad (80 points)" then "• 1x Intercessor Sergeant", "• 4x Intercessor", each with its wargear
 *   one level deeper): a bullet counts as models when lines sit beneath it, else it is wargear or a rule;
 * - headings (HQ, TROOPS, "++ Elites ++", "Characters:") and the header block above the first of them, whose first
 *   line names the army (and its points) and whose next lines name the game and the faction.
 */

const pointsPattern = /\s*(?:[([]\s*|[-–—,:]\s*)?(\d{1,6})\s*(?:pts?|points?)\.?\s*[)\]]?\s*$/i;
const leadingCount = /^(\d{1,4})\s*[x×]?\s+(.+)$/i;
const trailingCount = /^(.+?)\s*[x×]\s*(\d{1,4})$/i;
const bullet = /^[•◦▪‣*+\-–]\s*/;

interface Line {
  depth: number;
  text: string;
  bulleted: boolean;
}

function readLines(text: string): Line[] {
  const lines = text.split(/\r?\n/);
  if (lines.length > rosterLimits.textLines) throw new RosterRefused('too-large');
  return lines
    .map((raw) => {
      const indent = /^\s*/.exec(raw)![0].replace(/\t/g, '    ').length;
      const trimmed = raw.trim();
      const bulleted = bullet.test(trimmed);
      return { depth: indent + (bulleted ? 1 : 0), text: trimmed.replace(bullet, '').trim(), bulleted };
    })
    .filter((line) => line.text !== '');
}

function splitPoints(text: string): { rest: string; points: number | null } {
  const match = pointsPattern.exec(text);
  if (!match) return { rest: text, points: null };
  return { rest: text.slice(0, match.index).trim(), points: Math.min(armyLimits.pointsMax, Number(match[1])) };
}

function splitCount(text: string): { name: string; count: number | null } {
  const leading = leadingCount.exec(text);
  if (leading) return { name: leading[2]!.trim(), count: Number(leading[1]) };
  const trailing = trailingCount.exec(text);
  if (trailing) return { name: trailing[1]!.trim(), count: Number(trailing[2]) };
  return { name: text, count: null };
}

/** A heading: "HQ", "FAST ATTACK", "++ Elites ++", "== Troops ==", "Characters:" (no digits, no points). */
function isHeading(text: string): boolean {
  if (/\d/.test(text)) return false;
  if (/^(\+\+|==|##|--|\*\*)/.test(text) || text.endsWith(':')) return true;
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 2 && letters === letters.toUpperCase();
}

const cleanName = (name: string) => name.replace(/\s+/g, ' ').slice(0, fieldLimits.nameMax);
const clampModels = (count: number) => Math.min(stageLimits.modelCountMax, Math.max(1, count));

/** A pasted list's text as a roster. Throws RosterRefused: too long, or no unit in it (not a roster). */
export function parseTextList(text: string): Roster {
  if (text.length > rosterLimits.fileBytes) throw new RosterRefused('too-large');
  const lines = readLines(text);
  const firstHeading = lines.findIndex((line) => line.depth === 0 && isHeading(line.text));
  // The header block: the lines above the first heading, when none of them is a unit of its own (a counted line).
  const header =
    firstHeading > 0 && lines.slice(0, firstHeading).every((line) => splitCount(line.text).count === null)
      ? lines.slice(0, firstHeading)
      : [];
  const units: RosterUnit[] = [];
  let current: { unit: RosterUnit; depth: number; counted: boolean; models: number; modelDepth: number | null } | null = null;
  const finish = () => {
    if (current && !current.counted && current.models > 0) current.unit.modelCount = clampModels(current.models);
    current = null;
  };

  for (let index = header.length; index < lines.length; index++) {
    const line = lines[index]!;
    if (current && line.depth > current.depth) {
      // The shallowest lines beneath a unit are its models when lines sit beneath them (their wargear), else its
      // wargear or rules.
      current.modelDepth ??= line.depth;
      const next = lines[index + 1];
      if (line.depth === current.modelDepth && next !== undefined && next.depth > line.depth)
        current.models += splitCount(splitPoints(line.text).rest).count ?? 1;
      continue;
    }
    finish();
    if (isHeading(line.text)) continue;
    // "Char1: 1x Captain" (a forum's slot numbers) reads as "1x Captain".
    const { rest, points } = splitPoints(line.text.replace(/^[A-Za-z]+\d+:\s+/, ''));
    const { name, count } = splitCount(rest);
    const cleaned = cleanName(name);
    // A line with neither a count nor points is prose (a note, a rule), not a unit; nor is the list's total.
    if (cleaned === '' || (count === null && points === null) || /^(total|points|pts)\b/i.test(cleaned)) continue;
    if (units.length >= rosterLimits.units) throw new RosterRefused('too-many-units');
    const unit: RosterUnit = { name: cleaned, modelCount: clampModels(count ?? 1), points };
    units.push(unit);
    current = { unit, depth: line.depth, counted: count !== null, models: 0, modelDepth: null };
  }
  finish();
  if (units.length === 0) throw new RosterRefused('not-a-roster');

  const [title, game, faction] = header.map((line) => line.text);
  const named = title ? splitPoints(title) : { rest: '', points: null };
  const listPoints = named.points ?? null;
  return {
    name: named.rest ? cleanName(named.rest) : null,
    game: game ? cleanName(splitPoints(game).rest) : null,
    faction: faction ? cleanName(splitPoints(faction).rest) : null,
    points: listPoints,
    units,
  };
}
