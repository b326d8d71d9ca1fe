// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fixedCaptcha } from '@/lib/captcha/fixed-captcha';
import { CaptchaProvider } from '@/lib/captcha/use-form-captcha';
import { SendMailProvider } from '@/lib/send-mail';
import { ConsultancyForm } from './ConsultancyForm';

// jsdom draws nothing, so it has no scrolling; the form asks for it on an error (SPEC §4).
const scrolled = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  cleanup();
  scrolled.mockReset();
});

function renderForm() {
  render(
    <MemoryRouter>
      <CaptchaProvider captcha={fixedCaptcha('token').captcha}>
        <SendMailProvider send={async () => {}}>
          <ConsultancyForm />
        </SendMailProvider>
      </CaptchaProvider>
    </MemoryRouter>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('the consultancy form after a refused send', () => {
  it('marks the first wrong field, keeps its hint, names the message and focuses it without scrolling away from the top', () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    renderForm();
    fireEvent.change(field('Name'), { target: { value: 'Anna Rossi' } });
    fireEvent.change(field('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.change(field('Preferred date'), { target: { value: '2030-05-01' } });
    fireEvent.change(field('Preferred time'), { target: { value: '10:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    const dream = field('Describe your dream home in Piedmont');
    expect(dream.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(dream)).toEqual(['Town or countryside, views, land, number of bedrooms, a pool, a vineyard…', 'Field/s missing']);
    expect(document.activeElement).toBe(dream);
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    // The other fields that share the message are not yet named: one message, one field.
    expect(field('Your timeline and budget').hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(field('Your timeline and budget'))).toEqual(['When you would like to buy, and the budget including renovation.']);
    focus.mockRestore();
  });
});
