import { useEffect, useState } from 'react';

/**
 * True while the page is being scrolled down, false again on scrolling up, at the top or bottom of the page, or a
 * moment after the scrolling stops: a floating button hides while the painter scrolls down a list, so it does not
 * sit over the "+" of the rows passing under it (issue 24), and is back in reach once the list is still.
 */
export function useHiddenWhileScrollingDown({ threshold = 8, restMs = 1200 } = {}): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let rest: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(rest);
      rest = setTimeout(() => setHidden(false), restMs);
      const y = window.scrollY;
      const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 2;
      if (y <= 0 || atEnd) setHidden(false);
      else if (y - last > threshold) setHidden(true);
      else if (last - y > threshold) setHidden(false);
      else return;
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(rest);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold, restMs]);
  return hidden;
}
