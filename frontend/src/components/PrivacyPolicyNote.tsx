import { paths } from '@/config/paths';
import { useLanguage, type Language } from '@/lib/i18n';
import { SmartLink } from './SmartLink';

const TEXT: Record<Language, { lead: string; link: string; href: string }> = {
  en: { lead: 'How we use your data:', link: 'privacy policy', href: paths.privacyPolicy },
  it: { lead: 'Come usiamo i suoi dati:', link: 'informativa sulla privacy', href: paths.it.privacyPolicy },
};

/**
 * The line under every form that collects personal data, linking the privacy policy in the
 * page's language: the GDPR (art. 13) wants that information where the data is collected.
 */
export function PrivacyPolicyNote({ className }: { className?: string }) {
  const language = useLanguage();
  const text = TEXT[language];
  // Its own language: it may sit in a block that is English on every page (the newsletter).
  return (
    <p className={className} lang={language} data-privacy-note="">
      {text.lead} <SmartLink href={text.href}>{text.link}</SmartLink>
    </p>
  );
}
