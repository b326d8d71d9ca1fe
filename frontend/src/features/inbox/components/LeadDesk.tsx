import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/components/toast';
import { MAX_NOTE_LENGTH, useAddNote } from '../api/add-note';
import { LEAD_STAGES, type Enquiry, type LeadStage } from '../api/get-enquiries';
import { MAX_REPLY_LENGTH, useReplyToEnquiry } from '../api/reply-to-enquiry';
import { useUpdateEnquiry } from '../api/update-enquiry';
import { contactHref } from '../inbox-view';
import { LeadTimeline, replyDeliveryText } from './LeadTimeline';
import { STAGE_LABELS } from './stage-labels';
import styles from './Inbox.module.css';

function failure(error: unknown) {
  return error instanceof Error && error.message ? error.message : 'There was an error';
}

function toastFailure(error: unknown) {
  toast.error(failure(error), 'Error');
}

/** The stage and the follow-up date, each saved as it is chosen. */
function StageAndFollowUp({ enquiry }: { enquiry: Enquiry }) {
  const update = useUpdateEnquiry();
  const stageId = useId();
  const dateId = useId();
  return (
    <div className={styles.deskRow}>
      <div className={styles.deskField}>
        <label htmlFor={stageId}>Stage</label>
        <select
          id={stageId}
          value={enquiry.stage}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ id: enquiry.id, stage: event.target.value as LeadStage }, { onError: toastFailure })}
        >
          {LEAD_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {STAGE_LABELS[stage]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.deskField}>
        <label htmlFor={dateId}>Follow up on</label>
        <input
          id={dateId}
          type="date"
          value={enquiry.follow_up_on ?? ''}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({ id: enquiry.id, follow_up_on: event.target.value || null }, { onError: toastFailure })
          }
        />
      </div>
      {enquiry.follow_up_on && (
        <button
          type="button"
          className="button button-outline"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: enquiry.id, follow_up_on: null }, { onError: toastFailure })}
        >
          Clear follow-up
        </button>
      )}
    </div>
  );
}

function NoteForm({ enquiry }: { enquiry: Enquiry }) {
  const add = useAddNote();
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ id: enquiry.id, text }, { onSuccess: () => setText('') });
  };
  return (
    <form className={styles.deskForm} onSubmit={submit}>
      <label htmlFor={id}>New note</label>
      <textarea id={id} value={text} maxLength={MAX_NOTE_LENGTH} rows={3} onChange={(event) => setText(event.target.value)} />
      {add.isError && <p role="alert">{failure(add.error)}</p>}
      <button type="submit" className="button button-outline" disabled={add.isPending || !text.trim()}>
        Add note
      </button>
    </form>
  );
}

function ReplyForm({ enquiry }: { enquiry: Enquiry }) {
  const reply = useReplyToEnquiry();
  const [message, setMessage] = useState('');
  const id = useId();
  const sent = reply.data?.enquiry.timeline.find((event) => event.kind === 'reply' && event.delivery);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate({ id: enquiry.id, message }, { onSuccess: () => setMessage('') });
  };
  return (
    <form className={styles.deskForm} onSubmit={submit}>
      <label htmlFor={id}>Reply to {enquiry.email}</label>
      <textarea id={id} value={message} maxLength={MAX_REPLY_LENGTH} rows={5} onChange={(event) => setMessage(event.target.value)} />
      {reply.isError && <p role="alert">{failure(reply.error)}</p>}
      {reply.isSuccess && sent?.delivery && (
        <p role="status">Reply stored. {replyDeliveryText(sent.delivery)}</p>
      )}
      <button type="submit" className="button button-primary" disabled={reply.isPending || !message.trim()}>
        Send reply
      </button>
    </form>
  );
}

/** The desk's work on one lead: its stage and follow-up, its timeline, a note, a reply. */
export function LeadDesk({ enquiry }: { enquiry: Enquiry }) {
  return (
    <section className={styles.desk} aria-label="Desk">
      <StageAndFollowUp enquiry={enquiry} />
      <h3 className={styles.detailHeading}>Timeline</h3>
      <LeadTimeline events={enquiry.timeline} />
      <NoteForm enquiry={enquiry} />
      {enquiry.email && (
        <>
          <ReplyForm enquiry={enquiry} />
          <p>
            <Link to={contactHref(enquiry.email)}>Everything from {enquiry.email}</Link>
          </p>
        </>
      )}
    </section>
  );
}
