import { useId } from 'react';
import { TextField } from './TextField';
import styles from './editor.module.css';

interface PriceFieldsProps {
  price: number;
  sold: boolean;
  description: string;
  onPrice: (price: number) => void;
  onSold: (sold: boolean) => void;
  onDescription: (description: string) => void;
}

/** Price (whole euros, min 0; 0 means 'Please call'), its note, and the sold mark. */
export function PriceFields({ price, sold, description, onPrice, onSold, onDescription }: PriceFieldsProps) {
  const soldId = useId();
  return (
    <>
      <TextField
        label="Price (€)"
        type="number"
        min={0}
        step={1}
        value={String(price)}
        onChange={(value) => onPrice(Math.max(0, Math.round(Number(value) || 0)))}
      />
      <TextField label="Price description" value={description} onChange={onDescription} />
      <div className={styles.check}>
        <input id={soldId} type="checkbox" checked={sold} onChange={(e) => onSold(e.target.checked)} />
        <label htmlFor={soldId}>Sold</label>
      </div>
    </>
  );
}
