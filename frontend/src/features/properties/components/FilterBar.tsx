import { useId, useRef, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTowns } from '@/features/towns';
import { useLanguage } from '@/lib/i18n';
import {
  kindLabel,
  BEDROOM_CHOICES,
  LIST_SORTS,
  type ListFilters,
  listFiltersQuery,
  parseListFilters,
  PRICE_STEP,
  PROPERTY_KINDS,
  withFilters,
} from '@/features/property-data';
import { FILTER_BAR_TEXT } from '../lib/filter-bar-text';
import { CATALOGUE_PATHS } from '../lib/catalogue-paths';
import styles from './FilterBar.module.css';

function activeCount(filters: ListFilters): number {
  return (
    [filters.minPrice, filters.maxPrice, filters.town, filters.minBedrooms].filter((v) => v !== null).length +
    (filters.kinds.length > 0 ? 1 : 0) +
    (filters.sort !== 'newest' ? 1 : 0)
  );
}

function PriceInput({ name, label, value }: { name: string; label: string; value: number | null }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="number" min={0} step={PRICE_STEP} inputMode="numeric" defaultValue={value ?? ''} />
    </div>
  );
}

/**
 * The list's filters as a plain GET form: it works before the app has started and without
 * JavaScript (the server draws the filtered page); with the app running, a submission moves
 * to the filtered first page without a reload. Its state is the address's query.
 *
 * The panel opens only when the visitor opens it, and closes when the filters are applied:
 * open, it filled a phone's screen over the results it had just asked for. Its summary says
 * how many filters are on, so a closed panel still tells what the list shows.
 */
export function FilterBar({ filters }: { filters: ListFilters }) {
  const language = useLanguage();
  const text = FILTER_BAR_TEXT[language];
  const navigate = useNavigate();
  const panel = useRef<HTMLDetailsElement>(null);
  const towns = useTowns().data ?? [];
  const id = useId();
  const count = activeCount(filters);
  // The list in the page's language: an Italian list's filters answer an Italian list.
  const firstPage = CATALOGUE_PATHS[language].listPage(1);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const search = new URLSearchParams();
    for (const [name, value] of data) if (typeof value === 'string') search.append(name, value);
    navigate(withFilters(firstPage, parseListFilters(search)));
    // The panel's own state (React does not hold it): closed over the results, the focus on
    // its summary rather than on a button it has just hidden.
    const details = panel.current;
    if (details) {
      details.open = false;
      details.querySelector('summary')?.focus();
    }
  };

  return (
    <details ref={panel} className={styles.bar}>
      <summary className={styles.summary}>
        {text.heading}
        {count > 0 && <span className={styles.count}> · {text.active(count)}</span>}
      </summary>
      {/* Re-keyed by the query so a new address resets the fields to it. */}
      <form key={listFiltersQuery(filters)} method="get" action={firstPage} onSubmit={submit} className={styles.form}>
        <PriceInput name="min_price" label={text.minPrice} value={filters.minPrice} />
        <PriceInput name="max_price" label={text.maxPrice} value={filters.maxPrice} />
        <div className={styles.field}>
          <label htmlFor={`${id}-town`}>{text.town}</label>
          <select id={`${id}-town`} name="town" defaultValue={filters.town === null ? '' : String(filters.town)}>
            <option value="">{text.anyTown}</option>
            {towns.map((town) => (
              <option key={town.id} value={String(town.id)}>
                {town.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-bedrooms`}>{text.minBedrooms}</label>
          <select
            id={`${id}-bedrooms`}
            name="min_bedrooms"
            defaultValue={filters.minBedrooms === null ? '' : String(filters.minBedrooms)}
          >
            <option value="">{text.anyBedrooms}</option>
            {BEDROOM_CHOICES.map((n) => (
              <option key={n} value={String(n)}>
                {text.bedroomsAtLeast(n)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-sort`}>{text.sort}</label>
          <select id={`${id}-sort`} name="sort" defaultValue={filters.sort}>
            {LIST_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {text.sorts[sort]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.kinds}>
          <legend>{text.kind}</legend>
          {PROPERTY_KINDS.map((kind) => (
            <label key={kind} className={styles.kind}>
              <input type="checkbox" name="kind" value={kind} defaultChecked={filters.kinds.includes(kind)} />
              {kindLabel(kind, language)}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className={styles.submit}>
            {text.submit}
          </button>
          {count > 0 && (
            <Link to={firstPage} className={styles.clear}>
              {text.clear}
            </Link>
          )}
        </div>
      </form>
    </details>
  );
}
