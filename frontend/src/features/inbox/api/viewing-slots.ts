import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { VIEWINGS_KEY } from './get-viewings';

export interface SlotInput {
  ref: string;
  /** Europe/Rome, `YYYY-MM-DDTHH:MM`. */
  start: string;
  duration_minutes: number;
  meeting_point: string;
}

/** POST /viewings/{id}/slots: a new slot, not yet mailed. */
export async function addSlot({ viewing, slot }: { viewing: number; slot: SlotInput }) {
  return unwrap(await api.POST('/viewings/{id}/slots', { params: { path: { id: String(viewing) } }, body: slot }));
}

/** POST /viewings/{id}/confirm: one mail to the visitor, a calendar file per new slot. */
export async function confirmViewing(viewing: number) {
  return unwrap(await api.POST('/viewings/{id}/confirm', { params: { path: { id: String(viewing) } } }));
}

/** PATCH /slots/{id}: a confirmed slot is mailed again as an update. */
export async function changeSlot({ id, slot }: { id: number; slot: SlotInput }) {
  return unwrap(await api.PATCH('/slots/{id}', { params: { path: { id: String(id) } }, body: slot }));
}

/** DELETE /slots/{id}: a confirmed slot is cancelled in the visitor's calendar. */
export async function deleteSlot(id: number) {
  unwrap(await api.DELETE('/slots/{id}', { params: { path: { id: String(id) } } }));
}

export interface OutcomeInput {
  id: number;
  attended: boolean;
  feedback: string;
  interest: number;
}

/** POST /slots/{id}/outcome: after the slot's start. */
export async function recordOutcome({ id, ...outcome }: OutcomeInput) {
  return unwrap(await api.POST('/slots/{id}/outcome', { params: { path: { id: String(id) } }, body: outcome }));
}

/** A slot write whose success marks the viewings stale. */
function useSlotWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIEWINGS_KEY }),
  });
}

export const useAddSlot = () => useSlotWrite(addSlot);
export const useConfirmViewing = () => useSlotWrite(confirmViewing);
export const useChangeSlot = () => useSlotWrite(changeSlot);
export const useDeleteSlot = () => useSlotWrite(deleteSlot);
export const useRecordOutcome = () => useSlotWrite(recordOutcome);
