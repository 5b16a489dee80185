import { useCallback, useEffect, useRef, useState } from 'react';

/** How long 'Copied!' shows: 2 s. */
export const COPIED_FOR_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard and says so for 2 s; a browser that refuses (no permission, not a
 * secure page) is reported instead of pretending.
 */
export function useCopyText() {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('This browser offers no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    } catch {
      setState('failed');
    }
  }, []);

  return { state, copy };
}
