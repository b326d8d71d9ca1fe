import type { ReactNode } from 'react';
import styles from './PropertyMedia.module.css';

/** A titled part of the property page; `print={false}` leaves it out of the brochure. */
export function DetailSectionFrame({
  id,
  title,
  print = true,
  children,
}: {
  id: string;
  title: string;
  print?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} data-print={print ? undefined : 'hide'}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
