import type { ReactNode } from 'react';

export interface PageHeroProps {
  /** A short line above the heading. */
  eyebrow?: ReactNode;
  heading: ReactNode;
  lead: ReactNode;
  /** Anything under the lead, such as a row of buttons. */
  children?: ReactNode;
}

/** The band that opens a content page: its heading and what the page is about. */
export function PageHero({ eyebrow, heading, lead, children }: PageHeroProps) {
  return (
    <div className="page-hero">
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{heading}</h1>
        <p className="lead">{lead}</p>
        {children}
      </div>
    </div>
  );
}
