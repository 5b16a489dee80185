import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { UpgradePromptContext } from '../hooks/use-upgrade-prompt';
import type { SubscriptionLimit } from '../subscription-limit';

// Its own chunk: only a user who runs out of saves ever sees it, and the home route has a budget.
const UpgradeDialog = lazy(() => import('./upgrade-dialog'));

/** Holds the one upgrade prompt of the app, opened through `useUpgradePrompt()`. */
export function UpgradePromptProvider({ children }: { children: ReactNode }) {
  const [limit, setLimit] = useState<SubscriptionLimit | null>(null);
  const close = useCallback(() => setLimit(null), []);
  return (
    <UpgradePromptContext.Provider value={setLimit}>
      {children}
      {limit && (
        <Suspense fallback={null}>
          <UpgradeDialog limit={limit} onClose={close} />
        </Suspense>
      )}
    </UpgradePromptContext.Provider>
  );
}
