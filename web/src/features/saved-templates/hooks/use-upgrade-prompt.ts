import { createContext, useContext } from 'react';
import type { SubscriptionLimit } from '../subscription-limit';

/** Opens the upgrade prompt for a limit the user ran into. */
export type OpenUpgradePrompt = (limit: SubscriptionLimit) => void;

export const UpgradePromptContext = createContext<OpenUpgradePrompt | null>(null);

/**
 * The action to call when the API refused something because the plan's limit is used up
 * (SUBSCRIPTION_LIMIT_REACHED): it opens the one upgrade dialog of the app with the usage.
 */
export function useUpgradePrompt(): OpenUpgradePrompt {
  const open = useContext(UpgradePromptContext);
  if (!open) throw new Error('useUpgradePrompt must be used inside <UpgradePromptProvider>');
  return open;
}
