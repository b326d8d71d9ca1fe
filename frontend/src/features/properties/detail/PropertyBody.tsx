import { SanitizedHtml } from '@/components/SanitizedHtml';
import { BuyingCostsCalculator } from '@/features/buying-costs';
import { EnquiryForm, type SendEnquiry } from '@/features/enquiry';
import { PropertyMediaSection } from '@/features/property-media';
import { ViewingForm } from '@/features/viewing';
import type { Gallery, Property } from '@/features/property-data';
import { CounterBlocks } from './CounterBlocks';
import { DescriptionList } from './DescriptionList';
import { DetailMap } from './DetailMap';
import { Distances } from './Distances';
import { EnergyPerformance } from './EnergyPerformance';
import { FeaturesList } from './FeaturesList';
import { Galleries } from './Galleries';
import { ENQUIRY_ANCHOR } from './ContactButton';
import { ListingCard } from './ListingCard';
import { BrochureContact, PrintBrochureButton } from './PrintBrochure';
import { TownTabs } from './TownTabs';
import styles from './detail.module.css';
import { DetailSection } from './DetailSection';

interface PropertyBodyProps {
  property: Property;
  galleries: readonly Gallery[];
  sendEnquiry?: SendEnquiry;
}

/**
 * Everything below the first screen (photo, headings, price and key facts), once the full
 * property has loaded: what the home is, then how to ask about it, then the rest.
 */
export function PropertyBody({ property, galleries, sendEnquiry }: PropertyBodyProps) {
  return (
    <>
      <div className={styles.columns}>
        <div className={styles.main}>
          <DetailSection id="description-title" title="Description">
            <SanitizedHtml className={styles.description} html={property.description} />
            <DescriptionList entries={property.description_list_d} />
          </DetailSection>
          <FeaturesList features={property.features_display} />
          <EnergyPerformance property={property} />
        </div>
        <div className={styles.side}>
          <BuyingCostsCalculator property={property} />
          <PrintBrochureButton />
          <div id={ENQUIRY_ANCHOR} className={styles.enquire} data-print="hide">
            <ListingCard summary={property} />
            <EnquiryForm propertyRef={property.ref} send={sendEnquiry} />
            <ViewingForm language="en" propertyRef={property.ref} />
          </div>
        </div>
      </div>
      <Galleries galleries={galleries} propertyTitle={property.listing_title} />
      <PropertyMediaSection propertyRef={property.ref} propertyTitle={property.listing_title} />
      <BrochureContact propertyRef={property.ref} />
      <div data-print="hide">
        <Distances distances={property.distances_d} />
        <CounterBlocks blocks={property.counter_blocks} />
        {property.town && <TownTabs town={property.town} />}
        <DetailMap summary={property} />
      </div>
    </>
  );
}
