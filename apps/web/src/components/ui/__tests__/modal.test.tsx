// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal, Modal } from '../modal';

function Harness({
  onClose = () => {},
  children,
  footer = <button type="button">Confirm</button>,
}: {
  onClose?: () => void;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      <Modal
        open={open}
        title="Delete Event"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={footer}
      >
        {children}
      </Modal>
    </>
  );
}

async function open(ui: ReactNode) {
  const user = userEvent.setup();
  render(ui);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Delete Event' }) };
}

describe('Modal', () => {
  it('opens on its first field, keeps Tab inside, closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const { user, opener, dialog } = await open(
      <Harness onClose={onClose}>
        <p>Why?</p>
        <input aria-label="Reason" />
      </Harness>,
    );
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const reason = screen.getByLabelText('Reason');
    expect(reason).toHaveFocus();

    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(reason).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    // The dialog leaves on the next frame (Ariakit): wait for it rather than race it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('opens on the first actionable control when it has no field, not on ✕', async () => {
    await open(
      <Harness
        footer={
          <>
            <button type="button">Cancel</button>
            <button type="button">Delete</button>
          </>
        }
      >
        <p>Everything goes.</p>
      </Harness>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('focuses the first field of a body that was still loading when it opened', async () => {
    let load = () => {};
    function Loading() {
      const [ready, setReady] = useState(false);
      load = () => setReady(true);
      return ready ? <input aria-label="Name" /> : <p>Loading…</p>;
    }
    const { dialog } = await open(
      <Harness footer={null}>
        <Loading />
      </Harness>,
    );
    expect(dialog).toHaveFocus();
    act(() => load());
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  });

  // A submit button disabled while its call runs drops focus to the page's body in a browser; after the
  // error the keys must still reach the dialog.
  it('keeps Escape and the Tab trap working when focus fell out of the dialog', async () => {
    const onClose = vi.fn();
    const { user, opener } = await open(
      <Harness onClose={onClose}>
        <input aria-label="Email" />
      </Harness>,
    );
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();

    email.blur();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(email).toHaveFocus();

    email.blur();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();

    email.ownerDocument.body.focus();
    screen.getByRole('button', { name: 'Confirm' }).blur();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    // The dialog leaves on the next frame (Ariakit): wait for it rather than race it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('answers the keys only in the top dialog when one opens over another', async () => {
    const onOuterClose = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Modal open title="Outer" onClose={onOuterClose}>
          <button type="button" onClick={() => setInner(true)}>
            Ask
          </button>
          <Modal open={inner} title="Inner" onClose={() => setInner(false)}>
            <button type="button">Sure</button>
          </Modal>
        </Modal>
      );
    }
    const user = userEvent.setup();
    render(<Nested />);
    const ask = screen.getByRole('button', { name: 'Ask' });
    expect(ask).toHaveFocus();
    await user.click(ask);
    expect(screen.getByRole('button', { name: 'Sure' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('dialog', { name: 'Inner' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument());
    expect(onOuterClose).not.toHaveBeenCalled();
    expect(ask).toHaveFocus();
  });
});

function RemoveAdmin({
  onClose,
  onConfirm,
  isLoading,
  destructive,
}: {
  onClose: () => void;
  onConfirm: () => void;
  isLoading: boolean;
  destructive?: boolean;
}) {
  return (
    <ConfirmModal
      open
      onClose={onClose}
      title="Remove admin?"
      cancelLabel="Cancel"
      confirmLabel="Remove"
      onConfirm={onConfirm}
      isLoading={isLoading}
      destructive={destructive}
    >
      <p>Anna loses access.</p>
    </ConfirmModal>
  );
}

describe('ConfirmModal', () => {
  it('asks its question with Cancel and the button that goes ahead, busy while the action runs', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    const { rerender } = render(
      <RemoveAdmin onClose={onClose} onConfirm={onConfirm} isLoading={false} destructive />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove admin?' });
    expect(dialog).toHaveTextContent('Anna loses access.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    const remove = screen.getByRole('button', { name: 'Remove' });
    expect(remove).toHaveClass('bg-red-700');
    await user.click(remove);
    expect(onConfirm).toHaveBeenCalledOnce();

    rerender(<RemoveAdmin onClose={onClose} onConfirm={onConfirm} isLoading />);
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Remove' })).not.toHaveClass('bg-red-700');
  });
});
