import { useLayoutEffect, useRef } from 'react';

/**
 * Focuses the first field marked invalid in the form after each refused attempt (`attempt` counts
 * them), so a keyboard or screen-reader user lands on what needs fixing in a long form.
 */
export function useFocusFirstProblem(attempt: number) {
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return formRef;
}
