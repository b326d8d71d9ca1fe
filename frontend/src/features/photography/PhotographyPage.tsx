import { PageHero } from '@/components/PageHero';
import type { ReactNode } from 'react';
import { usePageMeta } from '@/components/usePageMeta';
import { staticPageHead, type StaticPagePath } from '@/config/page-heads';
import { Portfolio } from './Portfolio';

/** What the English and Italian photography pages say (PhotographyPage.en.tsx, .it.tsx). */
export interface PhotographyContent {
  language: 'en' | 'it';
  /** The page's own address: its head texts come from the server's table by it. */
  path: StaticPagePath;
  heading: string;
  lead: string;
  /** The paragraphs above the portfolio. */
  about: ReactNode;
}

/** The photography page in either language: an introduction, then the portfolio. */
export function PhotographyPage({ content }: { content: PhotographyContent }) {
  usePageMeta(staticPageHead(content.path));
  return (
    <>
      <PageHero heading={content.heading} lead={content.lead} />
      <div className="container section">
        <div className="prose">{content.about}</div>
        <Portfolio language={content.language} />
      </div>
    </>
  );
}
