import { useId, useState, type KeyboardEvent } from 'react';
import styles from './Carousel.module.css';

export interface Slide {
  src: string;
  alt: string;
  caption: string;
}

/**
 * A carousel that moves only when asked (no auto-rotation): previous/next buttons, one dot
 * per slide, and the arrow keys while focus is inside it. The slide change is announced.
 */
export function Carousel({ slides, label }: { slides: readonly Slide[]; label: string }) {
  const [current, setCurrent] = useState(0);
  const id = useId();
  const count = slides.length;
  const go = (index: number) => setCurrent((index + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    }
  };
  const slide = slides[current];
  if (!slide) return null;

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div className={styles.viewport} id={`${id}-slides`} aria-live="polite">
        <figure className={styles.slide} aria-roledescription="slide" aria-label={`${current + 1} of ${count}`}>
          <img className={styles.image} src={slide.src} alt={slide.alt} width={1200} height={800} />
          <figcaption className={styles.caption}>{slide.caption}</figcaption>
        </figure>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} aria-controls={`${id}-slides`} aria-label="Previous photo" onClick={() => go(current - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <ul className={styles.dots}>
          {slides.map((s, index) => (
            <li key={s.src}>
              <button
                type="button"
                className={styles.dot}
                aria-controls={`${id}-slides`}
                aria-label={`Show photo ${index + 1}: ${s.caption}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => go(index)}
              />
            </li>
          ))}
        </ul>
        <button type="button" className={styles.arrow} aria-controls={`${id}-slides`} aria-label="Next photo" onClick={() => go(current + 1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
