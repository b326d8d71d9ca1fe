import { useId, useState } from 'react';
import { checkCoordinates } from '../lib/settings-rules';
import { coordinatesFromMapLink, openStreetMapLink } from '../lib/map-link';
import { TextField } from './TextField';
import styles from './editor.module.css';

interface CoordinatesFieldsProps {
  latitude: string;
  longitude: string;
  onChange: (latitude: string, longitude: string) => void;
}

/**
 * The home's spot on the public map (SPEC §2: latitude and longitude, numeric inputs) filled
 * from a map link she pastes, with a link to check it on OpenStreetMap. A map to click on
 * would be better still; Mapbox is not loaded in the editor (nor in tests).
 */
export function CoordinatesFields({ latitude, longitude, onChange }: CoordinatesFieldsProps) {
  const [link, setLink] = useState('');
  const [reading, setReading] = useState('');
  const hintId = useId();
  const checkable = latitude.trim() !== '' && longitude.trim() !== '' && checkCoordinates(latitude, longitude).ok;

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

  return (
    <fieldset className={styles.group} aria-describedby={hintId}>
      <legend>Place on the map</legend>
      <p id={hintId} className={styles.hint}>
        Where the pin goes on the public map, which says it is only an indication. Paste a link to the spot, or type the numbers
        (the Langhe are near latitude 44.6, longitude 8.0). Leave both empty for no pin.
      </p>
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
        hint="With a decimal point, e.g. 44.6106"
        data-field="latitude"
        value={latitude}
        onChange={(value) => onChange(value, longitude)}
        type="number"
        step="any"
        inputMode="decimal"
      />
      <TextField
        label="Longitude"
        hint="With a decimal point, e.g. 7.9428"
        value={longitude}
        onChange={(value) => onChange(latitude, value)}
        type="number"
        step="any"
        inputMode="decimal"
      />
      {checkable && (
        <a className={styles.hintLink} href={openStreetMapLink(latitude, longitude)} target="_blank" rel="noopener noreferrer">
          Check the spot on OpenStreetMap<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </fieldset>
  );
}
