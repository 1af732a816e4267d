import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { Unzip, UnzipInflate } from 'fflate';
import {
  rosterLimits,
  rosterOf,
  RosterRefused,
  type CostNode,
  type ForceNode,
  type Roster,
  type RosterNode,
  type SelectionNode,
} from './roster';

/**
 * BattleScribe's rosters: a `.ros` is XML, a `.rosz` the same zipped. Read with saxes (a streaming parser: the
 * nesting is counted as the elements open, so a hostile file is refused before it is built) and fflate (the roster is
 * inflated a few kilobytes at a time, so a zip bomb is refused when its output passes the bound, not after).
 */

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

type Frame =
  | { kind: 'roster'; node: RosterNode }
  | { kind: 'force'; node: ForceNode }
  | { kind: 'selection'; node: SelectionNode }
  | { kind: 'other'; name: string };

/** A `.ros` file's text as a roster. Throws RosterRefused: not a roster, too deep, a DOCTYPE, too many units. */
export function parseRos(text: string): Roster {
  let root: RosterNode | null = null;
  const stack: Frame[] = [];
  const parser = new SaxesParser();
  // A DOCTYPE is where entity declarations live (and with them "billion laughs"); no list builder writes one.
  parser.on('doctype', () => {
    throw new RosterRefused('doctype');
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (stack.length >= rosterLimits.depth) throw new RosterRefused('too-deep');
    const name = localName(tag.name);
    const attributes = tag.attributes;
    const parent = stack.at(-1);
    // The owner of a <costs> or <selections> list is the element above the list.
    const owner = stack.at(-2);
    if (name === 'roster' && stack.length === 0) {
      root = { name: attributes.name ?? '', gameSystemName: attributes.gameSystemName ?? '', costs: [], forces: [] };
      stack.push({ kind: 'roster', node: root });
      return;
    }
    if (name === 'force' && parent?.kind === 'other' && parent.name === 'forces' && (owner?.kind === 'roster' || owner?.kind === 'force')) {
      const node: ForceNode = { name: attributes.name ?? '', catalogueName: attributes.catalogueName ?? '', selections: [], forces: [] };
      owner.node.forces.push(node);
      stack.push({ kind: 'force', node });
      return;
    }
    if (
      name === 'selection' &&
      parent?.kind === 'other' &&
      parent.name === 'selections' &&
      (owner?.kind === 'force' || owner?.kind === 'selection')
    ) {
      const node: SelectionNode = {
        name: attributes.name ?? '',
        type: attributes.type ?? '',
        number: number(attributes.number, 1),
        costs: [],
        selections: [],
      };
      owner.node.selections.push(node);
      stack.push({ kind: 'selection', node });
      return;
    }
    if (
      name === 'cost' &&
      parent?.kind === 'other' &&
      parent.name === 'costs' &&
      (owner?.kind === 'roster' || owner?.kind === 'selection')
    ) {
      const cost: CostNode = { name: attributes.name ?? '', typeId: attributes.typeId ?? '', value: number(attributes.value, 0) };
      owner.node.costs.push(cost);
    }
    stack.push({ kind: 'other', name });
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof RosterRefused) throw error;
    // saxes' own errors: not well-formed XML (or an entity it does not know).
    throw new RosterRefused('not-a-roster');
  }
  if (!root) throw new RosterRefused('not-a-roster');
  return rosterOf(root);
}

/** How much of the zip is handed to the inflater at once: its output per push stays a few megabytes at most. */
const pushBytes = 4 * 1024;

/** A `.rosz`'s bytes as the `.ros` text inside. Throws RosterRefused: not a zip, no roster in it, unzipped too large. */
export function unzipRosz(bytes: Uint8Array): string {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new RosterRefused('not-a-zip');
  const chunks: Uint8Array[] = [];
  let total = 0;
  let entries = 0;
  let found = false;
  // Flags, not throws: fflate calls ondata inside its own inflater, and what is thrown there comes out as its error.
  let overflow = false;
  let broken = false;
  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > rosterLimits.zipEntries) throw new RosterRefused('not-a-roster');
    if (found || !file.name.toLowerCase().endsWith('.ros')) return;
    found = true;
    file.ondata = (error, chunk) => {
      if (overflow || broken) return;
      if (error) {
        broken = true;
        return;
      }
      total += chunk.length;
      if (total > rosterLimits.unzippedBytes) {
        overflow = true;
        chunks.length = 0;
        file.terminate();
        return;
      }
      chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && !overflow && !broken; offset += pushBytes) {
      const end = Math.min(bytes.length, offset + pushBytes);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch (error) {
    if (error instanceof RosterRefused) throw error;
    throw new RosterRefused('not-a-zip');
  }
  if (overflow) throw new RosterRefused('unzipped-too-large');
  if (broken) throw new RosterRefused('not-a-zip');
  if (!found) throw new RosterRefused('no-roster-in-zip');
  const whole = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return new TextDecoder().decode(whole);
}
