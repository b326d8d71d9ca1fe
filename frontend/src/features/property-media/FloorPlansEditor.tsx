import { useId, useState, type FormEvent } from 'react';
import { useDeleteFloorPlan } from './api/delete-floor-plan';
import { useReorderFloorPlans } from './api/reorder-floor-plans';
import { useUpdateFloorPlan } from './api/update-floor-plan';
import { useUploadFloorPlan } from './api/upload-floor-plan';
import { PdfPlanLink } from './FloorPlans';
import { movedIds } from './media-order';
import type { FloorPlan } from './types';
import styles from './PropertyMedia.module.css';

/** '' (not known) or a whole number of m²; the server says what is out of range. */
function parseArea(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

function failure(error: unknown, fallback: string): string {
  return error instanceof Error ? error.message : fallback;
}

interface FloorPlanRowProps {
  propertyRef: string;
  plan: FloorPlan;
  /** The plans' ids with this one moved up (-1) or down (+1); null where it cannot move. */
  movedIds: (step: -1 | 1) => number[] | null;
  onMessage: (message: string) => void;
}

/** One floor: its drawing, its label and area to change, its place in the order, Delete. */
function FloorPlanRow({ propertyRef, plan, movedIds, onMessage }: FloorPlanRowProps) {
  const id = useId();
  const update = useUpdateFloorPlan();
  const reorder = useReorderFloorPlans();
  const remove = useDeleteFloorPlan();
  const [label, setLabel] = useState(plan.label);
  const [area, setArea] = useState(plan.area_sqm?.toString() ?? '');

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const saved = await update.mutateAsync({ propertyRef, id: plan.id, label, areaSqm: parseArea(area) });
      onMessage(`Saved "${saved.label}".`);
    } catch (error) {
      onMessage(failure(error, 'The floor plan was not saved'));
    }
  };
  const move = async (step: -1 | 1) => {
    const ids = movedIds(step);
    if (!ids) return;
    try {
      await reorder.mutateAsync({ propertyRef, ids });
      onMessage(`Moved "${plan.label}" ${step < 0 ? 'up' : 'down'}.`);
    } catch (error) {
      onMessage(failure(error, 'The floor plans were not reordered'));
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync({ propertyRef, id: plan.id });
      onMessage(`Deleted "${plan.label}".`);
    } catch (error) {
      onMessage(failure(error, 'The floor plan was not deleted'));
    }
  };

  return (
    <li className={styles.planRow}>
      {plan.format === 'pdf' ? (
        <PdfPlanLink plan={plan} name={`${plan.label} (PDF)`} className={`${styles.pdfPlan} ${styles.planThumb}`} />
      ) : (
        <img src={plan.image} alt={plan.label} width={160} height={120} className={styles.planThumb} />
      )}
      <form onSubmit={(event) => void onSave(event)} aria-label={`Floor plan ${plan.label}`} className={styles.planFields}>
        <label htmlFor={`${id}-label`}>Floor</label>
        <input id={`${id}-label`} value={label} maxLength={60} required onChange={(e) => setLabel(e.target.value)} />
        <label htmlFor={`${id}-area`}>Area (m², optional)</label>
        <input id={`${id}-area`} type="number" inputMode="numeric" min={1} max={10000} value={area} onChange={(e) => setArea(e.target.value)} />
        <div className={styles.planButtons}>
          <button type="submit" className="button" disabled={update.isPending}>
            Save<span className="visually-hidden"> {plan.label}</span>
          </button>
          <button type="button" className="button" disabled={!movedIds(-1) || reorder.isPending} onClick={() => void move(-1)}>
            Move up<span className="visually-hidden"> {plan.label}</span>
          </button>
          <button type="button" className="button" disabled={!movedIds(1) || reorder.isPending} onClick={() => void move(1)}>
            Move down<span className="visually-hidden"> {plan.label}</span>
          </button>
          <button type="button" className="button" disabled={remove.isPending} onClick={() => void onDelete()}>
            Delete<span className="visually-hidden"> {plan.label}</span>
          </button>
        </div>
      </form>
    </li>
  );
}

/** The staff's floor plans of a stored property: one drawing per floor (a JPEG or PNG picture, or a PDF), in order. */
export function FloorPlansEditor({ propertyRef, plans }: { propertyRef: string; plans: FloorPlan[] }) {
  const id = useId();
  const upload = useUploadFloorPlan();
  const [file, setFile] = useState<File | null>(null);
  const [label, setLabel] = useState('');
  const [area, setArea] = useState('');
  const [message, setMessage] = useState('');

  const onUpload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!file) {
      setMessage('Choose a drawing (.jpg, .png or .pdf) first.');
      return;
    }
    try {
      const plan = await upload.mutateAsync({ propertyRef, file, label, areaSqm: parseArea(area) });
      setMessage(`Uploaded "${plan.label}".`);
      setLabel('');
      setArea('');
      setFile(null);
      form.reset();
    } catch (error) {
      setMessage(failure(error, 'Upload failed'));
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Floor plans
      </h2>
      <ol className={styles.planRows} aria-label="Floor plans, in the page's order">
        {plans.map((plan, index) => (
          <FloorPlanRow
            key={`${plan.id}-${plan.label}-${plan.area_sqm ?? ''}`}
            propertyRef={propertyRef}
            plan={plan}
            movedIds={(step) => movedIds(plans, index, step)}
            onMessage={setMessage}
          />
        ))}
      </ol>
      <form className={styles.editorForm} onSubmit={(event) => void onUpload(event)} aria-label="Add a floor plan">
        <label htmlFor={`${id}-file`}>Drawing (.jpg, .png or .pdf, at most 10 MB)</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,.jpg,.jpeg,image/png,.png,application/pdf,.pdf"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <label htmlFor={`${id}-label`}>Floor, e.g. Ground floor</label>
        <input id={`${id}-label`} value={label} maxLength={60} onChange={(e) => setLabel(e.target.value)} />
        <label htmlFor={`${id}-area`}>Area (m², optional)</label>
        <input id={`${id}-area`} type="number" inputMode="numeric" min={1} max={10000} value={area} onChange={(e) => setArea(e.target.value)} />
        <button type="submit" className="button" disabled={upload.isPending}>
          Upload floor plan
        </button>
      </form>
      <p aria-live="polite">{message}</p>
    </section>
  );
}
