import { Modal } from '../../../ui/modal';
import { ModalIcon } from '../../../ui/modal-icon';
import { N8nConnectionSettings } from './n8n-connection-settings';
import './connect-n8n-dialog.css';

export interface ConnectN8nDialogProps {
  onClose(): void;
}

/**
 * The connect dialog of the header's button and of the import notice: the same connection form
 * as the Settings tab. Default export, so it can be loaded on demand.
 */
export default function ConnectN8nDialog({ onClose }: ConnectN8nDialogProps) {
  return (
    <Modal open title="Connect n8n" onClose={onClose} media={<ModalIcon name="server" />}>
      <p className="connect-n8n-dialog__intro">
        Add your n8n instance&apos;s URL and an API key to import templates straight into it.
      </p>
      <N8nConnectionSettings />
    </Modal>
  );
}
