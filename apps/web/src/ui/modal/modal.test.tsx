import { fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { canClose, Modal, MODAL_Z_INDEX } from './modal.tsx';

function renderModal(props: Partial<Parameters<typeof Modal>[0]> = {}) {
  const onClose = vi.fn();
  render(
    <Modal open title="Choose a store" onClose={onClose} {...props}>
      <p>Body</p>
    </Modal>,
  );
  const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
  return { onClose, dialog };
}

const pressEscape = (dialog: HTMLDialogElement) => {
  const event = new Event('cancel', { cancelable: true });
  dialog.dispatchEvent(event);
  return event;
};

describe('Modal', () => {
  it('uses z-index 1055', () => {
    expect(MODAL_Z_INDEX).toBe(1055);
    const { dialog } = renderModal();
    expect(dialog.style.zIndex).toBe('1055');
  });

  it('opens as a named modal dialog', () => {
    const { dialog } = renderModal();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe(screen.getByText('Choose a store').id);
  });

  it('is open before the browser paints: a later layout effect already finds it open', () => {
    let openWhenLaidOut: boolean | undefined;
    function NextToTheModal() {
      // Layout effects run in tree order, before the paint; a passive effect would run after both.
      useLayoutEffect(() => {
        openWhenLaidOut = (document.querySelector('dialog') as HTMLDialogElement).open;
      }, []);
      return null;
    }
    render(
      <>
        <Modal open title="Margherita" onClose={() => {}}>
          <p>Body</p>
        </Modal>
        <NextToTheModal />
      </>,
    );
    expect(openWhenLaidOut).toBe(true);
  });

  it('opened with a new initial focus in the same render, focuses as that render asks', () => {
    const modal = (open: boolean, initialFocus: 'first' | 'field') => (
      <Modal open={open} title="Where" onClose={() => {}} initialFocus={initialFocus}>
        <input aria-label="Suburb" />
      </Modal>
    );
    const { rerender } = render(modal(false, 'first'));
    rerender(modal(true, 'field'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Suburb', hidden: true }));
  });

  it('rises in by default', () => {
    expect(renderModal().dialog.classList.contains('modal--still')).toBe(false);
  });

  it('without its entrance is marked still (modal.css turns the animation off)', () => {
    expect(renderModal({ entrance: false }).dialog.classList.contains('modal--still')).toBe(true);
  });

  it('closes by Escape, backdrop and the close button when not busy', () => {
    const { dialog, onClose } = renderModal();
    expect(pressEscape(dialog).defaultPrevented).toBe(true);
    fireEvent.click(dialog);
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('ignores clicks inside its content', () => {
    const { onClose } = renderModal();
    fireEvent.click(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cannot be closed by backdrop or Escape while busy with the no-close option', () => {
    const { dialog, onClose } = renderModal({ busy: true, noCloseWhileBusy: true });
    pressEscape(dialog);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close', hidden: true })).toHaveProperty('disabled', true);
  });

  it('still closes while busy without the option', () => {
    const { dialog, onClose } = renderModal({ busy: true });
    pressEscape(dialog);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('canClose is false only when busy with the option set', () => {
    expect(canClose(true, true)).toBe(false);
    expect(canClose(true, false)).toBe(true);
    expect(canClose(false, true)).toBe(true);
  });

  it('renders nothing when closed and returns focus on close', () => {
    const trigger = document.createElement('button');
    document.body.append(trigger);
    trigger.focus();
    const { rerender } = render(
      <Modal open title="T" onClose={() => {}}>
        x
      </Modal>,
    );
    rerender(
      <Modal open={false} title="T" onClose={() => {}}>
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(document.activeElement).toBe(trigger);
    trigger.remove();
  });

  it("focuses the first visible field in the body with initialFocus 'field', and Close by default", () => {
    const { unmount } = render(
      <Modal open title="Where" onClose={() => {}} initialFocus="field">
        <div hidden>
          <input aria-label="Hidden panel field" />
        </div>
        <input aria-label="Disabled" disabled />
        <input aria-label="Suburb" />
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Suburb', hidden: true }));
    unmount();
    const closeButton = document.createElement('button');
    document.body.append(closeButton);
    closeButton.focus();
    render(
      <Modal open title="Where" onClose={() => {}}>
        <input aria-label="Suburb" />
      </Modal>,
    );
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: 'Suburb', hidden: true }));
    closeButton.remove();
  });
});
