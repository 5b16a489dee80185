import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { ModalIcon } from '../../../ui/modal-icon';

/**
 * What Manage Project opens until the project workspace (tasks, requirements, client chat,
 * deliverables) ships with its own issue.
 */
export function ManageProjectDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal
      open={open}
      title="Project workspace coming soon"
      onClose={onClose}
      media={<ModalIcon name="briefcase" />}
      footer={<Button onClick={onClose}>Got it</Button>}
    >
      <p>
        Your application was accepted. The workspace where you follow tasks, answer requirement
        questions, chat with the client and hand over deliverables is coming with the next release.
      </p>
    </Modal>
  );
}
