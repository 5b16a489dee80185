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
 * what they tried to do). Someone already signed in has nothing to be prompted for: every action
 * that prompts is built, so an open prompt shows nothing once the session is there.
 */
export function SignInPromptProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const open = useCallback((reason?: string) => setPrompt({ reason }), []);
  const close = useCallback(() => setPrompt(null), []);

  return (
    <SignInPromptContext.Provider value={open}>
      {children}
      {prompt && !user && (
        <Suspense fallback={null}>
          <SignInDialog initialMode="login" reason={prompt.reason} onClose={close} />
        </Suspense>
      )}
    </SignInPromptContext.Provider>
  );
}
