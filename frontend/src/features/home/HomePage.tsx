import type { ReactNode } from 'react';
import { usePageMeta } from '@/components/usePageMeta';
import { ServiceCards, type ServiceCard } from '@/components/ServiceCards';
import { staticPageHead, type StaticPagePath } from '@/config/page-heads';
import type { Language } from '@/lib/i18n';
import { FeaturedHomes } from '@/features/properties';

/** What the English and Italian home pages say (HomePage.en.tsx, HomePage.it.tsx). */
export interface HomeContent {
  /** The page's own address: its head texts come from the server's table by it. */
  path: StaticPagePath;
  /** The page's language: the featured homes' heading is in it. */
  language: Language;
  /** The opening band: each language's home greets its own visitors (buyers, or sellers). */
  hero: ReactNode;
  intro: { id: string; heading: string; text: ReactNode; picture: { src: string; alt: string; caption: string } };
  services: { id: string; heading: string; cards: readonly ServiceCard[] };
  /** Sections below the services, if the language has more to say. */
  more?: ReactNode;
}

/**
 * The home page in either language: hero, the homes for sale now (a buyer's first question),
 * who we are, what we offer, then anything more.
 */
export function HomePage({ content }: { content: HomeContent }) {
  usePageMeta(staticPageHead(content.path));
  const { intro, services } = content;
  return (
    <>
      {content.hero}
      <FeaturedHomes language={content.language} />
      <section className="container section grid-2" aria-labelledby={intro.id}>
        <div className="prose">
          <h2 id={intro.id}>{intro.heading}</h2>
          {intro.text}
        </div>
        <figure className="figure">
          <img src={intro.picture.src} alt={intro.picture.alt} width={1200} height={800} />
          <figcaption>{intro.picture.caption}</figcaption>
        </figure>
      </section>
      <section className="section section-soft" aria-labelledby={services.id}>
        <div className="container">
          <h2 id={services.id}>{services.heading}</h2>
          <ServiceCards cards={services.cards} />
        </div>
      </section>
      {content.more}
    </>
  );
}
