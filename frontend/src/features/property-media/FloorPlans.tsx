import { useState } from 'react';
import { Lightbox, type LightboxImage } from '@/components/lightbox';
import { formatNumber } from '@/lib/format-number';
import { SQFT_PER_SQM } from './area';
import type { FloorPlan } from './types';
import styles from './PropertyMedia.module.css';

export function floorPlanCaption(plan: FloorPlan): string {
  if (plan.area_sqm === undefined) return plan.label;
  // Not toLocaleString: the server renders without Intl, and both sides must write '1,292'.
  const sqft = formatNumber(Math.round(plan.area_sqm * SQFT_PER_SQM));
  return `${plan.label} · ${plan.area_sqm} m² (${sqft} sq ft)`;
}

/** One drawing per floor, each opening full size in the lightbox; printed in the brochure. */
export function FloorPlans({ plans, propertyTitle }: { plans: readonly FloorPlan[]; propertyTitle: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const images: LightboxImage[] = plans.map((plan) => ({
    src: plan.image,
    alt: `${propertyTitle}: floor plan, ${plan.label}`,
    caption: floorPlanCaption(plan),
  }));
  return (
    <>
      <ul className={styles.plans}>
        {plans.map((plan, index) => (
          <li key={plan.id}>
            <figure className={styles.plan}>
              <a
                href={plan.image}
                onClick={(event) => {
                  event.preventDefault();
                  setOpen(index);
                }}
              >
                <img src={plan.image} alt={images[index].alt} loading="lazy" />
              </a>
              <figcaption>{floorPlanCaption(plan)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Lightbox images={images} index={open} onClose={() => setOpen(null)} onNavigate={setOpen} />
    </>
  );
}
