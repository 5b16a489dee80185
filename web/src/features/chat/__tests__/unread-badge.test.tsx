import { render, screen } from '@testing-library/react';
import { UnreadBadge } from '../components/unread-badge';

describe('the unread badge of a dashboard card', () => {
  it('shows the number and names it for a screen reader', () => {
    render(<UnreadBadge count={3} />);
    expect(screen.getByText('3')).toBeVisible();
    expect(screen.getByText('3 unread messages')).toHaveClass('visually-hidden');
  });

  it('says one message in the singular', () => {
    render(<UnreadBadge count={1} />);
    expect(screen.getByText('1 unread message')).toBeInTheDocument();
  });

  it('shows nothing when everything is read', () => {
    const { container } = render(<UnreadBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
