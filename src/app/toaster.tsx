import { Toaster } from 'react-hot-toast';

export const TOAST_DURATION_MS = 5000;

export function AppToaster() {
  return <Toaster position="top-center" toastOptions={{ duration: TOAST_DURATION_MS, className: 'text-sm' }} />;
}
