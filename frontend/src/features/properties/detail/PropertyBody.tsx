import { SanitizedHtml } from '@/components/SanitizedHtml';
import { BuyingCostsCalculator } from '@/features/buying-costs';
import { EnquiryForm, type SendEnquiry } from '@/features/enquiry';
import { PropertyMediaSection } from '@/features/property-media';
import { ViewingForm } from '@/features/viewing';
import { cardText, propertyLines, propertyText, type Gallery, type Property } from '@/features/property-data';
import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
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
  /** The share key the page's address carries (an unlisted home's link): the viewing form sends it. */
  shareKey?: string | null;
}

/**
 * Everything below the first screen (photo, headings, price and key facts), once the full
 * property has loaded: what the home is, then how to ask about it, then the rest.
 */
export function PropertyBody({ property, galleries, sendEnquiry, shareKey = null }: PropertyBodyProps) {
  const language = useLanguage();
  const description = propertyText(property, 'description', language);
  const descriptionList = propertyLines(property, 'description_list', language);
  const features = propertyLines(property, 'features', language);
  // The photos' and plans' descriptions name the home as the page's reader knows it.
  const listingTitle = cardText(property, 'listing_title', language).text;
  return (
    <>
      <div className={styles.columns}>
        <div className={styles.main}>
          <DetailSection id="description-title" title={CATALOGUE_TEXT[language].description}>
            <SanitizedHtml className={styles.description} html={description.text} lang={description.lang} />
            <DescriptionList entries={descriptionList.lines} lang={descriptionList.lang} />
          </DetailSection>
          <FeaturesList features={features.lines} lang={features.lang} />
          <EnergyPerformance property={property} />
        </div>
        <div className={styles.side}>
          <BuyingCostsCalculator property={property} language={language} />
          <PrintBrochureButton />
          <div id={ENQUIRY_ANCHOR} className={styles.enquire} data-print="hide">
            <ListingCard summary={property} />
            <EnquiryForm propertyRef={property.ref} send={sendEnquiry} />
            <ViewingForm language={language} propertyRef={property.ref} shareKey={shareKey} />
          </div>
        </div>
      </div>
      <Galleries galleries={galleries} propertyTitle={listingTitle} />
      <PropertyMediaSection propertyRef={property.ref} propertyTitle={listingTitle} />
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
