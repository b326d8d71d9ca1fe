import { SmartLink } from '@/components/SmartLink';
import { VideoEmbed } from '@/components/video';
import { CONTACT_DETAILS } from '@/config/contact-details';
import { paths } from '@/config/paths';
import { SERVICE_CARDS } from '@/config/services';
import { HOME_VIDEOS } from '@/config/videos';
import { HomePage, type HomeContent } from './HomePage';
import { Testimonials } from './Testimonials';
import styles from './HomePage.module.css';

const ENGLISH: HomeContent = {
  path: paths.home,
  language: 'en',
  hero: (
    <section className={styles.hero}>
      <div className="container">
        <p className={styles.kicker}>Langhe · Roero · Monferrato</p>
        <h1 className={styles.title}>Piedmont Real Estate</h1>
        <p className={styles.heroLead}>
          Homes among the vineyards of the Langhe, chosen and presented by an independent consultant who lives and works in Alba.
        </p>
        <div className="button-row">
          <SmartLink className="button button-gold" href={paths.propertyListPage(1)}>
            See homes for sale
          </SmartLink>
          <SmartLink className={`button ${styles.heroOutline}`} href={paths.consultancy}>
            Book a consultation
          </SmartLink>
        </div>
      </div>
    </section>
  ),
  intro: {
    id: 'intro-heading',
    heading: 'Your consultant in Piedmont',
    text: (
      <>
        <p>
          I am {CONTACT_DETAILS.consultant}, and for more than fifteen years I have helped people from all over the world buy and sell homes in the hills between Alba, Barolo
          and Asti. I grew up here, among hazelnut groves and wine cellars, and I know the villages, the roads and many of the families who live in them.
        </p>
        <p>
          Langhe Property is deliberately small. I work with a limited number of buyers and sellers at a time, mainly on homes of about €350,000 and over, so that each client
          gets my full attention – from the first viewing to the day the notary hands over the keys, and often long after.
        </p>
        <p>
          <SmartLink href={paths.about}>Read more about me and the way I work</SmartLink>.
        </p>
      </>
    ),
    picture: {
      src: '/content/life/04.svg',
      alt: 'A restored farmhouse among vineyards in the golden light of late afternoon',
      caption: 'Late afternoon light over the Langhe hills.',
    },
  },
  services: { id: 'services-heading', heading: 'How I can help', cards: SERVICE_CARDS },
  more: (
    <>
      <section className="container section grid-2" aria-labelledby="consultancy-heading">
        <div className="prose">
          <h2 id="consultancy-heading">Consultancy: advice before you buy</h2>
          <p>
            Not sure whether Monferrato or the Langhe suits you better, or what a stone cascina really costs once it is restored? A two-hour consultation gives you straight answers
            about areas, prices, the buying process and taxes, for €350 (€427 total). We meet in person within 30 km (20 miles) of Alba, or by video.
          </p>
          <p>The consultation is independent: it is just as useful if you end up buying through another agency or directly from an owner.</p>
          <SmartLink className="button button-primary" href={paths.consultancy}>
            About the consultancy
          </SmartLink>
        </div>
        <div className="prose">
          <h2>Selling your home to international buyers</h2>
          <p>
            A large share of the buyers for Piedmont’s finest homes live abroad. They search in English, compare dozens of listings online and decide which houses to visit before
            they ever board a plane. We present your home the way they look for it: professional photography, an honest English description and direct contact with buyers we
            already know.
          </p>
          <p>
            <SmartLink href={paths.selling}>How selling with Langhe Property works</SmartLink> ·{' '}
            <SmartLink href={paths.it.services} hrefLang="it" lang="it">
              I nostri servizi in italiano
            </SmartLink>
          </p>
        </div>
      </section>

      <section className="section section-soft" aria-labelledby="testimonials-heading">
        <div className="container">
          <h2 id="testimonials-heading">What clients say</h2>
          <Testimonials />
        </div>
      </section>

      <section className="container section" aria-labelledby="videos-heading">
        <h2 id="videos-heading">Piedmont on film</h2>
        <p>Short films about life in the Langhe, the buying process and the seasons in the vineyards.</p>
        <ul className={styles.videos}>
          {HOME_VIDEOS.map((video) => (
            <li key={video.youtubeId}>
              <VideoEmbed {...video} />
              <p className={styles.videoTitle}>{video.title}</p>
            </li>
          ))}
        </ul>
        <p>
          More films on our <a href={CONTACT_DETAILS.videoChannelUrl}>YouTube channel</a>.
        </p>
      </section>
    </>
  ),
};

export function EnglishHomePage() {
  return <HomePage content={ENGLISH} />;
}
