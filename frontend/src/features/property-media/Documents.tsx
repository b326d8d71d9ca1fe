import { askInEnquiry } from '@/features/enquiry';
import type { PropertyDocument } from './types';
import styles from './PropertyMedia.module.css';

export function documentSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The message the enquiry form opens with when a visitor asks for a document. */
export function documentRequestMessage(title: string, propertyRef: string): string {
  return `Please send me the document "${title}" for property ${propertyRef}.`;
}

/**
 * PDFs, in the staff's order: a public one downloads; one offered on request opens the page's
 * enquiry form with a message naming it. On paper (the brochure) the same list, saying where
 * each is to be had instead of the buttons.
 */
export function Documents({ documents, propertyRef }: { documents: readonly PropertyDocument[]; propertyRef: string }) {
  return (
    <ul className={styles.documents}>
      {documents.map((document) => (
        <li key={document.id}>
          <span className={styles.documentTitle}>{document.title}</span>
          {document.visibility === 'public' && document.download_url ? (
            <a className="button" href={document.download_url} download data-print="hide">
              Download PDF<span className="visually-hidden">: {document.title}</span> ({documentSize(document.size_bytes)})
            </a>
          ) : (
            <button
              type="button"
              className="button"
              data-print="hide"
              onClick={() => askInEnquiry(documentRequestMessage(document.title, propertyRef))}
            >
              Ask for it<span className="visually-hidden">: {document.title}</span>
            </button>
          )}
          <span className={styles.printOnly}>
            {document.visibility === 'public' ? `PDF (${documentSize(document.size_bytes)}), on the property's page` : 'On request'}
          </span>
        </li>
      ))}
    </ul>
  );
}
