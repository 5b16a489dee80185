import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '../confirm-dialog';

function renderQuestion(busy: boolean, problem: string | null = null) {
  const answers = { confirmed: 0, cancelled: 0 };
  render(
    <ConfirmDialog
      title="Withdraw application?"
      confirmLabel="Withdraw"
      cancelLabel="Keep application"
      icon="alertTriangle"
      busy={busy}
      problem={problem}
      onConfirm={() => (answers.confirmed += 1)}
      onCancel={() => (answers.cancelled += 1)}
    >
      <p>The client will no longer see it.</p>
    </ConfirmDialog>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Withdraw application?' }), answers };
}

describe('a confirmation', () => {
  it('confirms or keeps things as they are', async () => {
    const user = userEvent.setup();
    const { dialog, answers } = renderQuestion(false);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(dialog).getByRole('button', { name: 'Keep application' }));
    expect(answers).toEqual({ confirmed: 1, cancelled: 1 });
  });

  it('cannot be closed while the action runs, and says why it failed', async () => {
    const user = userEvent.setup();
    const { dialog, answers } = renderQuestion(true, 'Failed to withdraw the application.');
    expect(within(dialog).getByRole('button', { name: 'Keep application' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(answers.cancelled).toBe(0);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Failed to withdraw the application.',
    );
  });
});
