import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from '../tabs';

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'n8n', label: 'n8n Connection' },
  { id: 'billing', label: 'Billing' },
] as const;

type Id = (typeof TABS)[number]['id'];

function Harness() {
  const [current, setCurrent] = useState<Id>('profile');
  return (
    <Tabs<Id> label="Settings" tabs={TABS} current={current} onChange={setCurrent}>
      <p>Panel of {current}</p>
    </Tabs>
  );
}

describe('tabs', () => {
  it('move with the arrow keys, wrapping around, with only the current tab focusable', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const profile = screen.getByRole('tab', { name: 'Profile' });
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Panel of profile');
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveAttribute('tabindex', '-1');

    profile.focus();
    await user.keyboard('{ArrowLeft}');
    const billing = screen.getByRole('tab', { name: 'Billing' });
    expect(billing).toHaveFocus();
    expect(billing).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Billing' })).toHaveTextContent('Panel of billing');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
  });

  it('switch on a click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'n8n Connection' }));
    expect(screen.getByRole('tabpanel', { name: 'n8n Connection' })).toHaveTextContent(
      'Panel of n8n',
    );
  });
});
