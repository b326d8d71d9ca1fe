import type { ReactNode } from 'react';
import styles from './detail.module.css';

/** A titled section of the property page; its heading names it for assistive technology. */
export function DetailSection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
