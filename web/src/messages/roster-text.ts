/** The words of a refused roster file or pasted list (issue 35): one sentence a painter can act on, per reason. */
export type RosterRefusalReason =
  'too-large' | 'unzipped-too-large' | 'too-deep' | 'too-many-units' | 'not-a-roster' | 'not-a-zip' | 'no-roster-in-zip' | 'doctype';

export const rosterRefusalText: Record<RosterRefusalReason, string> = {
  'too-large': 'This file is too large to be a roster (at most 5 MB, or 5,000 lines of text). Nothing was saved.',
  'unzipped-too-large': 'This .rosz unpacks to more than any roster holds (20 MB). Nothing was saved.',
  'too-deep': 'This file is nested far deeper than any roster. Nothing was saved.',
  'too-many-units': 'This list has more than 500 units. Split it into several armies. Nothing was saved.',
  'not-a-roster':
    'This is not a roster we can read. Export a .ros or .rosz from BattleScribe, a JSON file from New Recruit, or paste the list as text. Nothing was saved.',
  'not-a-zip': 'This .rosz file is damaged: it is not a zip file. Nothing was saved.',
  'no-roster-in-zip': 'This zip file holds no .ros roster. Nothing was saved.',
  doctype: 'This file declares its own XML entities, which a roster never does, so it was not read. Nothing was saved.',
};
