import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { readRosterBytes, readRosterFile } from './read-roster';
import { parseTextList } from './text-list';
import { RosterRefused } from './roster';

/**
 * Issue 35's parsers on files shaped as the list builders write them: BattleScribe's .ros (XML) and .rosz (zipped),
 * New Recruit's JSON, pasted text in three styles; and hostile files, refused with a reason (nothing is saved).
 */

const cost = (value: number) =>
  `<costs><cost name="pts" typeId="points" value="${value}.0"/><cost name=" PL" typeId="e356-c769-5920-6e14" value="5.0"/></costs>`;
const model = (name: string, number: number, points = 0, inner = '') =>
  `<selection id="m-${name}" name="${name}" entryId="e" number="${number}" type="model"><profiles><profile name="${name}"/></profiles><selections>${inner}</selections>${cost(points)}</selection>`;
const wargear = (name: string, points = 0) => `<selection name="${name}" number="1" type="upgrade">${cost(points)}</selection>`;

/** A Warhammer 40,000 roster as BattleScribe 2.03 writes it: nested models, wargear, rules, two units of one name. */
const ros = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<roster id="r1" name="Iron Wardens" battleScribeVersion="2.03" gameSystemId="28ec-711c" gameSystemName="Warhammer 40,000 9th Edition" gameSystemRevision="238" xmlns="http://www.battlescribe.net/schema/rosterSchema">
  <costs><cost name="pts" typeId="points" value="1000.0"/><cost name=" PL" typeId="e356" value="50.0"/></costs>
  <costLimits><costLimit name="pts" typeId="points" value="1000.0"/></costLimits>
  <forces>
    <force id="f1" name="Patrol Detachment -2CP" entryId="e1" catalogueId="c1" catalogueRevision="1" catalogueName="Imperium - Adeptus Astartes - Ultramarines">
      <rules><rule name="Angels of Death"><description>Rules text &amp; more</description></rule></rules>
      <selections>
        <selection id="s0" name="Battle Size" number="1" type="upgrade"><selections><selection name="2. Incursion (51-100 Total PL / 501-1000 Points)" number="1" type="upgrade"/></selections>${cost(0)}</selection>
        <selection id="s1" name="Captain" number="1" type="model">
          <selections>${wargear('Master-crafted power sword', 5)}${wargear('Bolt pistol')}</selections>
          ${cost(80)}
          <categories><category name="HQ" primary="true"/></categories>
        </selection>
        <selection id="s2" name="Intercessor Squad" number="1" type="unit">
          <selections>${model('Intercessor Sergeant', 1, 20, wargear('Bolt rifle'))}${model('Intercessor', 4, 80, wargear('Bolt rifle'))}</selections>
          ${cost(0)}
        </selection>
        <selection id="s3" name="Intercessor Squad" number="1" type="unit">
          <selections>${model('Intercessor Sergeant', 1, 20)}${model('Intercessor', 9, 180)}${wargear('Astartes grenade launcher', 5)}</selections>
          ${cost(0)}
        </selection>
        <selection id="s4" name="Detachment Command Cost" number="1" type="upgrade">${cost(0)}</selection>
      </selections>
    </force>
  </forces>
