import { useCallback, useState, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Modal } from '../../../ui/modal';
import { SignInPromptContext } from '../hooks/use-sign-in-prompt';
import './sign-in-prompt.css';

interface PromptState {
  open: boolean;
  reason?: string;
}

/**
 * Holds the one sign-in prompt of the app. Accounts are not live yet, so the prompt explains that
 * they are coming and what stays available meanwhile; the accounts feature replaces it with the
 * real login dialog.
 */
export function SignInPromptProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PromptState>({ open: false });
  const open = useCallback((reason?: string) => setState({ open: true, reason }), []);
  const close = () => setState({ open: false });

  return (
    <SignInPromptContext.Provider value={open}>
      {children}
      <Modal
        open={state.open}
        title="Accounts are coming soon"
        onClose={close}
        media={
          <span className="sign-in-prompt__icon">
            <Icon name="lock" size={22} />
          </span>
        }
        footer={
          <Button variant="primary" onClick={close}>
            Got it
          </Button>
        }
      >
        <p>
          {state.reason ? `Signing in to ${state.reason} ` : 'Signing in '}
          is not available yet: FlowVault is in alpha and accounts are on their way.
        </p>
        <p className="sign-in-prompt__hint">
          Meanwhile you can browse every template, view its workflow and download the JSON.
        </p>
      </Modal>
    </SignInPromptContext.Provider>
  );
}
