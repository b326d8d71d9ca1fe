interface EnvelopeLineProps {
  winter: string | null | undefined;
  summer: string | null | undefined;
  className?: string;
}

/**
 * The APE's envelope quality, which Italian law wants in every sale advertisement (D.Lgs.
 * 192/2005 art. 6 c. 8) beside the class: on a card, one short line; nothing when the
 * certificate states neither season.
 */
export function EnvelopeLine({ winter, summer, className }: EnvelopeLineProps) {
  if (!winter && !summer) return null;
  return (
    <p className={className}>
      Envelope quality: winter {winter ?? 'not stated'}, summer {summer ?? 'not stated'}
    </p>
  );
}
