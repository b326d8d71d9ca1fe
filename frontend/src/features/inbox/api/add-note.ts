import { useWrite } from '@/lib/api/use-write';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { CONTACT_KEY } from './get-contact';
import { ENQUIRIES_KEY } from './get-enquiries';

export interface NewNote {
  id: number;
  text: string;
}

/** The server's bounds on a note (trimmed). */
export const MAX_NOTE_LENGTH = 5000;

/** POST /enquiries/{id}/notes (admin, agent): answers the note as stored. */
export async function addNote({ id, text }: NewNote) {
  return unwrap(
    await api.POST('/enquiries/{id}/notes', {
      params: { path: { id: String(id) } },
      body: { text },
    }),
  );
}

/** Adds a note; the inbox and contact views read the lead's timeline again. */
export function useAddNote() {
  return useWrite({ write: addNote, changes: () => [ENQUIRIES_KEY, CONTACT_KEY] });
}
