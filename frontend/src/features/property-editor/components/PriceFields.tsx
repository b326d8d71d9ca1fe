import { useId } from 'react';
import { PriceInput } from './PriceInput';
import { TextField } from './TextField';
import styles from './editor.module.css';

interface PriceFieldsProps {
  price: number;
  sold: boolean;
  underOffer: boolean;
  showReduction: boolean;
  description: string;
  onPrice: (price: number) => void;
  onSold: (sold: boolean) => void;
  onUnderOffer: (underOffer: boolean) => void;
  onShowReduction: (show: boolean) => void;
  onDescription: (description: string) => void;
}

/**
 * Price (whole euros, min 0; 0 means 'Please call'), its note, the sold and under-offer marks
 * (a sold home is no longer under offer, so that box goes out while Sold is ticked), and the
 * owner's choice to show a reduction.
 */
export function PriceFields(props: PriceFieldsProps) {
  const { price, sold, underOffer, showReduction, description } = props;
  const soldId = useId();
  const underOfferId = useId();
  const reductionId = useId();
  return (
    <>
      <PriceInput label="Price (€)" value={price} onChange={props.onPrice} />
      <TextField label="Price description" value={description} onChange={props.onDescription} />
      <div className={styles.check}>
        <input id={soldId} type="checkbox" checked={sold} onChange={(e) => props.onSold(e.target.checked)} />
        <label htmlFor={soldId}>Sold</label>
      </div>
      <div className={styles.check}>
        <input
          id={underOfferId}
          type="checkbox"
          checked={underOffer && !sold}
          disabled={sold}
          onChange={(e) => props.onUnderOffer(e.target.checked)}
        />
        <label htmlFor={underOfferId}>Under offer</label>
      </div>
      <div className={styles.check}>
        <input id={reductionId} type="checkbox" checked={showReduction} onChange={(e) => props.onShowReduction(e.target.checked)} />
        <label htmlFor={reductionId}>Show price reductions to visitors (the owner agreed)</label>
      </div>
    </>
  );
}
