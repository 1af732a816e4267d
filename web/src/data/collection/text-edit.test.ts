import { describe, expect, it } from 'vitest';
import { textEdit } from './text-edit';

// Issue 33: what a form's save sends of a free text, and the base it carries.
describe('a text edit', () => {
  const now = { name: 'Knight', description: 'Green armour' };

  it('sends a changed text with the text the form opened with as its base', () => {
    expect(textEdit(now, { description: 'Red armour' }, ['description'], { description: 'Blue armour' })).toEqual({
      changes: { description: 'Red armour' },
      base: { description: 'Blue armour' },
    });
  });

  it('does not send a text the painter left as the form showed it, though another phone changed it meanwhile', () => {
    expect(textEdit(now, { name: 'Paladin', description: 'Blue armour ' }, ['description'], { description: 'Blue armour' })).toEqual({
      changes: { name: 'Paladin' },
      base: {},
    });
  });

  it('without a form, takes the text shown now as the base, a blank as none', () => {
    expect(textEdit({ notes: '' as string | null }, { notes: 'Thin it' }, ['notes'])).toEqual({ changes: { notes: 'Thin it' }, base: { notes: null } });
    expect(textEdit(now, { description: 'Green armour' }, ['description'])).toEqual({ changes: null, base: {} });
  });
});
