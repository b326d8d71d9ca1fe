export { toast } from './toast';
export { Toaster } from './Toaster';
