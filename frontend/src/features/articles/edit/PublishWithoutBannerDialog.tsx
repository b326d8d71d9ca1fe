import { Dialog } from '@/components/dialog';

/**
 * Asked before an article without a banner is published (issue 43: one went out with the
 * "Photos coming soon" placeholder and nobody noticed). Closing it is a no.
 */
export function PublishWithoutBannerDialog({ onAnswer }: { onAnswer: (publish: boolean) => void }) {
  return (
    <Dialog title="Publish without a banner?" onClose={() => onAnswer(false)}>
      <p>
        This article has no banner. Published now, it shows a &ldquo;Photos coming soon&rdquo; picture at the top, on its
        page and in the list of articles, until one is uploaded.
      </p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={() => onAnswer(false)} autoFocus>
          Choose a banner first
        </button>
        <button type="button" className="button button-outline" onClick={() => onAnswer(true)}>
          Publish without a banner
        </button>
      </div>
    </Dialog>
  );
}
