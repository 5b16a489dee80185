import type { Ref } from 'react';
import type { ChatSenderType } from '../../../gql-project/graphql';
import { SENDER_LABELS } from '../chat-messages';
import type { ChatMessageView } from '../hooks/use-chat-thread';

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : TIME.format(date);
}

/**
 * A chat's messages, oldest first, each signed by its sender's role only; the viewer's own side
 * reads "(you)". A log: screen readers announce what arrives without moving focus.
 */
export function ChatMessageList({
  messages,
  viewer,
  ref,
}: {
  messages: readonly ChatMessageView[];
  viewer: ChatSenderType;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    // The log is the scrolling box around the list: a list item's parent must stay a list.
    <div ref={ref} className="chat-messages" role="log" aria-label="Messages" tabIndex={0}>
      <ol className="chat-messages__list">
        {messages.map((message) => {
          const own = message.senderType === viewer;
          return (
            <li
              key={message.id}
              className={`chat-message chat-message--${own ? 'own' : message.senderType}`}
            >
              <p className="chat-message__meta">
                <span className="chat-message__sender">
                  {SENDER_LABELS[message.senderType]}
                  {own && ' (you)'}
                </span>
                <time dateTime={message.timestamp}>{timeOf(message.timestamp)}</time>
              </p>
              <p className="chat-message__text">{message.message}</p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
