import { useEffect, useRef, useState } from 'react';
import { useDeletePropertyDocument } from './api/delete-property-document';
import { useReorderPropertyDocuments } from './api/reorder-property-documents';
import { formatFileSize } from '@/lib/format-number';
import { movedIds } from './media-order';
import type { PropertyDocument } from './types';
import styles from './PropertyMedia.module.css';

export const VISIBILITY_LABELS: Record<PropertyDocument['visibility'], string> = {
  public: 'Public download',
  on_request: 'On request',
};

/** The row last moved and which way, so its button keeps the keyboard's focus. */
interface Moved {
  id: number;
  step: -1 | 1;
}

interface DocumentRowProps {
  propertyRef: string;
  document: PropertyDocument;
  /** Its place in the list: the focus follows the row when it moves. */
  index: number;
  /** The ids with this document moved up (-1) or down (+1); null where it cannot move. */
  idsMoved: (step: -1 | 1) => number[] | null;
  /** The step of this row's last move, if it was the row last moved. */
  lastMove: -1 | 1 | null;
  onMoved: (moved: Moved) => void;
  onMessage: (message: string) => void;
}

function DocumentRow({ propertyRef, document, index, idsMoved, lastMove, onMoved, onMessage }: DocumentRowProps) {
  const reorder = useReorderPropertyDocuments();
  const remove = useDeletePropertyDocument();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);

  // After a move the row is drawn in its new place (React may move its element, which drops
  // the focus): put the focus back on the button pressed, or on the other one at an end.
  useEffect(() => {
    if (lastMove === null) return;
    const [pressed, other] = lastMove < 0 ? [up.current, down.current] : [down.current, up.current];
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  }, [lastMove, index]);

  const move = async (step: -1 | 1) => {
    const ids = idsMoved(step);
    // Not `disabled` while a move runs: a disabled button would lose the keyboard's focus.
    if (!ids || reorder.isPending) return;
    try {
      await reorder.mutateAsync({ propertyRef, ids });
      onMoved({ id: document.id, step });
      onMessage(`Moved "${document.title}" ${step < 0 ? 'up' : 'down'}.`);
    } catch (error) {
      onMessage(error instanceof Error ? error.message : 'The documents were not reordered');
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync({ propertyRef, id: document.id });
      onMessage(`Deleted "${document.title}".`);
    } catch (error) {
      onMessage(error instanceof Error ? error.message : 'The document was not deleted');
    }
  };

  return (
    <li>
      <span className={styles.documentTitle}>
        {document.title} ({VISIBILITY_LABELS[document.visibility]}, {formatFileSize(document.size_bytes, 'en')})
      </span>
      <span className={styles.planButtons}>
        <button ref={up} type="button" className="button" disabled={!idsMoved(-1)} onClick={() => void move(-1)}>
          Move up<span className="visually-hidden"> {document.title}</span>
        </button>
        <button ref={down} type="button" className="button" disabled={!idsMoved(1)} onClick={() => void move(1)}>
          Move down<span className="visually-hidden"> {document.title}</span>
        </button>
        <button type="button" className="button" disabled={remove.isPending} onClick={() => void onDelete()}>
          Delete<span className="visually-hidden"> {document.title}</span>
        </button>
      </span>
    </li>
  );
}

/**
 * The staff's list of a property's documents in the order the page and the brochure show
 * them: each moves up or down (buttons, so the keyboard reaches them) or is deleted.
 */
export function DocumentRows({
  propertyRef,
  documents,
  onMessage,
}: {
  propertyRef: string;
  documents: readonly PropertyDocument[];
  onMessage: (message: string) => void;
}) {
  const [moved, setMoved] = useState<Moved | null>(null);
  return (
    <ol className={styles.documents} aria-label="Documents, in the page's order">
      {documents.map((document, index) => (
        <DocumentRow
          key={document.id}
          propertyRef={propertyRef}
          document={document}
          index={index}
          idsMoved={(step) => movedIds(documents, index, step)}
          lastMove={moved?.id === document.id ? moved.step : null}
          onMoved={setMoved}
          onMessage={onMessage}
        />
      ))}
    </ol>
  );
}
