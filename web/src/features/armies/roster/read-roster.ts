import { rosterLimits, RosterRefused, type Roster } from './roster';

/**
 * A picked file as a roster, whatever the list builder wrote: a `.rosz` (a zip: its first bytes say so, whatever its
 * name), a `.ros` (XML) or a New Recruit JSON export. The parsers load with the import dialog, not with the page.
 * Throws RosterRefused; nothing is saved from a refused file.
 */
export async function readRosterFile(file: Pick<File, 'size' | 'arrayBuffer'>): Promise<Roster> {
  if (file.size > rosterLimits.fileBytes) throw new RosterRefused('too-large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > rosterLimits.fileBytes) throw new RosterRefused('too-large');
  return readRosterBytes(bytes);
}

export async function readRosterBytes(bytes: Uint8Array): Promise<Roster> {
  const { parseRos, unzipRosz } = await import('./battlescribe');
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return parseRos(unzipRosz(bytes));
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  const first = text.trimStart()[0];
  if (first === '<') return parseRos(text);
  if (first === '{' || first === '[') {
    const { parseNewRecruitJson } = await import('./new-recruit');
    return parseNewRecruitJson(text);
  }
  throw new RosterRefused('not-a-roster');
}

/** A pasted list as a roster (text-list.ts). */
export async function readRosterText(text: string): Promise<Roster> {
  const { parseTextList } = await import('./text-list');
  return parseTextList(text);
}
