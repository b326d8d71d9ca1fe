import { ContentPage } from '@/components/ContentPage';
import type { ReactNode } from 'react';
import type { StaticPagePath } from '@/config/page-heads';
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
  return (
    <ContentPage path={content.path} heading={content.heading} lead={content.lead}>
      <div className="container section">
        <div className="prose">{content.about}</div>
        <Portfolio language={content.language} />
      </div>
    </ContentPage>
  );
}
