import type { LeadStage } from '../api/get-enquiries';

/** The stages as the desk names them. */
export const STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  viewing: 'Viewing',
  offer: 'Offer',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};
