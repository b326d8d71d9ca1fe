import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHero } from '@/components/PageHero';
import { LoadingSpinner } from '@/components/loading';
import { usePageMeta } from '@/components/usePageMeta';
import { staticPageHead } from '@/config/page-heads';
import { paths } from '@/config/paths';
import { EnquiryForm } from '@/features/enquiry';
import { MAX_VIEWING_REFS, ViewingForm } from '@/features/viewing';
import { useShortlistedHomes } from './api/use-shortlisted-homes';
import { CompareTable } from './components/CompareTable';
import { ShortlistedHomeCard } from './components/ShortlistedHomeCard';
import { SaveShared, ShareShortlist } from './components/ShareShortlist';
import { MAX_SHORTLIST, shortlistStore, type Departure } from './lib/shortlist-store';
import { parseSharedRefs, SHARED_REFS_PARAMETER } from './lib/shortlist-refs';
import type { ShortlistContent } from './shortlist-page-text';
import { useDepartures, useShortlist } from './use-shortlist';
import styles from './components/Shortlist.module.css';

/** Side by side: at least two homes, and no more than a phone's width can still compare. */
const MIN_COMPARED = 2;
const MAX_COMPARED = 4;

/**
 * The shortlist page in either language: the visitor's own shortlist, or the homes a share link
 * names (`?refs=101,102`). The server draws the same frame for everyone (it never sees the
 * browser's storage, and keeps the page out of search results); the homes fill in once the
 * page runs.
 */
export function ShortlistPage({ content }: { content: ShortlistContent }) {
  usePageMeta({ ...staticPageHead(content.path), robots: 'noindex' });
  const own = useShortlist();
  const [search] = useSearchParams();
  const shared = own === null ? null : search.get(SHARED_REFS_PARAMETER);
  const sharing = shared !== null;
  return (
    <>
      <PageHero heading={sharing ? content.sharedHeading : content.heading} lead={sharing ? content.sharedLead : content.lead} />
      <div className="container section">
        {own === null ? (
          <LoadingSpinner label={content.loading} />
        ) : sharing ? (
          <ShortlistView key="shared" refs={parseSharedRefs(shared, MAX_SHORTLIST)} content={content} mode="shared" />
        ) : (
          <ShortlistView key="own" refs={own} content={content} mode="own" />
        )}
      </div>
    </>
  );
}

interface ShortlistViewProps {
  refs: readonly string[];
  content: ShortlistContent;
  /** 'own': the visitor's shortlist, which drops sold and withdrawn homes; 'shared': a link's. */
  mode: 'own' | 'shared';
}

function ShortlistView({ refs, content, mode }: ShortlistViewProps) {
  const homes = useShortlistedHomes(refs);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const leaving = homes.flatMap((home): Departure[] =>
    home.state === 'sold' ? [{ ref: home.ref, soldTitle: home.property.listing_title }] : home.state === 'gone' ? [{ ref: home.ref, soldTitle: null }] : [],
  );
  const leavingKey = leaving.map((home) => home.ref).join();
  const departures = useDepartures();

  // The own shortlist lets go of homes no longer on the market (the store remembers which).
  useEffect(() => {
    if (mode === 'own' && leaving.length > 0) shortlistStore.letGo(leaving);
    // `leavingKey` names what `leaving` holds; the array itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, leavingKey]);

  const available = homes.flatMap((home) => (home.state === 'available' ? [home.property] : []));
  const notices = mode === 'own' ? departures : leaving;
  const compared = (chosen ?? available.slice(0, MAX_COMPARED).map((home) => home.ref))
    .map((ref) => available.find((home) => home.ref === ref))
    .filter((home) => home !== undefined);
  const availableRefs = available.map((home) => home.ref);
  const toggleCompared = (ref: string, on: boolean) => {
    const current = compared.map((home) => home.ref);
    setChosen(on ? [...current, ref].slice(0, MAX_COMPARED) : current.filter((kept) => kept !== ref));
  };
  const stillLoading = homes.some((home) => home.state === 'loading');

  return (
    <>
      {notices.length > 0 && (
        <ul className={styles.notices} role="status">
          {notices.map((home) => (
            <li key={home.ref}>
              {home.soldTitle === null ? content.goneNotice(home.ref) : content.soldNotice(home.soldTitle, home.ref)}
            </li>
          ))}
        </ul>
      )}
      {refs.length === 0 && (
        <p className={styles.empty}>
          {content.empty} <Link to={paths.propertyListPage(1)}>{content.browse}</Link>
        </p>
      )}
      {homes.map((home) =>
        home.state === 'failed' ? (
          <p key={home.ref} role="alert" className={styles.failed}>
            {content.failed(home.ref)}
          </p>
        ) : null,
      )}
      {stillLoading && <LoadingSpinner label={content.loading} />}

      {available.length > 0 && (
        <section aria-labelledby="shortlist-homes" className={styles.block}>
          <h2 id="shortlist-homes">{content.homesHeading}</h2>
          <ul className={styles.homes}>
            {available.map((home) => (
              <li key={home.ref}>
                <ShortlistedHomeCard
                  home={home}
                  content={content}
                  compared={compared.includes(home)}
                  canCompareMore={compared.length < MAX_COMPARED}
                  onCompare={(on) => toggleCompared(home.ref, on)}
                  onRemove={mode === 'own' ? () => shortlistStore.remove(home.ref) : undefined}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      {available.length >= MIN_COMPARED && (
        <section aria-labelledby="shortlist-compare" className={styles.block}>
          <h2 id="shortlist-compare">{content.compareHeading}</h2>
          {compared.length >= MIN_COMPARED ? (
            <CompareTable homes={compared} language={content.language} caption={content.compareCaption} regionLabel={content.compareScroll} />
          ) : (
            <p>{content.compareHint}</p>
          )}
        </section>
      )}

      {available.length > 0 && !stillLoading && (
        <>
          {mode === 'own' ? (
            <ShareShortlist refs={availableRefs} content={content} />
          ) : (
            <SaveShared refs={availableRefs} content={content} />
          )}
          <section aria-labelledby="shortlist-enquire" className={`${styles.block} ${styles.forms}`}>
            <h2 id="shortlist-enquire" className="visually-hidden">
              {content.enquireHeading}
            </h2>
            <div>
              <EnquiryForm key={availableRefs.join()} propertyRef={availableRefs[0]} refs={availableRefs} />
            </div>
            <div>
              {availableRefs.length > MAX_VIEWING_REFS && <p>{content.viewingTooMany(MAX_VIEWING_REFS)}</p>}
              <ViewingForm
                key={availableRefs.join()}
                language={content.language}
                propertyRef={availableRefs.slice(0, MAX_VIEWING_REFS).join(', ')}
              />
            </div>
          </section>
        </>
      )}
    </>
  );
}
