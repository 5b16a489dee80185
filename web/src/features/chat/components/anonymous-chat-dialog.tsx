import { useState } from 'react';
import { Modal } from '../../../ui/modal';
import { ModalIcon } from '../../../ui/modal-icon';
import { Select } from '../../../ui/select';
import { CHAT_MESSAGES } from '../chat-messages';
import { ChatPanel } from './chat-panel';

/** A conversation the viewer may open: one application's thread, named without naming anyone. */
export interface ChatChoice {
  applicationId: string;
  label: string;
}

export interface AnonymousChatDialogProps {
  requestId: string;
  /**
   * The client's conversations (one per application). Several show a picker; none means no one
   * applied yet. Left out, the API opens the default thread (the accepted one, the expert's own).
   */
  choices?: readonly ChatChoice[];
  onClose(): void;
}

/**
 * The Anonymous Chat dialog: the client and the expert of an application talk
 * without either seeing who the other is. Opened from the Request details' Anonymous Chat tile.
 */
export function AnonymousChatDialog({ requestId, choices, onClose }: AnonymousChatDialogProps) {
  const [applicationId, setApplicationId] = useState(choices?.[0]?.applicationId);
  function content() {
    if (choices && choices.length === 0) return <p>{CHAT_MESSAGES.noApplications}</p>;
    return (
      <>
        {choices && choices.length > 1 && (
          <Select
            label="Conversation"
            value={applicationId ?? ''}
            options={choices.map((choice) => ({
              value: choice.applicationId,
              label: choice.label,
            }))}
            onChange={setApplicationId}
          />
        )}
        <ChatPanel key={applicationId} requestId={requestId} applicationId={applicationId} />
      </>
    );
  }
  return (
    <Modal
      open
      size="lg"
      title="Anonymous Chat"
      onClose={onClose}
      media={<ModalIcon name="message" />}
    >
      <div className="chat-panel">{content()}</div>
    </Modal>
  );
}
