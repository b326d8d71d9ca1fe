import { useId, useState, type FormEvent } from 'react';
import { usePropertyMedia } from './api/get-property-media';
import { useSetPropertyTour } from './api/set-property-tour';
import { useUploadPropertyDocument } from './api/upload-property-document';
import { DocumentRows, VISIBILITY_LABELS } from './DocumentRows';
import { FloorPlansEditor } from './FloorPlansEditor';
import type { PropertyDocument } from './types';
import styles from './PropertyMedia.module.css';

/** The staff's floor plans, documents and tour of a stored property, in the editor. */
export function PropertyMediaEditor({ propertyRef }: { propertyRef: string }) {
  const id = useId();
  const { data } = usePropertyMedia(propertyRef);
  const upload = useUploadPropertyDocument();
  const saveTour = useSetPropertyTour();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [visibility, setVisibility] = useState<PropertyDocument['visibility']>('public');
  const [tour, setTour] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  const onUpload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React clears currentTarget once the handler returns: kept before the upload is awaited,
    // or clearing the form after it threw ("reading 'reset'") and the PDF was uploaded twice.
    const form = event.currentTarget;
    if (!file) {
      setMessage('Choose a PDF first.');
      return;
    }
    try {
      await upload.mutateAsync({ propertyRef, file, title, visibility });
      setMessage(`Uploaded "${title.trim()}".`);
      setTitle('');
      setFile(null);
      form.reset();
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'Upload failed');
    }
  };

  const onTour = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await saveTour.mutateAsync({ propertyRef, url: tour ?? data?.tour?.url ?? '' });
      setMessage('Tour saved.');
      setTour(null);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The tour was not saved');
    }
  };

  return (
    <>
    <FloorPlansEditor propertyRef={propertyRef} plans={data?.floor_plans ?? []} />
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Documents and virtual tour
      </h2>
      <DocumentRows propertyRef={propertyRef} documents={data?.documents ?? []} onMessage={setMessage} />
      <form className={styles.editorForm} onSubmit={(event) => void onUpload(event)} aria-label="Add a document">
        <label htmlFor={`${id}-file`}>PDF (at most 20 MB)</label>
        <input id={`${id}-file`} type="file" accept="application/pdf,.pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        <label htmlFor={`${id}-doc-title`}>Document title</label>
        <input id={`${id}-doc-title`} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
        <label htmlFor={`${id}-visibility`}>Who may download it</label>
        <select
          id={`${id}-visibility`}
          value={visibility}
          onChange={(e) => setVisibility(e.target.value === 'on_request' ? 'on_request' : 'public')}
        >
          <option value="public">{VISIBILITY_LABELS.public}</option>
          <option value="on_request">{VISIBILITY_LABELS.on_request}</option>
        </select>
        <button type="submit" className="button" disabled={upload.isPending}>
          Upload document
        </button>
      </form>
      <form className={styles.editorForm} onSubmit={(event) => void onTour(event)} aria-label="Virtual tour">
        <label htmlFor={`${id}-tour`}>Virtual tour address (Matterport, Kuula or YouTube; empty for none)</label>
        <input id={`${id}-tour`} type="url" value={tour ?? data?.tour?.url ?? ''} onChange={(e) => setTour(e.target.value)} />
        <button type="submit" className="button" disabled={saveTour.isPending}>
          Save tour
        </button>
      </form>
      <p aria-live="polite">{message}</p>
    </section>
    </>
  );
}
