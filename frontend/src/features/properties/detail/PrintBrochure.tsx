import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { absoluteUrl } from '@/components/usePageMeta';
import { CONTACT_DETAILS } from '@/config/contact-details';
import { paths } from '@/config/paths';
import { parseShareKey, shareKeyQuery } from '@/features/property-data';
import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import styles from './detail.module.css';

/** Longest wait for the brochure's pictures before the print dialog opens anyway. */
const PICTURE_WAIT_MS = 4000;

function brochurePictures(): HTMLImageElement[] {
  return [...document.querySelectorAll<HTMLImageElement>('[data-brochure] img, [data-brochure-qr]')];
}

function loaded(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Gallery thumbnails load when scrolled near; the brochure's few are fetched now and waited
 * for (briefly), so the paper copy does not show empty frames.
 */
async function printBrochure() {
  const pictures = brochurePictures();
  for (const picture of pictures) picture.loading = 'eager';
  await Promise.race([
    Promise.all(pictures.map(loaded)),
    new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS)),
  ]);
  window.print();
}

/**
 * The brochure's pictures wait (lazily) until someone prints; a print from the browser's own
 * menu starts fetching them too, and they are in on the next try if not in time for this one.
 */
function useLoadBrochurePicturesOnPrint() {
  useEffect(() => {
    const load = () => {
      for (const picture of brochurePictures()) picture.loading = 'eager';
    };
    window.addEventListener('beforeprint', load);
    return () => window.removeEventListener('beforeprint', load);
  }, []);
}

export function PrintBrochureButton() {
  useLoadBrochurePicturesOnPrint();
  const text = CATALOGUE_TEXT[useLanguage()].brochure;
  return (
    <button type="button" className={styles.printButton} onClick={() => void printBrochure()} data-print="hide">
      {text.print}
    </button>
  );
}

/** The consultant's details and a QR code that opens this page: on paper only. */
export function BrochureContact({ propertyRef }: { propertyRef: string }) {
  // An unlisted listing's QR code encodes its share link: the request carries the key.
  const [search] = useSearchParams();
  const language = useLanguage();
  const text = CATALOGUE_TEXT[language].brochure;
  const keyQuery = shareKeyQuery(parseShareKey(search.get('key')));
  // The address the server's QR code opens: this page, in this page's language.
  const pagePath = language === 'it' ? paths.italianPropertyDetail(propertyRef) : paths.propertyDetail(propertyRef);
  const pageUrl = absoluteUrl(pagePath) + keyQuery;
  const qrQuery = language === 'it' ? `${keyQuery ? `${keyQuery}&` : '?'}lang=it` : keyQuery;
  return (
    <section className={styles.brochureContact} aria-label={text.contactLabel}>
      <div>
        <h2 className={styles.brochureHeading}>{text.consultant}</h2>
        <p>
          {CONTACT_DETAILS.consultant}, {CONTACT_DETAILS.businessName}
          <br />
          {CONTACT_DETAILS.street}, {CONTACT_DETAILS.postcodeTown}
          <br />
          {text.phone} {CONTACT_DETAILS.phoneDisplay} · {text.mobile} {CONTACT_DETAILS.mobileDisplay}
          <br />
          {CONTACT_DETAILS.email}
        </p>
      </div>
      <figure className={styles.qr}>
        {/* Drawn by our server (GET /api/properties/{ref}/qr): no third party sees the page. */}
        <img data-brochure-qr src={`/api/properties/${propertyRef}/qr${qrQuery}`} alt={text.qrAlt} width={96} height={96} loading="lazy" />
        <figcaption>
          {text.scan}
          <br />
          {pageUrl}
        </figcaption>
      </figure>
    </section>
  );
}
