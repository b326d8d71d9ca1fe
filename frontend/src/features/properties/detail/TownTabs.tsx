import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { SanitizedHtml } from '@/components/SanitizedHtml';
import { Picture } from '@/components/Picture';
import type { Town } from '@/features/property-data';
import { tabAfterKey } from './tab-keys';
import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import styles from './detail.module.css';

/** Spec §2: a tabbed 'The town' / 'Facts' section (WAI-ARIA tabs, arrow keys move). */
export function TownTabs({ town }: { town: Town }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const language = useLanguage();
  const text = CATALOGUE_TEXT[language].town;
  const TABS = text.tabs;
  // The town's texts are written in English only: marked as such on the Italian page.
  const townLang = language === 'it' ? 'en' : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, selected, TABS.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className={styles.town} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        {text.about(town.name)}
      </h2>
      <div role="tablist" aria-label={text.about(town.name)} className={styles.tabList} onKeyDown={onKeyDown}>
        {TABS.map((label, index) => (
          <button
            key={label}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={selected === index}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={selected === index ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-0`}
        aria-labelledby={`${id}-tab-0`}
        hidden={selected !== 0}
        tabIndex={0}
        className={styles.tabPanel}
      >
        <div className={styles.townText} lang={townLang}>
          <h3>{town.name}</h3>
          {town.name2 && <p className={styles.townName2}>{town.name2}</p>}
          {town.short_description && <p className={styles.townShort}>{town.short_description}</p>}
          <SanitizedHtml html={town.text} />
        </div>
        {town.path && (
          <Picture
            className={styles.townImage}
            image={{ src: town.image, webp: town.image_webp }}
            alt={town.name}
            width={750}
            height={500}
            lazy
            whenMissing="placeholder"
          />
        )}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-1`}
        aria-labelledby={`${id}-tab-1`}
        hidden={selected !== 1}
        tabIndex={0}
        className={styles.tabPanel}
      >
        {town.facts_d.length > 0 ? (
          <ul className={styles.facts} lang={townLang}>
            {town.facts_d.map((fact, index) => (
              <li key={`${index}-${fact.label}`}>
                <strong>{fact.label}</strong>:{fact.value}
              </li>
            ))}
          </ul>
        ) : (
          <p>{text.noFacts(town.name)}</p>
        )}
      </div>
    </section>
  );
}
