import { useState } from 'react';
import { toast } from '@/components/toast';
import type { Enquiry } from '../api/get-enquiries';
import { useUpdateEnquiry } from '../api/update-enquiry';
import { EnquiryItem } from './EnquiryItem';
import styles from './Inbox.module.css';

function toastFailure(error: unknown) {
  toast.error(error instanceof Error && error.message ? error.message : 'There was an error', 'Error');
}

/** The enquiries as the server orders them (newest first); opening one marks it read. */
export function EnquiryList({ enquiries }: { enquiries: Enquiry[] }) {
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const update = useUpdateEnquiry();

  const setOpen = (id: number, open: boolean) =>
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggle = (enquiry: Enquiry) => {
    const opening = !openIds.has(enquiry.id);
    setOpen(enquiry.id, opening);
    if (opening && !enquiry.read) update.mutate({ id: enquiry.id, read: true }, { onError: toastFailure });
  };

  const markUnread = (enquiry: Enquiry) =>
    update.mutate(
      { id: enquiry.id, read: false },
      { onSuccess: () => setOpen(enquiry.id, false), onError: toastFailure },
    );

  return (
    <ol className={styles.list} aria-label="Enquiries, newest first">
      {enquiries.map((enquiry) => (
        <EnquiryItem
          key={enquiry.id}
          enquiry={enquiry}
          open={openIds.has(enquiry.id)}
          onToggle={() => toggle(enquiry)}
          onMarkUnread={() => markUnread(enquiry)}
          busy={update.isPending}
        />
      ))}
    </ol>
  );
}
