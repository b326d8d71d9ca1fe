import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { PhotographyPage, type PhotographyContent } from './PhotographyPage';

const ENGLISH: PhotographyContent = {
  language: 'en',
  path: paths.photography,
  heading: 'Photography service',
  lead: 'Good pictures sell houses. Our in-house photography presents every home we list, and is also available to owners, agencies, wineries and anyone celebrating in the Langhe.',
  about: (
    <>
      <p>
        Every shoot is planned around the light: east-facing rooms in the morning, terraces and views at golden hour, drone flights on clear days with permission from the
        owners and the authorities. You receive edited, high-resolution pictures within a week, ready for listings, brochures or social media.
      </p>
      <p>
        To book a shoot or ask for a quote, <SmartLink href={paths.contact}>contact us</SmartLink>. Italian-speaking owners can read about the{' '}
        <SmartLink href={paths.it.photoShoot} hrefLang="it" lang="it">
          servizio fotografico
        </SmartLink>
        .
      </p>
    </>
  ),
};

export function EnglishPhotographyPage() {
  return <PhotographyPage content={ENGLISH} />;
}
