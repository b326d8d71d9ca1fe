import { useState } from 'react';
import { useConsent } from '@/lib/consent';
import type { PropertyTour } from './types';
import styles from './PropertyMedia.module.css';

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

  if (requested && choice === 'accepted') {
    return (
      <div className={styles.tourFrame}>
        <iframe
          className={styles.tourIframe}
          src={tour.embed_url}
          title={`Virtual tour: ${title}`}
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
          <p>
            This tour is hosted by {provider}. Opening it loads content from {provider}, which may set
            cookies.
          </p>
          <button type="button" className="button button-primary" onClick={() => decide('accepted')}>
            Accept cookies and open the tour
          </button>
          <a className={styles.tourExternal} href={tour.url} rel="noopener" target="_blank">
            Open the tour on {provider} instead
          </a>
        </div>
      ) : (
        <button type="button" className={styles.tourStart} onClick={() => setRequested(true)}>
          Open the virtual tour ({provider})
        </button>
      )}
    </div>
  );
}
