export { toast } from './toast';
export { Toaster } from './Toaster';
export type { Toast, ToastKind } from './toast-store';
