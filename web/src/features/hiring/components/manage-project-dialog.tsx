import { Button } from '../../../ui/button';
import type { IconName } from '../../../ui/icon';
import { Modal } from '../../../ui/modal';
import { ModalIcon } from '../../../ui/modal-icon';
import { HIRE_MESSAGES } from '../hire-messages';

/** Who opens the workspace: the client of an active request or the expert it was given to. */
export type ProjectViewer = 'client' | 'expert';

const FOR_VIEWER: Record<ProjectViewer, { icon: IconName; text: string }> = {
  client: { icon: 'layers', text: HIRE_MESSAGES.workspace },
  expert: {
    icon: 'briefcase',
    text: 'Your application was accepted. The workspace where you follow tasks, answer requirement questions, chat with the client and hand over deliverables is coming with the next release.',
  },
};

/**
 * Manage Active Project (client) and Manage Project (expert), until the project workspace exists
 * (it is the next issue): says what will be there, rather than a button that does nothing.
 */
export function ManageProjectDialog({
  viewer,
  onClose,
}: {
  viewer: ProjectViewer;
  onClose(): void;
}) {
  const { icon, text } = FOR_VIEWER[viewer];
  return (
    <Modal
      open
      title="Project workspace coming soon"
      onClose={onClose}
      media={<ModalIcon name={icon} />}
      footer={<Button onClick={onClose}>Got it</Button>}
    >
      <p>{text}</p>
    </Modal>
  );
}
