import { Toaster } from 'react-hot-toast';

export const TOAST_DURATION_MS = 5000;

/** Top centre, below the sticky header: a toast never covers the logo, the menu or the enquiry list link. */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: 'calc(var(--header-height) + 0.75rem)' }}
      toastOptions={{ duration: TOAST_DURATION_MS, className: 'text-sm' }}
    />
  );
}
