// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './Footer';

afterEach(cleanup);

const footerOn = (page: string) =>
  render(
    <MemoryRouter initialEntries={[page]}>
      <Footer />
    </MemoryRouter>,
  ).container;

describe('Footer', () => {
  it('is Italian on Italian pages, its newsletter block included', () => {
    const container = footerOn('/it/index.html');
    const newsletter = screen.getByRole('region', { name: 'Newsletter' });
    expect(newsletter.getAttribute('lang')).toBe('it');
    expect(newsletter.textContent).toContain("Può annullare l'iscrizione in qualsiasi momento.");
    expect(screen.getByRole('button', { name: 'Iscriviti' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Facebook (si apre in una nuova scheda)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sito in inglese' })).toBeTruthy();
    expect(container.textContent).not.toMatch(/Subscribe|unsubscribe|newsletter for property|English site|Follow us/);
  });

  it('keeps the spec’s English newsletter texts on English pages', () => {
    footerOn('/');
    const newsletter = screen.getByRole('region', { name: 'Newsletter' });
    expect(newsletter.getAttribute('lang')).toBe('en');
    expect(newsletter.textContent).toContain('You can unsubscribe at anytime!');
    expect(screen.getByPlaceholderText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });
});
