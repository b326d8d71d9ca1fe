import { ToastStore } from './toast-store';
export const toastStore = new ToastStore();
/** Raise a toast from anywhere: `toast.error('Something went wrong', 'Error')`. */
export const toast = {
    success: (message, title) => toastStore.show('success', message, title),
    error: (message, title) => toastStore.show('error', message, title),
    dismiss: (id) => toastStore.dismiss(id),
};
