import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from '../modal';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Accounts are coming soon"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">Got it</button>}
      >
        <p>Body</p>
      </Modal>
    </>
  );
}

async function openModal(onClose?: () => void) {
  const user = userEvent.setup();
  render(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Accounts are coming soon' }) };
}

describe('the modal', () => {
  it('is a native dialog opened as a modal, labelled by its title, focus on its first control', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = await openModal();
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    showModal.mockRestore();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = jest.fn();
    const { user, opener } = await openModal(onClose);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves closing to its owner: Escape only asks, and an owner that says no keeps it open', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Modal open title="Unsaved changes" onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Unsaved changes' })).toHaveAttribute('open');
  });

  it('closes on a press on the backdrop, not on one inside the panel', async () => {
    const onClose = jest.fn();
    const { dialog } = await openModal(onClose);
    fireEvent.mouseDown(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
    // Prevented, so the press does not then focus the page under it instead of the opener.
    expect(fireEvent.mouseDown(dialog)).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from its close button and when the browser closes it', async () => {
    const onClose = jest.fn();
    const { user } = await openModal(onClose);
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
