import { TESTIMONIALS } from './testimonials';
import styles from './HomePage.module.css';

export function Testimonials() {
  return (
    <ul className={styles.testimonials}>
      {TESTIMONIALS.map((t) => (
        <li key={t.author} className={styles.testimonial}>
          <figure>
            <blockquote>
              <p>“{t.quote}”</p>
            </blockquote>
            <figcaption>
              <strong>{t.author}</strong>, {t.place}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
