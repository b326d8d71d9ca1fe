import { ContentPage } from '@/components/ContentPage';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { ConsultancyForm } from './ConsultancyForm';
import { CONSULTATION } from './offer';

export function ConsultancyPage() {
  return (
    <ContentPage path={paths.consultancy} eyebrow="Consultancy service" heading="Independent advice before you buy in Piedmont" lead="Two hours with someone who has no property to push: your plans, your budget and your questions, answered honestly – whether or not you end up buying through me.">
      <div className="container section grid-2">
        <div className="prose">
          <h2>What the consultation covers</h2>
          <p>
            Buying a house in Italy is not difficult, but it is different. Prices are negotiated in a way that surprises most foreign buyers, the notary does not act for you, and
            an old farmhouse can hide problems that only show up with the first winter. A consultation gives you the local knowledge first, so that every later decision is yours.
          </p>
          <ul>
            <li>Which areas of Langhe, Roero and Monferrato match your wishes, and what homes really sell for there.</li>
            <li>How the purchase works: the proposal, the preliminary contract (compromesso), the deed (rogito), and who you need at each step.</li>
            <li>Taxes and running costs: registration tax, IMU, utilities, and the difference between a first and a second home.</li>
            <li>Renovation: what a tired cascina costs to restore, which permits it needs, and how long it really takes.</li>
            <li>A review of listings you have found yourself, from any agency – with the questions to ask before you visit.</li>
          </ul>
          <h2>The offer</h2>
          <div className="callout">
            <p>
              <strong>
                {CONSULTATION.hours}-hour consultation: {CONSULTATION.price} ({CONSULTATION.total} total)
              </strong>
            </p>
            <p>
              We meet in person within {CONSULTATION.radius} of Alba – at my office, at a café in the Langhe or at a property you are considering – or by video call wherever you are.
              You receive a written summary with the points we discussed and a list of next steps.
            </p>
          </div>
          <p>
            The consultation is independent of any purchase. If you later buy a home through Langhe Property, that is welcome, but it is never expected. Please note that I work on
            sales of about €350,000 and over, so the advice is tuned to that part of the market.
          </p>
          <p>
            Want to know more about how the service works? Read the <SmartLink href={paths.consultancyInfo}>consultancy service in detail</SmartLink>, or our{' '}
            <SmartLink href={paths.buyersGuide}>buyer's guide to Piedmont</SmartLink>.
          </p>
        </div>
        <ConsultancyForm />
      </div>
    </ContentPage>
  );
}
