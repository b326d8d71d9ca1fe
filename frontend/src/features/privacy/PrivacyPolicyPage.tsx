import type { ReactNode } from 'react';
import { ContentPage } from '@/components/ContentPage';
import type { StaticPagePath } from '@/config/page-heads';
import { siteConfig } from '@/config/site';
import { useConsent } from '@/lib/consent';
import type { Language } from '@/lib/i18n';
import { configuredProcessors, type ProcessorText } from './processors';

/** What the policy says that depends on this installation's configuration. */
export interface PolicyFacts {
  processors: ProcessorText[];
  /** How many days the oldest kept backup can be; null when the server makes none itself. */
  backupDays: number | null;
  /** Months after its last activity a lead marked lost or spam is anonymised. */
  leadRetentionMonths: number;
}

/** Does a hosted service check the forms (rather than the browser's own proof of work)? */
export function usesHostedCaptcha(facts: PolicyFacts): boolean {
  return facts.processors.some(({ processor }) => processor === 'hostedCaptcha');
}

/** The English and the Italian policy (PrivacyPolicyPage.en.tsx, PrivacyPolicyPage.it.tsx). */
export interface PrivacyPolicyContent {
  language: Language;
  /** The page's own address: its head texts come from the server's table by it. */
  path: StaticPagePath;
  heading: string;
  lead: string;
  Body: (props: { facts: PolicyFacts }) => ReactNode;
}

/** The privacy and cookie policy in either language, with the configured facts filled in. */
export function PrivacyPolicyPage({ content }: { content: PrivacyPolicyContent }) {
  const facts: PolicyFacts = {
    processors: configuredProcessors(siteConfig, content.language),
    backupDays: siteConfig.privacy.backupDays,
    leadRetentionMonths: siteConfig.privacy.leadRetentionMonths,
  };
  const { Body } = content;
  return (
    <ContentPage path={content.path} heading={content.heading} lead={content.lead}>
      <article className="container section prose">
        <Body facts={facts} />
      </article>
    </ContentPage>
  );
}

/** The recipients of visitors' data, as configured. */
export function ProcessorList({ processors }: { processors: ProcessorText[] }) {
  return (
    <ul data-processors="">
      {processors.map(({ processor, name, role }) => (
        <li key={processor} data-processor={processor}>
          <strong>{name}</strong>: {role}
        </li>
      ))}
    </ul>
  );
}

const CHOICE_TEXT = {
  en: {
    current: { accepted: 'You have accepted YouTube’s cookies.', refused: 'You have refused YouTube’s cookies.', none: 'You have not chosen yet.' },
    accept: 'Accept cookies',
    refuse: 'Refuse cookies',
  },
  it: {
    current: { accepted: 'Ha accettato i cookie di YouTube.', refused: 'Ha rifiutato i cookie di YouTube.', none: 'Non ha ancora scelto.' },
    accept: 'Accetta i cookie',
    refuse: 'Rifiuta i cookie',
  },
} as const;

/** Changing the cookie choice here is as easy as making it in the banner (GDPR art. 7(3)). */
export function CookieChoiceControl({ language }: { language: Language }) {
  const { choice, decide } = useConsent();
  const text = CHOICE_TEXT[language];
  return (
    <p>
      {text.current[choice ?? 'none']}{' '}
      {choice !== 'accepted' && (
        <button type="button" className="button button-primary" onClick={() => decide('accepted')}>
          {text.accept}
        </button>
      )}{' '}
      {choice !== 'refused' && (
        <button type="button" className="button button-primary" onClick={() => decide('refused')}>
          {text.refuse}
        </button>
      )}
    </p>
  );
}