</roster>`;

describe('BattleScribe .ros and .rosz', () => {
  it('reads units (nested models counted, wargear points included), keeps two units of one name, skips upgrades', async () => {
    const roster = await readRosterBytes(strToU8(ros));
    expect(roster).toEqual({
      name: 'Iron Wardens',
      game: 'Warhammer 40,000 9th Edition',
      faction: 'Imperium - Adeptus Astartes - Ultramarines',
      points: 1000,
      units: [
        { name: 'Captain', modelCount: 1, points: 85 },
        { name: 'Intercessor Squad', modelCount: 5, points: 100 },
        { name: 'Intercessor Squad', modelCount: 10, points: 205 },
      ],
    });
  });

  it('reads the same roster zipped as a .rosz, whatever the file is called', async () => {
    const rosz = zipSync({ 'Iron Wardens.ros': strToU8(ros) });
    const file = new File([rosz], 'list.download');
    expect((await readRosterFile(file)).units.map((unit) => unit.modelCount)).toEqual([1, 5, 10]);
  });
});

/** New Recruit's JSON export of an Age of Sigmar list: regiments as nested forces, battle traits as upgrades. */
const newRecruit = {
  roster: {
    name: 'Hammers of Sigmar',
    gameSystemName: 'Age of Sigmar 4.0',
    costs: [{ name: 'pts', typeId: 'points', value: 1000 }],
    forces: [
      {
        name: 'Army Roster',
        catalogueName: 'Stormcast Eternals',
        selections: [
          {
            name: 'Battle Traits: Stormcast Eternals',
            type: 'upgrade',
            number: 1,
            costs: [],
            selections: [{ name: 'Scions of the Storm', type: 'upgrade' }],
          },
          { name: 'Battle Tactic Cards', type: 'upgrade', number: 1 },
        ],
        forces: [
          {
            name: 'Regiment 1',
            catalogueName: 'Stormcast Eternals',
            selections: [
              {
                name: 'Lord-Vigilant on Gryph-stalker',
                type: 'model',
                number: 1,
                costs: [{ name: 'pts', typeId: 'points', value: 220 }],
                selections: [{ name: 'General', type: 'upgrade', number: 1 }],
              },
              {
                name: 'Liberators',
                type: 'unit',
                number: 1,
                costs: [{ name: 'pts', typeId: 'points', value: 100 }],
                selections: [
                  { name: 'Liberator-Prime', type: 'model', number: 1 },
                  { name: 'Liberator', type: 'model', number: 4, selections: [{ name: 'Warhammer', type: 'upgrade', number: 4 }] },
                ],
              },
            ],
            forces: [],
          },
          {
            name: 'Regiment 2',
            catalogueName: 'Stormcast Eternals',
            selections: [
              {
                name: 'Vindictors',
                type: 'unit',
                number: 1,
                costs: [{ name: 'pts', value: '120' }],
                selections: [{ name: 'Vindictor', type: 'model', number: 5 }],
              },
            ],
          },
        ],
      },
    ],
  },
};

describe('New Recruit JSON', () => {
  it('reads units inside regiments (nested forces); battle traits and upgrades are not units', async () => {
    const roster = await readRosterBytes(strToU8(JSON.stringify(newRecruit)));
    expect(roster).toEqual({
      name: 'Hammers of Sigmar',
      game: 'Age of Sigmar 4.0',
      faction: 'Stormcast Eternals',
      points: 1000,
      units: [
        { name: 'Lord-Vigilant on Gryph-stalker', modelCount: 1, points: 220 },
        { name: 'Liberators', modelCount: 5, points: 100 },
        { name: 'Vindictors', modelCount: 5, points: 120 },
      ],
    });
  });
});

describe('pasted text lists', () => {
  it('reads counted lines under headings ("10x Intercessors", "5 Hellblasters (150 pts)")', () => {
    const roster = parseTextList(`HQ\n1x Captain [80pts]\n\nTROOPS\n10x Intercessors\n5 Hellblasters (150 pts)\nScouts x5 - 70 points\n`);
    expect(roster.units).toEqual([
      { name: 'Captain', modelCount: 1, points: 80 },
      { name: 'Intercessors', modelCount: 10, points: null },
      { name: 'Hellblasters', modelCount: 5, points: 150 },
      { name: 'Scouts', modelCount: 5, points: 70 },
    ]);
    expect(roster.name).toBeNull();
  });

  it('reads the official app’s export: the header, units with points, models as bullets with their wargear beneath', () => {
    const text = [
      'Iron Wardens (1000 points)',
      '',
      'Space Marines',
      'Ultramarines',
      'Strike Force (2000 points)',
      '',
      'CHARACTERS',
      '',
      'Captain (80 points)',
      '  • Warlord',
      '  • 1x Bolt pistol',
      '    1x Master-crafted power weapon',
      '',
      'BATTLELINE',
      '',
      'Intercessor Squad (80 points)',
      '  • 1x Intercessor Sergeant',
      '     ◦ 1x Bolt rifle',
      '     ◦ 1x Close combat weapon',
      '  • 4x Intercessor',
      '     ◦ 4x Bolt rifle',
      '',
      'Exported with App Version: v1.20.0 (1), Data Version: v471',
    ].join('\n');
    const roster = parseTextList(text);
    expect(roster).toMatchObject({ name: 'Iron Wardens', game: 'Space Marines', faction: 'Ultramarines', points: 1000 });
    expect(roster.units).toEqual([
      { name: 'Captain', modelCount: 1, points: 80 },
      { name: 'Intercessor Squad', modelCount: 5, points: 80 },
    ]);
  });

  it('reads a forum post: ++ headings ++, slot numbers and free prose around the list', () => {
    const text = `My list for Saturday, thoughts welcome!\n\n++ Elites ++\nElite1: 3x Bladeguard Veterans - 105pts\nElite2: Dreadnought - 135 pts\n\n++ Fast Attack ++\nFA1: 3 Outriders [120 pts]\n\nTotal: 360 pts`;
    expect(parseTextList(text).units).toEqual([
      { name: 'Bladeguard Veterans', modelCount: 3, points: 105 },
      { name: 'Dreadnought', modelCount: 1, points: 135 },
      { name: 'Outriders', modelCount: 3, points: 120 },
    ]);
  });
});

const reasonOf = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch (error) {
    if (error instanceof RosterRefused) return error.reason;
    throw error;
  }
  return 'read';
};

describe('hostile and wrong files are refused with a reason', () => {
  it('a 50 MB file, before it is read', async () => {
    const huge = { size: 50 * 1024 * 1024, arrayBuffer: () => Promise.reject(new Error('must not be read')) };
    expect(await reasonOf(() => readRosterFile(huge))).toBe('too-large');
  });

  it('a zip bomb: its roster inflates past 20 MB', async () => {
    // 30 MB of one letter compresses to about 30 KB.
    const bomb = zipSync({ 'bomb.ros': new Uint8Array(30 * 1024 * 1024).fill(0x20) }, { level: 1 });
    expect(bomb.length).toBeLessThan(200_000);
    expect(await reasonOf(() => readRosterBytes(bomb))).toBe('unzipped-too-large');
    // Making and inflating 30 MB takes seconds on a busy machine: the ceiling is for a hang, not a speed bar.
  }, 60_000);

  it('deeply nested XML, and deeply nested JSON', async () => {
    const deep = `<roster name="x"><forces>${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}</forces></roster>`;
    expect(await reasonOf(() => readRosterBytes(strToU8(deep)))).toBe('too-deep');
    const deepJson = `{"roster":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(await reasonOf(() => readRosterBytes(strToU8(deepJson)))).toBe('too-deep');
  });

  it('XML that declares entities (billion laughs)', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><roster name="&lol2;"/>`;
    expect(await reasonOf(() => readRosterBytes(strToU8(laughs)))).toBe('doctype');
  });

  it('what is not a roster: a photo, broken XML, a zip of other files, JSON of something else, prose', async () => {
    expect(await reasonOf(() => readRosterBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])))).toBe('not-a-roster');
    expect(await reasonOf(() => readRosterBytes(strToU8('<roster><forces>')))).toBe('not-a-roster');
    expect(await reasonOf(() => readRosterBytes(zipSync({ 'notes.txt': strToU8('hello') })))).toBe('no-roster-in-zip');
    expect(await reasonOf(() => readRosterBytes(strToU8('{"paints": []}')))).toBe('not-a-roster');
    expect(await reasonOf(() => readRosterBytes(strToU8('PK\u0003\u0004 broken')))).toBe('no-roster-in-zip');
    expect(await reasonOf(async () => parseTextList('Just some thoughts about painting.\nNothing else.'))).toBe('not-a-roster');
  });

  it('more than 500 units', async () => {
    expect(await reasonOf(async () => parseTextList(Array.from({ length: 501 }, (_, n) => `1x Unit ${n}`).join('\n')))).toBe(
      'too-many-units',
    );
  });
});
