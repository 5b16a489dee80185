import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { ModalIcon } from '../../../ui/modal-icon';
import { useSession } from '../hooks/use-session';
import { SignInPromptContext } from '../hooks/use-sign-in-prompt';

// The form is its own chunk: most visits never open it, and the home route has a size budget.
const SignInDialog = lazy(() => import('./sign-in-dialog'));

interface Prompt {
  reason?: string;
}

/**
 * Holds the one sign-in prompt of the app. A visitor gets the sign-in dialog (login mode, with
 * what they tried to do); someone already signed in who reaches it through an action not built
 * yet (saving, hiring) is told the action comes with the next release.
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
      <Modal
        open={Boolean(prompt && user)}
        title="Coming soon"
        onClose={close}
        media={<ModalIcon name="clock" />}
        footer={
          <Button variant="primary" onClick={close}>
            Got it
          </Button>
        }
      >
        <p>
          {prompt?.reason
            ? `You are signed in. The option to ${prompt.reason} comes with the next release.`
            : 'You are signed in.'}
        </p>
      </Modal>
    </SignInPromptContext.Provider>
  );
}
