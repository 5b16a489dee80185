import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { Icon } from '../../../ui/icon';
import { SectionState } from '../../../ui/section-state';
import { Spinner } from '../../../ui/spinner';
import { characterCount } from '../../../ui/format';
import { TextAreaField } from '../../../ui/text-area-field';
import { CHAT_MESSAGES, MESSAGE_MAX_LENGTH } from '../chat-messages';
import { useChatThread } from '../hooks/use-chat-thread';
import { ChatMessageList } from './chat-message-list';
import './chat-panel.css';

export interface ChatPanelProps {
  requestId: string;
  /** The client's choice of thread; by default the accepted application's (the expert's own). */
  applicationId?: string;
}

/**
 * An anonymous chat: the messages by role, and a box where Enter sends
 * and Shift+Enter starts a new line, under a count of the API's 4000 characters that holds back
 * a longer message. A send waits for the one before; the box stays as typed when
 * a send fails, and a closed thread says why and takes nothing. When the API ends the live
 * updates, a notice says so and offers to start them again. Used by the Anonymous Chat dialog
 * and the Project management dialog's Client Chat tab.
 */
export function ChatPanel({ requestId, applicationId }: ChatPanelProps) {
  const chat = useChatThread(requestId, applicationId);
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const count = chat.messages.length;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  if (chat.loadError) {
    return (
      <SectionState
        icon="alertTriangle"
        title={CHAT_MESSAGES.loadFailed}
        tone="error"
        action={<Button onClick={chat.retry}>Try Again</Button>}
      />
    );
  }
  if (chat.loading || !chat.thread) {
    return (
      <p className="chat-panel__loading" role="status">
        <Spinner size={20} /> Loading messages…
      </p>
    );
  }

  const { role, open } = chat.thread;
  const tooLong = characterCount(draft.trim()) > MESSAGE_MAX_LENGTH;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const sent = draft;
    // Text typed while the message was on its way stays.
    if (await chat.send(sent)) setDraft((current) => (current === sent ? '' : current));
  }

  function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (tooLong) return;
    void submit();
  }

  return (
    <div className="chat-panel">
      {count === 0 ? (
        <p className="chat-panel__empty">{CHAT_MESSAGES.empty}</p>
      ) : (
        <ChatMessageList ref={listRef} messages={chat.messages} viewer={role} />
      )}
      {chat.livePaused && (
        <FormMessage tone="notice">
          {CHAT_MESSAGES.livePaused}{' '}
          <Button variant="ghost" size="sm" onClick={chat.resumeLive}>
            Try Again
          </Button>
        </FormMessage>
      )}
      {chat.sendError && (
        <FormMessage tone="error" onDismiss={chat.dismissSendError}>
          {chat.sendError}
        </FormMessage>
      )}
      {open ? (
        <form className="chat-panel__composer" onSubmit={(event) => void submit(event)}>
          <TextAreaField
            label="Message"
            hint="Enter sends, Shift+Enter adds a line."
            rows={2}
            counterMax={MESSAGE_MAX_LENGTH}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={sendOnEnter}
          />
          <Button
            type="submit"
            loading={chat.sending}
            disabled={chat.sending || !draft.trim() || tooLong}
            icon={<Icon name="send" size={16} />}
          >
            Send
          </Button>
        </form>
      ) : (
        <FormMessage tone="notice">{CHAT_MESSAGES.closed}</FormMessage>
      )}
    </div>
  );
}
