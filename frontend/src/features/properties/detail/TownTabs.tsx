import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { SanitizedHtml } from '@/components/SanitizedHtml';
import { Picture } from '@/components/Picture';
import type { Town } from '@/features/property-data';
import { tabAfterKey } from './tab-keys';
import { shownIn, useLanguage } from '@/lib/i18n';
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
  // Each Italian text stands in for the English one once written; the facts go as a whole.
  const italian = town.translations.it;
  const shortDescription = shownIn(language, town.short_description, italian.short_description);
  const townText = shownIn(language, town.text, italian.text);
  const italianFacts = language === 'it' && italian.facts_d.length > 0;
  const facts = italianFacts ? italian.facts_d : town.facts_d;
  const factsLang = language === 'it' && !italianFacts ? 'en' : undefined;

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
        <div className={styles.townText}>
          <h3>{town.name}</h3>
          {town.name2 && <p className={styles.townName2}>{town.name2}</p>}
          {shortDescription.text && (
            <p className={styles.townShort} lang={shortDescription.lang}>
              {shortDescription.text}
            </p>
          )}
          <SanitizedHtml html={townText.text} lang={townText.lang} />
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
        {facts.length > 0 ? (
          <ul className={styles.facts} lang={factsLang}>
            {facts.map((fact, index) => (
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
