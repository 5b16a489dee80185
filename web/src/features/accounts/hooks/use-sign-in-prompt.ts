import { createContext, useContext } from 'react';

/** Opens the sign-in prompt; `reason` says what the visitor tried to do ("save templates"). */
export type OpenSignInPrompt = (reason?: string) => void;

export const SignInPromptContext = createContext<OpenSignInPrompt | null>(null);

/**
 * The action to call when a visitor tries something that needs an account (Save, Hire an
 * Expert, Sign in): it opens the sign-in dialog in login mode, saying why.
 */
export function useSignInPrompt(): OpenSignInPrompt {
  const open = useContext(SignInPromptContext);
  if (!open) throw new Error('useSignInPrompt must be used inside <SignInPromptProvider>');
  return open;
}
