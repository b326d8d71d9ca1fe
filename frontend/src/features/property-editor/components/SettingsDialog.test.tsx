// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { toast } from '@/components/toast';
import { siteConfig } from '@/config/site';
import type { LatLng } from '@/features/map';
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

// The placing map's mapbox-gl view, stood in for (jsdom cannot draw): what the dialog asks of it,
// and a way to click it. (Its options as far as this test reads them.)
interface PlacingViewOptions {
  center: LatLng;
  pin: LatLng | null;
  onPlace: (position: LatLng) => void;
}
const map = vi.hoisted(() => ({ options: null as PlacingViewOptions | null, pins: [] as (LatLng | null)[] }));
vi.mock('@/features/map/mapbox-view', () => ({
  mountMapboxView: () => ({ destroy() {} }),
  mountPlacingView: (_element: HTMLElement, options: PlacingViewOptions) => {
    map.options = options;
    map.pins.push(options.pin);
    return { setPin: (pin: LatLng | null) => map.pins.push(pin), destroy() {} };
  },
}));

afterEach(() => {
  cleanup();
  siteConfig.mapboxToken = null;
  Object.assign(map, { options: null, pins: [] });
  vi.restoreAllMocks();
});

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

  describe('with the map (a Mapbox token configured)', () => {
    const openWithMap = async (draft: PropertyDraft) => {
      siteConfig.mapboxToken = 'pk.test';
      const opened = open(draft);
      await waitFor(() => expect(map.options).not.toBeNull());
      return opened;
    };
    const pin = () => map.pins.at(-1);

    it('opens the map on the home’s pin', async () => {
      await openWithMap({ ...titled('Villa in Barolo'), coordinates: '44.61;7.94' });
      expect(screen.getByRole('region', { name: 'Click the map where the home is, or drag its pin.' })).toBeTruthy();
      expect(map.options).toMatchObject({ center: { lat: 44.61, lng: 7.94 }, pin: { lat: 44.61, lng: 7.94 } });
    });

    it('a click on the map fills the fields, says so, and is what Save saves', async () => {
      const { onSave } = await openWithMap(titled('Villa in Barolo'));
      fireEvent.change(input('Paste a Google Maps or OpenStreetMap link'), { target: { value: 'https://www.google.com/maps/@44.61,7.94,15z' } });
      act(() => map.options?.onPlace({ lat: 44.6543219, lng: 8.0012345 }));
      expect(input('Latitude').value).toBe('44.65432');
      expect(input('Longitude').value).toBe('8.00123');
      expect(screen.getByRole('status').textContent).toBe('Placed on the map: latitude 44.65432, longitude 8.00123.');
      // The pasted link no longer says where the pin is.
      expect(input('Paste a Google Maps or OpenStreetMap link').value).toBe('');
      expect(pin()).toEqual({ lat: 44.65432, lng: 8.00123 });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ coordinates: '44.65432;8.00123' }));
    });

    it('typed or pasted numbers move the pin', async () => {
      await openWithMap(titled('Villa in Barolo'));
      expect(pin()).toBeNull();
      fireEvent.change(input('Latitude'), { target: { value: '44.7' } });
      expect(pin()).toBeNull();
      fireEvent.change(input('Longitude'), { target: { value: '8.03' } });
      expect(pin()).toEqual({ lat: 44.7, lng: 8.03 });
      fireEvent.change(input('Paste a Google Maps or OpenStreetMap link'), { target: { value: 'https://www.openstreetmap.org/#map=15/44.61/7.94' } });
      expect(pin()).toEqual({ lat: 44.61, lng: 7.94 });
      fireEvent.change(input('Longitude'), { target: { value: '' } });
      expect(pin()).toBeNull();
    });

    it('refuses a number off the globe with the existing messages: no pin, a note, and Save refused', async () => {
      const error = vi.spyOn(toast, 'error');
      const { onSave } = await openWithMap({ ...titled('Villa in Barolo'), coordinates: '44.61;7.94' });
      fireEvent.change(input('Latitude'), { target: { value: '95.0' } });
      expect(pin()).toBeNull();
      expect(input('Latitude').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Latitude is invalid: the pin comes back on the map once both numbers are valid.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(error).toHaveBeenCalledWith('Latitude is invalid', 'Error');
      expect(document.activeElement).toBe(input('Latitude'));

      fireEvent.change(input('Latitude'), { target: { value: '44.61' } });
      fireEvent.change(input('Longitude'), { target: { value: '-181.5' } });
      expect(pin()).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(error).toHaveBeenLastCalledWith('Longitude is invalid', 'Error');
      expect(document.activeElement).toBe(input('Longitude'));
      expect(onSave).not.toHaveBeenCalled();

      fireEvent.change(input('Longitude'), { target: { value: '7.94' } });
      expect(pin()).toEqual({ lat: 44.61, lng: 7.94 });
      expect(screen.queryByText(/the pin comes back/)).toBeNull();
    });
  });

  it('without a Mapbox token says why there is no map, and the fields still place the home', async () => {
    const { onSave } = open(titled('Villa in Barolo'));
    expect(await screen.findByText(/^No map here: this site has no map service \(Mapbox\) set up\./)).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.change(input('Latitude'), { target: { value: '44.61' } });
    fireEvent.change(input('Longitude'), { target: { value: '7.94' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ coordinates: '44.61;7.94' }));
    expect(map.options).toBeNull();
  });
});
