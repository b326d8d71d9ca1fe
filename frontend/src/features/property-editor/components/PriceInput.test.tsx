// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PriceInput } from './PriceInput';

afterEach(cleanup);

function Price({ start, onValue }: { start: number; onValue: (value: number) => void }) {
  const [value, setValue] = useState(start);
  return (
    <PriceInput
      label="Price (€)"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

/** Types `text` as the browser reports it, the caret at `caret` (its end by default). */
function typeInto(input: HTMLInputElement, text: string, caret = text.length) {
  input.focus();
  // As the browser does: the value and caret change first (the native setter, which React's
  // change tracking does not see), then the input event.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.setSelectionRange(caret, caret);
  fireEvent.change(input);
}

describe('PriceInput', () => {
  it('groups the digits as she types and hands on a number', () => {
    const onValue = vi.fn();
    render(<Price start={0} onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Price (€)');
    expect(input.value).toBe('0');
    expect(input.type).toBe('text');
    expect(input.inputMode).toBe('numeric');

    typeInto(input, '01234567');
    expect(input.value).toBe('1,234,567');
    expect(onValue).toHaveBeenLastCalledWith(1234567);
    expect(input.selectionStart).toBe('1,234,567'.length);
  });

  it('keeps the caret beside the digit typed in the middle', () => {
    render(<Price start={1000} onValue={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>('Price (€)');
    expect(input.value).toBe('1,000');
    // A 5 typed after the 1: '15,000' with the caret after the 5.
    typeInto(input, '15,000', 2);
    expect(input.value).toBe('15,000');
    expect(input.selectionStart).toBe(2);
    // Another digit there: the separator moves, the caret stays after the new digit.
    typeInto(input, '152,000', 3);
    expect(input.value).toBe('152,000');
    expect(input.selectionStart).toBe(3);
  });

  it('never goes below 0 and reads a cleared field as 0', () => {
    const onValue = vi.fn();
    render(<Price start={250000} onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Price (€)');
    typeInto(input, '-250,000');
    expect(input.value).toBe('250,000');
    expect(onValue).toHaveBeenLastCalledWith(250000);
    typeInto(input, '');
    expect(input.value).toBe('');
    expect(onValue).toHaveBeenLastCalledWith(0);
  });
});
