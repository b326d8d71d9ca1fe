import { ContentPage } from '@/components/ContentPage';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { BuyingTaxes } from './BuyingTaxes';

export function BuyersGuidePage() {
  return (
    <ContentPage path={paths.buyersGuide} heading="Buying a home in Piedmont: a buyer’s guide" lead="Everything we explain to clients at the start, written down: from choosing an area to the day the notary hands over the keys.">
      <article className="container section prose">
        <h2 id="areas">1. Choosing an area</h2>
        <p>
          <strong>The Langhe</strong>, around Alba, Barolo and Barbaresco, is the best known and the most expensive: steep vineyard hills, famous wines, excellent restaurants and
          the truffle fair in autumn. <strong>The Roero</strong>, across the Tanaro river, is greener and sandier, with woods, orchards and Arneis vineyards, and prices somewhat
          lower. <strong>Monferrato</strong>, between Asti and Casale, is gentler and wider, with more land for the money. The <strong>Alta Langa</strong>, higher up towards
          Liguria, is wild, quiet and cooler in summer.
        </p>
        <p>
          Think about how you will live: how far you are happy to drive for bread, whether you need a train to Turin or Milan, how much garden you really want to look after,
          and whether you will be here in winter, when the fog comes down and many restaurants close for a few weeks.
        </p>

        <h2 id="budget">2. Setting a realistic budget</h2>
        <p>
          Add about 10–12% to the purchase price for taxes, the notary and professional fees. If the house needs work, get a surveyor’s estimate before you make an offer:
          restoring an old farmhouse properly often costs €1,500–2,500 per square metre. Langhe Property works on homes of about €350,000 and over, where these costs matter most.
        </p>

        <h2 id="documents">3. What you need before you buy</h2>
        <ul>
          <li>
            A <strong>codice fiscale</strong> (Italian tax code). It is free and quick to obtain from the Agenzia delle Entrate or an Italian consulate.
          </li>
          <li>An Italian bank account is not required, but it makes paying bills and taxes much easier afterwards.</li>
          <li>
            Buyers from outside the EU can buy freely if their country has a reciprocity agreement with Italy, which includes the UK, the USA, Canada and Australia.
          </li>
        </ul>

        <h2 id="process">4. The buying process step by step</h2>
        <ol>
          <li>
            <strong>Viewings and checks.</strong> Before making an offer, ask a geometra (surveyor) to check that the house matches the plans held by the land registry and the
            town hall, and that any past building work was authorised.
          </li>
          <li>
            <strong>The proposal (proposta d’acquisto).</strong> A written offer, usually with a small deposit cheque. When the seller signs it, it becomes binding on both sides.
          </li>
          <li>
            <strong>The preliminary contract (compromesso).</strong> Sets the price, the date of the deed and the conditions, with a larger deposit, often 10–30%. It is registered
            with the tax office.
          </li>
          <li>
            <strong>The deed (rogito).</strong> Signed in front of a notary, who checks titles and mortgages and registers the sale. If you do not speak Italian, a sworn translator
            must be present, or you can give power of attorney to someone you trust.
          </li>
        </ol>

        <h2 id="taxes">5. Taxes and running costs</h2>
        <BuyingTaxes language="en" />
        <p>Once you own the house, IMU (the local property tax) is due on second homes, plus waste collection tax and utilities.</p>

        <h2 id="renovation">6. Renovation</h2>
        <p>
          Many of the most beautiful houses here need work. Permits depend on the scale of the project and, in the UNESCO area, on the landscape authority, so allow time. Tax
          incentives for energy improvements and restoration exist but change often: ask your geometra what applies when you buy.
        </p>

        <div className="callout">
          <p>
            Want to go through all this for your own plans? A <SmartLink href={paths.consultancy}>two-hour consultation</SmartLink> covers areas, prices, the process and taxes,
            in person or by video. Or <SmartLink href={paths.propertyListPage(1)}>browse the homes for sale</SmartLink>.
          </p>
        </div>
      </article>
    </ContentPage>
  );
}
