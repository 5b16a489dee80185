import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Modal } from '../../../ui/modal';

export interface SignInPromptProps {
  open: boolean;
  onClose(): void;
}

/**
 * What Save Template, Hire an Expert and Import open for a visitor: those actions need an account
 * (PRODUCT-SPEC §5), and until sign-in is wired into this page the prompt says so and closes.
 */
export function SignInPrompt({ open, onClose }: SignInPromptProps) {
  return (
    <Modal
      open={open}
      title="Sign in required"
      onClose={onClose}
      media={<Icon name="lock" size={28} />}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p>Sign in to save templates, import them into n8n and hire experts.</p>
    </Modal>
  );
}
