import { SmartLink } from '@/components/SmartLink';
import styles from './ServiceCards.module.css';

export interface ServiceCard {
  title: string;
  text: string;
  href: string;
  linkText: string;
  image: string;
}

/** The three promoted services (SPEC §1) as cards; each links to its page. */
export function ServiceCards({ cards, headingLevel = 3 }: { cards: readonly ServiceCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <img className={styles.image} src={card.image} alt="" width={1200} height={800} loading="lazy" />
          <div className={styles.body}>
            <Heading className={styles.title}>{card.title}</Heading>
            <p>{card.text}</p>
            <SmartLink className={styles.link} href={card.href}>
              {card.linkText}
            </SmartLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
