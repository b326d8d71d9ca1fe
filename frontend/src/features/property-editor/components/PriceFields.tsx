import { useId } from 'react';
import { PriceInput } from './PriceInput';
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
      <PriceInput label="Price (€)" value={price} onChange={onPrice} />
      <TextField label="Price description" value={description} onChange={onDescription} />
      <div className={styles.check}>
        <input id={soldId} type="checkbox" checked={sold} onChange={(e) => onSold(e.target.checked)} />
        <label htmlFor={soldId}>Sold</label>
      </div>
    </>
  );
}
