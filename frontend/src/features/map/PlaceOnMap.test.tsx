// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { LatLng } from './geo';
import type { PlacingViewOptions } from './mapbox-view';
import { PlaceOnMap } from './PlaceOnMap';

// mapbox-gl cannot draw in jsdom: the views module is stood in for, recording what it is asked.
const drawn = vi.hoisted(() => ({
  options: [] as PlacingViewOptions[],
  pins: [] as (LatLng | null)[],
  destroyed: 0,
  throws: false,
}));
vi.mock('./mapbox-view', () => ({
  mountMapboxView: () => ({ destroy() {} }),
  mountPlacingView: (_element: HTMLElement, options: PlacingViewOptions) => {
    if (drawn.throws) throw new Error('WebGL is not supported');
    drawn.options.push(options);
    return { setPin: (pin: LatLng | null) => drawn.pins.push(pin), destroy: () => (drawn.destroyed += 1) };
  },
}));

beforeEach(() => {
  Object.assign(drawn, { options: [], pins: [], destroyed: 0, throws: false });
});
afterEach(cleanup);

const lastPin = () => drawn.pins.at(-1);

describe('PlaceOnMap', () => {
  it('says in a sentence why there is no map when no token is configured, and fetches no map', async () => {
    const { container } = render(<PlaceOnMap pin={null} onPlace={() => {}} language="en" accessToken={null} />);
    expect(container.textContent).toBe(
      'No map here: this site has no map service (Mapbox) set up. Paste a map link or type the numbers below.',
    );
    expect(screen.queryByRole('region')).toBeNull();
    // Nothing tells her to click a map that is not there.
    expect(screen.queryByText(/Click the map/)).toBeNull();
    await Promise.resolve();
    expect(drawn.options).toHaveLength(0);
  });

  it('says it in Italian on an Italian screen', () => {
    const { container } = render(<PlaceOnMap pin={null} onPlace={() => {}} language="it" accessToken={null} />);
    expect(container.textContent).toMatch(/^Nessuna mappa: .*Incolli il link di una mappa o scriva le coordinate qui sotto\.$/);
  });

  it('opens on the pin, close in, and tells where she clicks', async () => {
    const onPlace = vi.fn();
    render(<PlaceOnMap pin={{ lat: 44.61, lng: 7.94 }} onPlace={onPlace} language="en" accessToken="pk.test" />);
    expect(screen.getByRole('region', { name: 'Click the map where the home is, or drag its pin.' }).textContent).toBe('Loading map…');
    await waitFor(() => expect(drawn.options).toHaveLength(1));
    const [options] = drawn.options;
    expect(options).toMatchObject({ accessToken: 'pk.test', center: { lat: 44.61, lng: 7.94 }, zoom: 15, pin: { lat: 44.61, lng: 7.94 } });
    expect(options.pinLabel).toBe('The home’s pin');
    await waitFor(() => expect(screen.queryByText('Loading map…')).toBeNull());
    options.onPlace({ lat: 44.7, lng: 8.1 });
    expect(onPlace).toHaveBeenCalledWith({ lat: 44.7, lng: 8.1 });
  });

  it('opens on the whole area when the home has no pin yet', async () => {
    render(<PlaceOnMap pin={null} onPlace={() => {}} language="it" accessToken="pk.test" />);
    await waitFor(() => expect(drawn.options).toHaveLength(1));
    expect(drawn.options[0]).toMatchObject({ center: { lat: 44.7, lng: 8.03 }, zoom: 8, pin: null, pinLabel: 'Il segnaposto dell’immobile' });
    expect(screen.getByRole('region', { name: 'Faccia clic sulla mappa dove si trova l’immobile, o ne trascini il segnaposto.' })).toBeTruthy();
  });

  it('moves the pin when the numbers change, and takes it away when they go', async () => {
    const { rerender } = render(<PlaceOnMap pin={{ lat: 44.61, lng: 7.94 }} onPlace={() => {}} language="en" accessToken="pk.test" />);
    await waitFor(() => expect(drawn.options).toHaveLength(1));
    rerender(<PlaceOnMap pin={{ lat: 44.5, lng: 8.2 }} onPlace={() => {}} language="en" accessToken="pk.test" />);
    expect(lastPin()).toEqual({ lat: 44.5, lng: 8.2 });
    rerender(<PlaceOnMap pin={null} onPlace={() => {}} language="en" accessToken="pk.test" />);
    expect(lastPin()).toBeNull();
    expect(drawn.options).toHaveLength(1);
  });

  it('gives up the map, with a sentence, when Mapbox cannot be reached', async () => {
    const { container } = render(<PlaceOnMap pin={null} onPlace={() => {}} language="en" accessToken="pk.test" />);
    await waitFor(() => expect(drawn.options).toHaveLength(1));
    act(() => drawn.options[0].onUnavailable());
    expect(container.textContent).toMatch(/^The map could not be loaded \(Mapbox cannot be reached, or this browser cannot draw maps\)\./);
    expect(drawn.destroyed).toBe(1);
  });

  it('gives up the map, with a sentence, when the browser cannot draw it', async () => {
    drawn.throws = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<PlaceOnMap pin={null} onPlace={() => {}} language="en" accessToken="pk.test" />);
    await waitFor(() => expect(container.textContent).toMatch(/^The map could not be loaded/));
    expect(error).toHaveBeenCalledWith('Map could not be shown', expect.any(Error));
    error.mockRestore();
  });
});
