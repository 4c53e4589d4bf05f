export { Toaster, type ToasterProps } from './Toaster';
export { defaultToastDurationMs, type ToastMessage } from './Toast';
