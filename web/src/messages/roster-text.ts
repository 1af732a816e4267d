import { namedMessages } from '../i18n/t';

/** The words of a refused roster file or pasted list (issue 35): one sentence a painter can act on, per reason. */
export type RosterRefusalReason =
  'too-large' | 'unzipped-too-large' | 'too-deep' | 'too-many-units' | 'not-a-roster' | 'not-a-zip' | 'no-roster-in-zip' | 'doctype';

export const rosterRefusalText: Readonly<Record<RosterRefusalReason, string>> = namedMessages('roster', {
  'too-large': 'tooLarge',
  'unzipped-too-large': 'unzippedTooLarge',
  'too-deep': 'tooDeep',
  'too-many-units': 'tooManyUnits',
  'not-a-roster': 'notARoster',
  'not-a-zip': 'notAZip',
  'no-roster-in-zip': 'noRosterInZip',
  doctype: 'doctype',
});
