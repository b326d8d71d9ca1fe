import { useId, useMemo, useState } from 'react';
import { PlaceOnMap } from '@/features/map';
import { checkCoordinates } from '../lib/settings-rules';
import { coordinatesFromMapLink, openStreetMapLink } from '../lib/map-link';
import { fieldsFromPin, pinFromFields } from '../lib/map-pin';
import { TextField } from './TextField';
import styles from './editor.module.css';

interface CoordinatesFieldsProps {
  latitude: string;
  longitude: string;
  onChange: (latitude: string, longitude: string) => void;
}

/**
 * The home's spot on the public map (SPEC §2: latitude and longitude, numeric inputs), placed
 * by a click on a map or by dragging its pin (issue 43), or filled from a map link she pastes,
 * with a link to check it on OpenStreetMap. The map and the fields follow each other; the
 * fields and the link are the way in from a keyboard, and the only one where no map can be
 * shown (no Mapbox token, no connection).
 */
export function CoordinatesFields({ latitude, longitude, onChange }: CoordinatesFieldsProps) {
  const [link, setLink] = useState('');
  const [reading, setReading] = useState('');
  const hintId = useId();
  const privacyId = useId();
  const checkable = latitude.trim() !== '' && longitude.trim() !== '' && checkCoordinates(latitude, longitude).ok;
  const { pin, problem } = useMemo(() => pinFromFields(latitude, longitude), [latitude, longitude]);

  const readLink = (pasted: string) => {
    setLink(pasted);
    if (pasted.trim() === '') {
      setReading('');
      return;
    }
    const found = coordinatesFromMapLink(pasted);
    if (!found.ok) {
      setReading(found.message);
      return;
    }
    onChange(found.latitude, found.longitude);
    setReading(`Filled in from the link: latitude ${found.latitude}, longitude ${found.longitude}.`);
  };

  const placeOnMap = (position: { lat: number; lng: number }) => {
    const placed = fieldsFromPin(position);
    // A link pasted before no longer says where the pin is.
    setLink('');
    onChange(placed.latitude, placed.longitude);
    setReading(`Placed on the map: latitude ${placed.latitude}, longitude ${placed.longitude}.`);
  };

  return (
    <fieldset className={styles.group} aria-describedby={`${hintId} ${privacyId}`}>
      <legend>Place on the map</legend>
      <p id={hintId} className={styles.hint}>
        Where the pin goes on the home&rsquo;s public map (the Langhe are near latitude 44.6, longitude 8.0). Leave both numbers
        empty for no pin.
      </p>
      <p id={privacyId} className={styles.hint}>
        Buyers see the pin where you put it, on a map that calls it only an indication: if the owner wants discretion, put it
        near the home, not on it.
      </p>
      {/* A staff screen: English, as the rest of the dialog. */}
      <PlaceOnMap pin={pin} onPlace={placeOnMap} language="en" />
      <TextField
        label="Paste a Google Maps or OpenStreetMap link"
        hint="Or the numbers Google Maps copies when you right-click the spot."
        value={link}
        onChange={readLink}
        inputMode="url"
        autoComplete="off"
      />
      <p role="status" className={styles.hint}>
        {reading}
      </p>
      <TextField
        label="Latitude"
        hint="With a decimal point, from -90 to 90, e.g. 44.6106"
        data-field="latitude"
        value={latitude}
        onChange={(value) => onChange(value, longitude)}
        type="number"
        step="any"
        inputMode="decimal"
        aria-invalid={problem === 'Latitude is invalid' || undefined}
      />
      <TextField
        label="Longitude"
        hint="With a decimal point, from -180 to 180, e.g. 7.9428"
        data-field="longitude"
        value={longitude}
        onChange={(value) => onChange(latitude, value)}
        type="number"
        step="any"
        inputMode="decimal"
        aria-invalid={problem === 'Longitude is invalid' || undefined}
      />
      {problem && <p className={styles.hint}>{problem}: the pin comes back on the map once both numbers are valid.</p>}
      {checkable && (
        <a className={styles.hintLink} href={openStreetMapLink(latitude, longitude)} target="_blank" rel="noopener noreferrer">
          Check the spot on OpenStreetMap<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </fieldset>
  );
}
