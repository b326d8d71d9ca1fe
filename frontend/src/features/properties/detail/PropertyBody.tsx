import { SanitizedHtml } from '@/components/SanitizedHtml';
import { EnquiryForm, type SendEnquiry } from '@/features/enquiry';
import type { Gallery, Property } from '@/features/property-data';
import { CounterBlocks } from './CounterBlocks';
import { DescriptionList } from './DescriptionList';
import { DetailMap } from './DetailMap';
import { Distances } from './Distances';
import { EnergyPerformance } from './EnergyPerformance';
import { FeaturesList } from './FeaturesList';
import { Galleries } from './Galleries';
import { KeyFacts } from './KeyFacts';
import { PriceBox } from './PriceBox';
import { BrochureContact, PrintBrochureButton } from './PrintBrochure';
import { TownTabs } from './TownTabs';
import styles from './detail.module.css';
import { DetailSection } from './DetailSection';

interface PropertyBodyProps {
  property: Property;
  galleries: readonly Gallery[];
  sendEnquiry?: SendEnquiry;
}

/** Everything below the headings, once the full property has loaded. */
export function PropertyBody({ property, galleries, sendEnquiry }: PropertyBodyProps) {
  return (
    <>
      <div className={styles.columns}>
        <div className={styles.main}>
          <div className={styles.factsAndFeatures}>
            <KeyFacts property={property} />
            <FeaturesList features={property.features_display} />
          </div>
          <DetailSection id="description-title" title="Description">
            <SanitizedHtml className={styles.description} html={property.description} />
            <DescriptionList entries={property.description_list_d} />
          </DetailSection>
          <EnergyPerformance property={property} />
        </div>
        <div className={styles.side}>
          <PriceBox summary={property} note={property.price_description} />
          <PrintBrochureButton />
          <div data-print="hide">
            <EnquiryForm propertyRef={property.ref} send={sendEnquiry} />
          </div>
        </div>
      </div>
      <Galleries galleries={galleries} propertyTitle={property.listing_title} />
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
