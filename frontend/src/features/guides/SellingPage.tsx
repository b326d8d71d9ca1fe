import { ContentPage } from '@/components/ContentPage';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';

export function SellingPage() {
  return (
    <ContentPage path={paths.selling} heading="Selling your home in Piedmont" lead="Many of the people who can afford and appreciate the finest homes of the Langhe live abroad. We know how they search, and we present your house to them.">
      <article className="container section prose">
        <h2>Who buys here</h2>
        <p>
          Our buyers come mainly from the UK, Scandinavia, Germany, Switzerland, the Netherlands and the United States. They are looking for a second home or a new life among
          the vineyards; they value views, quiet, character and land; and they usually decide which houses to visit from the other side of Europe, or of the world.
        </p>

        <h2>How we present your home</h2>
        <ul>
          <li>
            <strong>Professional photography and drone pictures</strong> taken in the best light, included for every home we list. See our{' '}
            <SmartLink href={paths.photography}>photography portfolio</SmartLink>.
          </li>
          <li>
            <strong>An honest, well-written English description</strong> that explains the house, the land, the village and the distances to Alba, Turin airport and the coast.
          </li>
          <li>
            <strong>A dedicated page on this site</strong> with galleries, a map and the facts about the town, shared with the buyers on our list and in our monthly newsletter.
          </li>
          <li>
            <strong>Accompanied viewings in English</strong>, and help for the buyer with the codice fiscale, surveys and the notary, so that the sale does not stall.
          </li>
        </ul>

        <h2>Which homes we take on</h2>
        <p>
          We work with a small number of properties at a time, generally of about €350,000 and over: restored farmhouses, village houses with character, villas and estates with
          vineyards or hazelnut groves. Before we agree to sell a home, we visit it, check the documents with you and suggest a realistic price based on recent sales.
        </p>

        <h2>The steps</h2>
        <ol>
          <li>A first visit and a frank conversation about price, timing and what buyers will ask.</li>
          <li>A check of the cadastral and planning documents with your geometra, so that surprises do not appear at the notary.</li>
          <li>Photography, the English description and publication to our buyers.</li>
          <li>Viewings, negotiation, the preliminary contract and the deed, with us at your side throughout.</li>
        </ol>

        <div className="callout">
          <p>
            Thinking of selling? <SmartLink href={paths.contact}>Contact us</SmartLink> for a no-obligation visit. Italian-speaking owners can read about our services{' '}
            <SmartLink href={paths.it.services} hrefLang="it" lang="it">
              in italiano
            </SmartLink>
            .
          </p>
        </div>
      </article>
    </ContentPage>
  );
}
