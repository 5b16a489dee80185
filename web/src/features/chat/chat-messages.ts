/** The sentences the Anonymous Chat shows, in one place for tests. */
export const CHAT_MESSAGES = {
  sendFailed: 'Failed to send message. Please try again.',
  loadFailed: 'Failed to load the chat',
  empty: 'No messages yet. Say hello: neither side sees who the other is.',
  noApplications: 'No expert has applied yet. The chat opens with the first application.',
  livePaused: 'Live updates paused.',
  closed: 'This chat is closed because the work on it is over. You can still read it.',
} as const;

/** The longest message the API takes, in characters (its MESSAGE_MAX_LENGTH). */
export const MESSAGE_MAX_LENGTH = 4000;

/** How a sender shows: by role only, never by name. */
export const SENDER_LABELS = {
  client: 'Client',
  expert: 'Expert',
  system: 'System',
} as const;
