import { ToastStore } from './toast-store';

export const toastStore = new ToastStore();

/** Raise a toast from anywhere: `toast.error('Something went wrong', 'Error')`. */
export const toast = {
  success: (message: string, title?: string) => toastStore.show('success', message, title),
  error: (message: string, title?: string) => toastStore.show('error', message, title),
  dismiss: (id: number) => toastStore.dismiss(id),
};
