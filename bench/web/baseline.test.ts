import { describe, expect, it } from 'vitest';
import { staticCopy } from './baseline-server.js';
import { median } from './stats.js';

describe('the web bench helpers', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('makes a static copy of a rendered page: no scripts, module preloads or manifest, styles kept', () => {
    const page =
      '<html><head><link rel="stylesheet" href="/assets/a.css"><link rel="modulepreload" href="/assets/b.js">' +
      '<link rel="manifest" href="/manifest.webmanifest"><script type="module" src="/assets/c.js"></script></head>' +
      '<body><div id="root"><h1>Paints</h1></div><script>window.x = 1</script></body></html>';
    expect(staticCopy(page)).toBe(
      '<html><head><link rel="stylesheet" href="/assets/a.css"></head><body><div id="root"><h1>Paints</h1></div></body></html>',
    );
  });
});
