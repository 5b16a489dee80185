import { lazy, Suspense } from 'react';

// The dialog and the form in it are their own chunk: the header that offers it is on every page,
// and the home route has a size budget.
const ConnectN8nDialog = lazy(() => import('./connect-n8n-dialog'));

export interface LazyConnectN8nDialogProps {
  open: boolean;
  onClose(): void;
}

/** The connect dialog, its code fetched the first time it opens. */
export function LazyConnectN8nDialog({ open, onClose }: LazyConnectN8nDialogProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConnectN8nDialog onClose={onClose} />
    </Suspense>
  );
}
