import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { ModalIcon } from '../../../ui/modal-icon';
import { HIRE_MESSAGES } from '../hire-messages';

/**
 * Manage Active Project, until the project workspace exists (it is the next issue): says what
 * will be there, rather than a button that does nothing.
 */
export function ManageProjectDialog({ onClose }: { onClose(): void }) {
  return (
    <Modal
      open
      title="Project workspace coming soon"
      onClose={onClose}
      media={<ModalIcon name="layers" />}
      footer={<Button onClick={onClose}>Got it</Button>}
    >
      <p>{HIRE_MESSAGES.workspace}</p>
    </Modal>
  );
}
