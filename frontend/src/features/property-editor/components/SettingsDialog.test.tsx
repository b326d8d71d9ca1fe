// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/api/query-client';
import { answerEvery } from '@/lib/api/query-cache.test-support';
import { newPropertyDraft, type PropertyDraft } from '../lib/property-draft';
import { SettingsDialog, type Settings } from './SettingsDialog';

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

function open(draft: PropertyDraft, isNew = true) {
  answerEvery(fetchMock, 200, []);
  const onSave = vi.fn<(settings: Settings) => void>();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SettingsDialog draft={draft} isNew={isNew} onDelete={null} onSave={onSave} onClose={() => {}} saving={false} focus={null} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Property settings' }), onSave };
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const hintOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const titled = (title: string): PropertyDraft => ({ ...newPropertyDraft(), title });

describe('the property settings dialog', () => {
  it('speaks her words, each field with a hint', () => {
    open(titled('Villa in Barolo'));
    expect(hintOf(input('Web address (path)'))).toContain('Made from the title; change only if you must');
    expect(hintOf(input('Photo file names (pictures path)'))).toContain('photo');
    expect(hintOf(input('Search result title (meta title)'))).toContain("Google’s results");
    expect(hintOf(screen.getByLabelText('Search result description (meta description)'))).toContain("Google’s results");
    expect(hintOf(input('Latitude'))).toContain('decimal point');
    expect(hintOf(screen.getByLabelText('Visibility'))).toContain('Unlisted');
    // The spec's visibility options stay as written.
    expect(within(screen.getByLabelText('Visibility')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Hidden', 'Unlisted', 'Visible']);
  });

  it('fills the empty path, pictures path and meta title of a new home from its title', () => {
    open(titled('Villa in Barolo'));
    expect(input('Web address (path)').value).toBe('-villa-in-barolo');
    expect(input('Photo file names (pictures path)').value).toBe('-villa-in-barolo');
    expect(input('Search result title (meta title)').value).toBe('Villa in Barolo');
  });

  it('makes the path from the title again on request, after she changed it', () => {
    open(titled('Villa in Barolo'));
    const make = screen.getByRole('button', { name: 'Make from title: web address' });
    expect(make.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input('Web address (path)'), { target: { value: '-mine' } });
    fireEvent.click(make);
    expect(input('Web address (path)').value).toBe('-villa-in-barolo');
  });

  it('fills nothing from the default title, and offers nothing to make', () => {
    open(newPropertyDraft());
    expect(input('Web address (path)').value).toBe('');
    expect(input('Search result title (meta title)').value).toBe('');
    expect(screen.getByRole('button', { name: 'Make from title: search result title' }).getAttribute('title')).toBe('Type the title first');
  });

  it('keeps what she typed, and locks the paths of a saved home', () => {
    open({ ...titled('Villa in Barolo'), path: '-casa', pictures_path: '-casa', meta_title: 'My title' }, false);
    expect(input('Web address (path)').value).toBe('-casa');
    expect(input('Web address (path)').readOnly).toBe(true);
    expect(hintOf(input('Web address (path)'))).toContain('Fixed once the home is saved');
    expect(screen.queryByRole('button', { name: 'Make from title: web address' })).toBeNull();
    expect(input('Search result title (meta title)').value).toBe('My title');
  });

  it('fills latitude and longitude from a pasted map link, and saves them', () => {
    const { onSave } = open(titled('Villa in Barolo'));
    fireEvent.change(input('Paste a Google Maps or OpenStreetMap link'), { target: { value: 'https://www.google.com/maps/@44.61,7.94,15z' } });
    expect(input('Latitude').value).toBe('44.61');
    expect(input('Longitude').value).toBe('7.94');
    expect(screen.getByRole('status').textContent).toBe('Filled in from the link: latitude 44.61, longitude 7.94.');
    expect(screen.getByRole('link', { name: /Check the spot on OpenStreetMap/ }).getAttribute('href')).toContain('mlat=44.61&mlon=7.94');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ coordinates: '44.61;7.94', path: '-villa-in-barolo', meta_title: 'Villa in Barolo' }));
  });

  it('says how to find coordinates when a link has none, and leaves the fields alone', () => {
    open({ ...titled('Villa in Barolo'), coordinates: '44.6;8.0' });
    fireEvent.change(input('Paste a Google Maps or OpenStreetMap link'), { target: { value: 'https://maps.app.goo.gl/AbC' } });
    expect(screen.getByRole('status').textContent).toContain('A short link hides the coordinates');
    expect(input('Latitude').value).toBe('44.6');
  });

  it('names its close button in words, and holds no buying-cost fact (they are beside the price)', () => {
    const { dialog } = open(titled('Villa in Barolo'));
    expect(within(dialog).getByRole('button', { name: 'Close' }).textContent).toContain('Close');
    expect(within(dialog).queryByLabelText('Seller')).toBeNull();
    expect(within(dialog).queryByLabelText(/Cadastral/)).toBeNull();
  });
});
