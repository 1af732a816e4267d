import { describe, expect, it } from 'vitest';
import sources from '../../../../api/catalog/SOURCES.md?raw';
import { paintDataAttribution, paintDataLicence } from './paint-data-licence';

describe('paint data licence shown in the app', () => {
  it('is the licence text shipped with the data, word for word', () => {
    const block = /```\n(MIT License[\s\S]*?)\n```/.exec(sources)?.[1];
    expect(block).toBeDefined();
    expect(paintDataLicence).toBe(block);
  });

  it('shows the attribution line the data sources ask for', () => {
    expect(sources.replace(/\*/g, '')).toContain(paintDataAttribution);
  });
});
