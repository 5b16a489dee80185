import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useSession } from '../hooks/use-session';
import { SignInPromptContext } from '../hooks/use-sign-in-prompt';

// The form is its own chunk: most visits never open it, and the home route has a size budget.
const SignInDialog = lazy(() => import('./sign-in-dialog'));

interface Prompt {
  reason?: string;
}

/**
 * Holds the one sign-in prompt of the app: a visitor gets the sign-in dialog (login mode, with
 * what they tried to do). Someone already signed in has nothing to be prompted for, so opening
 * does nothing then, and a prompt still open when a session starts is dropped: neither may pop
 * up unasked when that session later ends.
 */
export function SignInPromptProvider({ children }: { children: ReactNode }) {
  const signedIn = useSession().user != null;
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const open = useCallback(
    (reason?: string) => {
      if (!signedIn) setPrompt({ reason });
    },
    [signedIn],
  );
  const close = useCallback(() => setPrompt(null), []);
  if (signedIn && prompt) setPrompt(null);

  return (
    <SignInPromptContext.Provider value={open}>
      {children}
      {prompt && !signedIn && (
        <Suspense fallback={null}>
          <SignInDialog initialMode="login" reason={prompt.reason} onClose={close} />
        </Suspense>
      )}
    </SignInPromptContext.Provider>
  );
}
