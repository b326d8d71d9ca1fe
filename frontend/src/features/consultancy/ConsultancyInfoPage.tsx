import { ContentPage } from '@/components/ContentPage';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { CONSULTATION } from './offer';

const STEPS = [
  {
    title: 'You tell me your plans',
    text: 'Use the request form to suggest a date and time and to describe the home you have in mind, your timeline and your budget. I reply within a working day to confirm the appointment.',
  },
  {
    title: 'I prepare',
    text: 'Before we meet I look at the towns you mentioned, recent sale prices in those areas and any listings you have sent me, so that our two hours go into your questions rather than generalities.',
  },
  {
    title: 'We meet',
    text: `In person within ${CONSULTATION.radius} of Alba, or by video. We go through areas, prices, the buying process, taxes and renovation, and anything else on your list.`,
  },
  {
    title: 'You receive a written summary',
    text: 'Within three working days you receive a summary of what we discussed, the contacts you are likely to need (surveyor, notary, translator, bank) and a clear list of next steps.',
  },
];

export function ConsultancyInfoPage() {
  return (
    <ContentPage path={paths.consultancyInfo} heading="The consultancy service" lead="Independent, practical advice for anyone thinking of buying a home in Langhe, Roero or Monferrato – including people who are not buying through me.">
      <div className="container section prose">
        <h2>Who it is for</h2>
        <p>
          Most of my clients come from abroad. Some have fallen for a particular house and want a second opinion before making an offer; some are still choosing between the
          Langhe and Monferrato; others are planning a move in two or three years and want to understand the market before they start looking seriously. What they have in common
          is that they want to decide with full information, from someone who is not trying to sell them a particular property.
        </p>
        <h2>How it works</h2>
        <ol>
          {STEPS.map((step) => (
            <li key={step.title}>
              <strong>{step.title}.</strong> {step.text}
            </li>
          ))}
        </ol>
        <h2>Price</h2>
        <p>
          A {CONSULTATION.hours}-hour consultation costs {CONSULTATION.price} plus VAT, {CONSULTATION.total} in total. Travel within {CONSULTATION.radius} of Alba is included. If you
          would like me to accompany you to view properties afterwards, we agree that separately.
        </p>
        <h2>What it is not</h2>
        <p>
          I am not a lawyer, a surveyor or a tax adviser, and the consultation does not replace them. What I can do is explain how their work fits into an Italian purchase, tell you
          when you need them and introduce you to professionals who work in English.
        </p>
        <div className="button-row">
          <SmartLink className="button button-primary" href={paths.consultancy}>
            Request a consultation
          </SmartLink>
          <SmartLink className="button button-outline" href={paths.buyersGuide}>
            Read the buyer's guide
          </SmartLink>
        </div>
      </div>
    </ContentPage>
  );
}
