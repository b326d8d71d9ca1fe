// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LinkDialog } from './LinkDialog';

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(cleanup);

function open(current = '') {
  const onApply = vi.fn();
  const onRemove = vi.fn();
  render(<LinkDialog current={current} onApply={onApply} onRemove={current ? onRemove : null} onClose={() => {}} />);
  return { onApply, onRemove, input: screen.getByLabelText<HTMLInputElement>('Link address') };
}

describe('LinkDialog', () => {
  it('adds a link to the address she typed, made whole', () => {
    const { onApply, input } = open();
    expect(screen.getByRole('heading', { name: 'Add a link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove link' })).toBeNull();
    fireEvent.change(input, { target: { value: 'www.barolo.it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(onApply).toHaveBeenCalledWith('https://www.barolo.it');
  });

  it('refuses what cannot be a link and says why', () => {
    const { onApply, input } = open();
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/Enter a web address/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('edits or removes the link the cursor is in', () => {
    const { onRemove, input } = open('https://example.com');
    expect(screen.getByRole('heading', { name: 'Edit link' })).toBeTruthy();
    expect(input.value).toBe('https://example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(onRemove).toHaveBeenCalled();
  });
});
