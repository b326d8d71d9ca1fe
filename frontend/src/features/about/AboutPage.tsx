import { ContentPage } from '@/components/ContentPage';
import { Carousel } from '@/components/carousel';
import { ServiceCards } from '@/components/ServiceCards';
import { SmartLink } from '@/components/SmartLink';
import { VideoEmbed } from '@/components/video';
import { CONTACT_DETAILS } from '@/config/contact-details';
import { paths } from '@/config/paths';
import { SERVICE_CARDS } from '@/config/services';
import { ABOUT_VIDEO } from '@/config/videos';
import { LIFE_PHOTOS } from './life-photos';

export function AboutPage() {
  return (
    <ContentPage path={paths.about} heading="About Langhe Property" lead="A small, independent property consultancy in Alba, for people who want to live among the vineyards of Piedmont.">
      <section className="container section grid-2" aria-labelledby="story-heading">
        <div className="prose">
          <h2 id="story-heading">Our story</h2>
          <p>
            I am {CONTACT_DETAILS.consultant}. I was born in Alba and grew up on my grandparents’ farm near Diano d’Alba, where the family still grows Dolcetto and hazelnuts.
            After studying languages in Turin and working for some years in London, I came home in 2009 with an idea: the people abroad who dreamed of a house in the Langhe
            deserved someone on the ground who spoke their language and told them the truth.
          </p>
          <p>
            Langhe Property began with a handful of clients from England and Germany. Today we help buyers from across Europe, North America and Asia, and a growing number of
            Piedmontese families who want to sell their homes to them. The office is still small – my colleague Elena looks after photography and listings, and I look after clients –
            and that is on purpose. Every house we present, we have visited. Every client, we know by name.
          </p>
          <p>
            We concentrate on homes of about €350,000 and over: restored farmhouses, village houses with character, estates with vineyards or hazelnut groves. It is the part of the
            market where experience matters most, and where a mistake is most expensive.
          </p>
        </div>
        <figure className="figure">
          <img src="/content/office.svg" alt="The Langhe Property office in Alba: a desk, a bookcase and a window looking over the hills" width={1200} height={800} />
          <figcaption>Our office in the centre of Alba, a few steps from the cathedral. Visitors are always welcome – just call ahead.</figcaption>
        </figure>
      </section>

      <section className="section section-soft" aria-labelledby="video-heading">
        <div className="container grid-2">
          <div className="prose">
            <h2 id="video-heading">Life in the Langhe</h2>
            <p>
              A year among the vineyards, from the first buds in April to the harvest and the white-truffle fair in autumn. If you are wondering what it would be like to live here,
              this short film is a good place to start.
            </p>
          </div>
          <VideoEmbed {...ABOUT_VIDEO} />
        </div>
      </section>

      <section className="container section" aria-labelledby="life-heading">
        <h2 id="life-heading">Moments from our working life</h2>
        <Carousel slides={LIFE_PHOTOS} label="Photos of life in the Langhe" />
      </section>

      <section className="section section-soft" aria-labelledby="about-services-heading">
        <div className="container">
          <h2 id="about-services-heading">What we do</h2>
          <ServiceCards cards={SERVICE_CARDS} />
          <p>
            Questions? <SmartLink href={paths.contact}>Get in touch</SmartLink> – we answer every message personally.
          </p>
        </div>
      </section>
    </ContentPage>
  );
}
