import { useEffect, useState, type ReactNode } from 'react';

/**
 * Calls back once the frame just committed has been painted and the main thread is idle (or after `maxWait` ms
 * at the latest). rAF runs before that frame's paint; the timeout queued from it runs after. Returns a cancel.
 */
export function afterPaintAndIdle(callback: () => void, maxWait = 2000): () => void {
  let timer = 0;
  let idle = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(() => {
      // Safari has no requestIdleCallback; there the paint is what we waited for.
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(callback, { timeout: maxWait });
      else callback();
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}

/**
 * Renders `children` (typically lazy parts: menus, the toaster) only after the page's first screen is painted, so
 * their chunks neither compete with the page's own chunk and data for the network nor delay its first paint.
 * `placeholder` holds their room meanwhile, so nothing moves when they arrive.
 */
export function AfterFirstPaint({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaintAndIdle(() => setPainted(true)), []);
  return painted ? children : placeholder;
}
