import { useState } from 'react';
import { useConsent } from '@/lib/consent';
import { useLanguage } from '@/lib/i18n';
import { MEDIA_TEXT } from './media-text';
import type { PropertyTour } from './types';
import styles from './PropertyMedia.module.css';

/**
 * What the tour's frame may do: run its player (scripts, its own origin's storage), open
 * links in a new window (which leaves the sandbox) and cast; never navigate our page away
 * (no `allow-top-navigation`), submit forms or open dialogs over it. Matterport, Kuula and
 * YouTube players need no more.
 */
const TOUR_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';

const PROVIDER_NAMES: Record<PropertyTour['provider'], string> = {
  matterport: 'Matterport',
  kuula: 'Kuula',
  youtube: 'YouTube',
};

/**
 * The virtual tour, click-to-load like the site's videos: its frame is created only after
 * the visitor asks for it AND has accepted cookies; before that nothing leaves the site (the
 * page's policy lets frames load from the tour's host on this page alone).
 */
export function TourEmbed({ tour, title }: { tour: PropertyTour; title: string }) {
  const { choice, decide } = useConsent();
  const [requested, setRequested] = useState(false);
  const provider = PROVIDER_NAMES[tour.provider];
  const text = MEDIA_TEXT[useLanguage()];

  if (requested && choice === 'accepted') {
    return (
      <div className={styles.tourFrame}>
        <iframe
          className={styles.tourIframe}
          src={tour.embed_url}
          sandbox={TOUR_SANDBOX}
          title={text.tourTitle(title)}
          allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }

  return (
    <div className={styles.tourFrame}>
      {requested ? (
        <div className={styles.tourConsent}>
          <p>{text.tourHosted(provider)}</p>
          <button type="button" className="button button-primary" onClick={() => decide('accepted')}>
            {text.tourAccept}
          </button>
          <a className={styles.tourExternal} href={tour.url} rel="noopener" target="_blank">
            {text.tourElsewhere(provider)}
          </a>
        </div>
      ) : (
        <button type="button" className={styles.tourStart} onClick={() => setRequested(true)}>
          {text.tourOpen(provider)}
        </button>
      )}
    </div>
  );
}
