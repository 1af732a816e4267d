import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { showLanguage } from '../testing/no-english';
import { richMessage } from './rich-message';

afterEach(() => showLanguage('en'));

describe('a message with elements for arguments', () => {
  it('puts each element where the language’s sentence has it, the words around it as text', async () => {
    await showLanguage('en');
    const { container } = render(<p>{richMessage('legal.terms.intro', { privacy: <a href="/privacy-policy">Privacy Policy</a> })}</p>);
    expect(container.querySelector('a')?.textContent).toBe('Privacy Policy');
    expect(container.textContent).toMatch(/^These terms apply .* Please also read our Privacy Policy\.$/);
  });

  it('keeps the element whole in the pseudo-locale, which accents only the message’s own words', async () => {
    await showLanguage('pseudo');
    const { container } = render(<p>{richMessage('legal.terms.intro', { privacy: <a href="/privacy-policy">link</a> })}</p>);
    expect(container.querySelector('a')?.textContent).toBe('link');
    expect(container.textContent).not.toContain('\u0001');
  });
});
