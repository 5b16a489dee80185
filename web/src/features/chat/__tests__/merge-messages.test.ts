import { mergeMessages } from '../hooks/use-chat-thread';
import { buildMessage } from './chat-fixture';

describe('merging chat messages', () => {
  it('keeps the order of arrival and each id once', () => {
    const one = buildMessage(1, 'client');
    const two = buildMessage(2, 'expert');
    const three = buildMessage(3, 'client');
    expect(mergeMessages([one, two], [two, three, three]).map((m) => m.id)).toEqual([
      'message-1',
      'message-2',
      'message-3',
    ]);
  });
});
