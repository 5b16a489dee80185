import type { SetURLSearchParams } from 'react-router-dom';

/**
 * Takes `names` out of the address in place (history replaced, not pushed), keeping every other
 * parameter (`?section=`): what a notice does once it has been read or dismissed.
 */
export function dropSearchParams(setSearchParams: SetURLSearchParams, ...names: string[]): void {
  setSearchParams(
    (current) => {
      const next = new URLSearchParams(current);
      for (const name of names) next.delete(name);
      return next;
    },
    { replace: true },
  );
}
