import { askInEnquiry } from '@/features/enquiry';
import { formatFileSize } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import { MEDIA_TEXT } from './media-text';
import type { PropertyDocument } from './types';
import styles from './PropertyMedia.module.css';

/**
 * PDFs, in the staff's order: a public one downloads; one offered on request opens the page's
 * enquiry form with a message naming it. On paper (the brochure) the same list, saying where
 * each is to be had instead of the buttons.
 */
export function Documents({ documents, propertyRef }: { documents: readonly PropertyDocument[]; propertyRef: string }) {
  const language = useLanguage();
  const text = MEDIA_TEXT[language];
  return (
    <ul className={styles.documents}>
      {documents.map((document) => {
        const size = formatFileSize(document.size_bytes, language);
        return (
          <li key={document.id}>
            <span className={styles.documentTitle}>{document.title}</span>
            {document.visibility === 'public' && document.download_url ? (
              <a className="button" href={document.download_url} download data-print="hide">
                {text.download}
                <span className="visually-hidden">: {document.title}</span> ({size})
              </a>
            ) : (
              <button
                type="button"
                className="button"
                data-print="hide"
                onClick={() => askInEnquiry(text.requestMessage(document.title, propertyRef))}
              >
                {text.askForIt}
                <span className="visually-hidden">: {document.title}</span>
              </button>
            )}
            <span className={styles.printOnly}>{document.visibility === 'public' ? text.onPage(size) : text.onRequest}</span>
          </li>
        );
      })}
    </ul>
  );
}
