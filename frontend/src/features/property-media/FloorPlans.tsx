import { useState } from 'react';
import { Lightbox, LIGHTBOX_LABELS, type LightboxImage } from '@/components/lightbox';
import { formatNumber, formatSquareMetres } from '@/lib/format-number';
import { useLanguage, type Language } from '@/lib/i18n';
import { SQFT_PER_SQM } from './area';
import { MEDIA_TEXT } from './media-text';
import type { FloorPlan } from './types';
import styles from './PropertyMedia.module.css';

/** 'Ground floor · 120 m² (1,292 sq ft)'; on an Italian page 'Piano terra · 120 m²' (feet mean nothing there). */
export function floorPlanCaption(plan: FloorPlan, language: Language): string {
  if (plan.area_sqm === undefined) return plan.label;
  const metres = formatSquareMetres(plan.area_sqm, language);
  if (language === 'it') return `${plan.label} · ${metres}`;
  const sqft = formatNumber(Math.round(plan.area_sqm * SQFT_PER_SQM), language);
  return `${plan.label} · ${metres} (${sqft} sq ft)`;
}

/**
 * A floor plan sent as a PDF, as a sheet that downloads it: the file is saved, never shown as a
 * page of the site (the server answers it as an attachment, sandboxed, as it does documents).
 */
export function PdfPlanLink({ plan, name, className }: { plan: FloorPlan; name: string; className: string }) {
  return (
    <a href={plan.image} download type="application/pdf" className={className}>
      <span aria-hidden="true">PDF</span>
      <span className="visually-hidden">{name}</span>
    </a>
  );
}

/** One drawing per floor, each picture opening full size in the lightbox, each PDF downloading; printed in the brochure. */
export function FloorPlans({ plans, propertyTitle }: { plans: readonly FloorPlan[]; propertyTitle: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const language = useLanguage();
  const pictures = plans.filter((plan) => plan.format !== 'pdf');
  const images: LightboxImage[] = pictures.map((plan) => ({
    src: plan.image,
    alt: MEDIA_TEXT[language].floorPlanAlt(propertyTitle, plan.label),
    caption: floorPlanCaption(plan, language),
  }));
  return (
    <>
      <ul className={styles.plans}>
        {plans.map((plan) => {
          const index = pictures.indexOf(plan);
          return (
            <li key={plan.id}>
              <figure className={styles.plan}>
                {index < 0 ? (
                  <PdfPlanLink plan={plan} name={MEDIA_TEXT[language].floorPlanPdf(plan.label)} className={styles.pdfPlan} />
                ) : (
                  <a
                    href={plan.image}
                    onClick={(event) => {
                      event.preventDefault();
                      setOpen(index);
                    }}
                  >
                    <img src={plan.image} alt={images[index].alt} loading="lazy" />
                  </a>
                )}
                <figcaption>{floorPlanCaption(plan, language)}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <Lightbox images={images} index={open} onClose={() => setOpen(null)} onNavigate={setOpen} labels={LIGHTBOX_LABELS[language]} />
    </>
  );
}
