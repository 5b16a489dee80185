import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long to keep looking for an anchor that renders after data arrives (e.g. `#templates`). */
const ANCHOR_WAIT_MS = 1500;

/**
 * Scroll handling for the declarative router: a new page starts at the top, a link with a hash
 * (`/?category=AI#templates`) brings its anchor into view once it exists, and Back/Forward leave
 * the browser's own restoration alone. Filter changes on the same page do not scroll.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, search } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === 'POP' || !hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const started = Date.now();
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (Date.now() - started < ANCHOR_WAIT_MS) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [hash, search, navigationType]);

  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
    // Only a change of page scrolls to the top; hash and search changes are handled above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
