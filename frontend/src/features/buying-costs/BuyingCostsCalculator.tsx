import { useId, useState } from 'react';
import { SmartLink } from '@/components/SmartLink';
import { ApproximatePrice } from '@/features/currency';
import { paths } from '@/config/paths';
import { useSearchParams } from 'react-router-dom';
import { formatEuroRange } from '@/lib/format-number';
import type { Language } from '@/lib/i18n';
import { parseShareKey, type Property } from '@/features/property-data';
import { useBuyingCosts, type BuyerUse, type BuyingCostLine, type BuyingCosts, type CostChoices, type TaxBasis } from './api/get-buying-costs';
import { BUYING_COSTS_TEXT, costLineNote, rulesAsOf } from './buying-costs-text';
import { ITALIAN_RULE_BOOK, ruleSetInForce, today } from './rule-book';
import { TotalAnnouncement } from './TotalAnnouncement';
import styles from './BuyingCosts.module.css';


function CostTable({ costs, language, caption }: { costs: BuyingCosts; language: Language; caption: string }) {
  const text = BUYING_COSTS_TEXT[language];
  const label = (line: BuyingCostLine) => text.labels[line.key] ?? line.label;
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.item}</th>
            <th scope="col">{text.amount}</th>
          </tr>
        </thead>
        <tbody>
          {costs.lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">
                {label(line)}
                {line.estimate && ` (${text.estimate})`}
                <span className={styles.basis}>{costLineNote(line, costs.agency_fee_percent, language)}</span>
              </th>
              <td>{formatEuroRange(line.amount, line.amount_max, language)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{text.total}</th>
            <td>
              <span data-testid="buying-costs-total">{formatEuroRange(costs.total, costs.total_max, language)}</span>
              {/* The total in the visitor's currency too: what they budget in. */}
              <ApproximatePrice euros={costs.total} upTo={costs.total_max} sold={false} className={styles.approx} />
            </td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.rules}>{rulesAsOf(costs.rules_as_of, language)}</p>
    </>
  );
}

interface ChoiceProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

function Choice<T extends string>({ legend, name, value, options, onChange }: ChoiceProps<T>) {
  return (
    <fieldset className={styles.choice}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * On the price, a private seller's sale is taxed at the most a buyer would pay: where the
 * cadastral value is not known to the site, say so, and that the usual figure is far lower.
 */
function UpperBoundNote({ costs, language }: { costs: BuyingCosts; language: Language }) {
  if (costs.seller !== 'private' || costs.basis !== 'price') return null;
  const text = BUYING_COSTS_TEXT[language];
  return (
    <p className={styles.note} data-testid="upper-bound-note">
      {text.upperBound}{' '}
      <SmartLink href={`${language === 'it' ? paths.it.buyersGuide : paths.buyersGuide}#buying-taxes`}>{text.upperBoundGuide}</SmartLink>
    </p>
  );
}

interface BuyingCostsCalculatorProps {
  property: Property;
  language?: Language;
}

/**
 * What buying the home costs on top of its price (GET /properties/{ref}/costs): first or
 * second home, on the price or the cadastral value when staff entered it. On paper, the
 * estimate for a second home.
 */
export function BuyingCostsCalculator({ property, language = 'en' }: BuyingCostsCalculatorProps) {
  // An unlisted listing's estimate needs its share key, as its page does.
  const [search] = useSearchParams();
  const shareKey = parseShareKey(search.get('key'));
  const text = BUYING_COSTS_TEXT[language];
  const id = useId();
  const options = property.buying_cost_options;
  const [buyer, setBuyer] = useState<BuyerUse>('second_home');
  // A private seller's buyer may ask for the tax on the cadastral value (prezzo-valore, L.
  // 266/2005 c. 497), and nearly everyone does: it is the usual figure, the price the exception.
  const [basis, setBasis] = useState<TaxBasis>(options.cadastral_basis_available ? 'cadastral' : 'price');
  const [changed, setChanged] = useState(false);
  const choices: CostChoices = {
    buyer: options.first_home_available ? buyer : 'second_home',
    basis: options.cadastral_basis_available ? basis : 'price',
  };
  // A sold home or one whose price is not published has no estimate: nothing is asked.
  const computable = !property.sold && Boolean(property.price);
  const shown = useBuyingCosts(property.ref, choices, shareKey, computable);
  // On paper: a second home, on the basis the screen opens on.
  const brochure: CostChoices = { buyer: 'second_home', basis: options.cadastral_basis_available ? 'cadastral' : 'price' };
  const printed = useBuyingCosts(property.ref, brochure, shareKey, computable);
  if (!computable) return null;

  const buyers = [
    ...(options.first_home_available ? [{ value: 'first_home' as const, label: text.firstHome }] : []),
    { value: 'second_home' as const, label: text.secondHome },
  ];
  return (
    <section className={styles.costs} aria-labelledby={`${id}-title`} id="buying-costs">
      <h2 id={`${id}-title`} className={styles.title}>
        {text.title}
      </h2>
      <div data-print="hide">
        <p className={styles.intro}>{text.intro}</p>
        {buyers.length > 1 && (
          <Choice
            legend={text.buyerLegend}
            name={`${id}-buyer`}
            value={choices.buyer}
            options={buyers}
            onChange={(value) => {
              setBuyer(value);
              setChanged(true);
            }}
          />
        )}
        {options.cadastral_basis_available && (
          <Choice
            legend={text.basisLegend}
            name={`${id}-basis`}
            value={choices.basis}
            options={[
              { value: 'price', label: text.price },
              { value: 'cadastral', label: text.cadastral },
            ]}
            onChange={(value) => {
              setBasis(value);
              setChanged(true);
            }}
          />
        )}
        <TotalAnnouncement costs={shown.isPlaceholderData ? undefined : shown.data} changed={changed} language={language} />
        <div aria-busy={shown.isFetching}>
          {shown.data ? (
            <CostTable costs={shown.data} language={language} caption={choices.buyer === 'first_home' ? text.firstHome : text.secondHome} />
          ) : (
            <p>{shown.isError ? text.failed : text.loading}</p>
          )}
        </div>
        {shown.data && <UpperBoundNote costs={shown.data} language={language} />}
        {choices.buyer === 'first_home' && <p className={styles.note}>{text.firstHomeNote(ruleSetInForce(ITALIAN_RULE_BOOK, today()).firstHomeResidenceMonths)}</p>}
      </div>
      <div className={styles.printOnly}>{printed.data && <CostTable costs={printed.data} language={language} caption={text.printTitle} />}</div>
    </section>
  );
}
