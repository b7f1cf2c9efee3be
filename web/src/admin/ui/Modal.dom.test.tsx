import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function Opener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add project
      </button>
      {open && (
        <Modal
          title="Add Project"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <label>
            Title <input name="title" />
          </label>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('opens as a labelled dialog with focus in its first field, and gives focus back when closed', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Add project' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Add Project' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('lets the page decide on Escape: cancel asks to close, the dialog does not vanish by itself', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Project' });
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
