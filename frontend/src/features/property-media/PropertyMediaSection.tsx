import { useSearchParams } from 'react-router-dom';
import { parseShareKey } from '@/features/property-data';
import { useLanguage } from '@/lib/i18n';
import { MEDIA_TEXT } from './media-text';
import { DetailSectionFrame } from './DetailSectionFrame';
import { Documents } from './Documents';
import { FloorPlans } from './FloorPlans';
import { TourEmbed } from './TourEmbed';
import type { PropertyMedia } from './types';
import { usePropertyMedia } from './api/get-property-media';

interface PropertyMediaSectionProps {
  propertyRef: string;
  propertyTitle: string;
}

/**
 * The property's floor plans, documents and virtual tour, each under its own heading, read
 * after start (the page's first screen stays one read of the property). Nothing shows for a
 * property that has none.
 */
export function PropertyMediaSection({ propertyRef, propertyTitle }: PropertyMediaSectionProps) {
  // An unlisted listing's share key, from the page's address.
  const [search] = useSearchParams();
  const { data } = usePropertyMedia(propertyRef, parseShareKey(search.get('key')));
  if (!data) return null;
  return <PropertyMediaParts media={data} propertyRef={propertyRef} propertyTitle={propertyTitle} />;
}

export function PropertyMediaParts({
  media,
  propertyRef,
  propertyTitle,
}: {
  media: PropertyMedia;
  propertyRef: string;
  propertyTitle: string;
}) {
  const text = MEDIA_TEXT[useLanguage()];
  return (
    <>
      {media.floor_plans.length > 0 && (
        <DetailSectionFrame id="floor-plans" title={text.floorPlans}>
          <FloorPlans plans={media.floor_plans} propertyTitle={propertyTitle} />
        </DetailSectionFrame>
      )}
      {media.documents.length > 0 && (
        <DetailSectionFrame id="documents" title={text.documents}>
          <Documents documents={media.documents} propertyRef={propertyRef} />
        </DetailSectionFrame>
      )}
      {media.tour && (
        <DetailSectionFrame id="virtual-tour" title={text.tour} print={false}>
          <TourEmbed tour={media.tour} title={propertyTitle} />
        </DetailSectionFrame>
      )}
    </>
  );
}
