import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { SaveTemplateDocument, UnsaveTemplateDocument } from '../../../gql-home/graphql';
import { useSession } from '../../accounts/hooks/use-session';
import { useSignInPrompt } from '../../accounts/hooks/use-sign-in-prompt';
import { writeSaveCount, writeTemplateSaved } from '../saved-cache';
import type { SubscriptionLimit } from '../subscription-limit';
import { useUpgradePrompt } from './use-upgrade-prompt';

/**
 * The plan's limit a failure ran into, or null. The reader loads on a failure only: importing
 * Apollo's error classes here makes the bundler split the home route into more chunks, which
 * costs about 1 KB of its budget.
 */
async function limitReachedIn(error: unknown): Promise<SubscriptionLimit | null> {
  const { readSubscriptionLimit } = await import('../subscription-limit');
  return readSubscriptionLimit(error);
}

/** The save toggle of cards and the detail page. */
export interface SaveToggle {
  signedIn: boolean;
  /** Whether a save or an unsave of this template is running (its button shows a spinner). */
  isPending(templateId: string): boolean;
  /** Saves the template, or removes it when `saved`; a visitor is asked to sign in instead. */
  toggle(templateId: string, saved: boolean): void;
}

/**
 * Saving and unsaving templates. The answer flips
 * `Template.isSaved` in the cache and updates the session's save counter, so every view agrees
 * without a refetch. A plan whose saves are used up opens the upgrade prompt; any other failure is
 * only logged.
 */
export function useSaveToggle(): SaveToggle {
  const { user } = useSession();
  const askToSignIn = useSignInPrompt();
  const openUpgrade = useUpgradePrompt();
  // The client's own mutate, not useMutation: the home route has a size budget, and the
  // mutation's state is kept here per template anyway.
  const client = useApolloClient();
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  // The state lags a render behind: a second click in the same tick must not send twice.
  const running = useRef(new Set<string>());
  const signedIn = user !== null;

  const run = useCallback(
    async (templateId: string, saved: boolean) => {
      const input = { templateId };
      if (saved) {
        await client.mutate({
          mutation: UnsaveTemplateDocument,
          variables: { input },
          update(cache, { data }) {
            writeTemplateSaved(cache, templateId, false);
            if (data) writeSaveCount(cache, data.unsaveTemplate.subscription);
          },
        });
      } else {
        await client.mutate({
          mutation: SaveTemplateDocument,
          variables: { input },
          update(cache, { data }) {
            writeTemplateSaved(cache, templateId, true);
            if (data) writeSaveCount(cache, data.saveTemplate.subscription);
          },
        });
      }
    },
    [client],
  );

  const toggle = useCallback(
    (templateId: string, saved: boolean) => {
      if (!signedIn) {
        askToSignIn('save templates');
        return;
      }
      if (running.current.has(templateId)) return;
      running.current.add(templateId);
      setPending((current) => new Set(current).add(templateId));
      run(templateId, saved)
        .catch(async (error: unknown) => {
          const limit = await limitReachedIn(error).catch(() => null);
          if (limit) openUpgrade(limit);
          else console.error(`Could not ${saved ? 'unsave' : 'save'} the template`, error);
        })
        .finally(() => {
          running.current.delete(templateId);
          setPending((current) => {
            const next = new Set(current);
            next.delete(templateId);
            return next;
          });
        });
    },
    [signedIn, askToSignIn, openUpgrade, run],
  );

  const isPending = useCallback((templateId: string) => pending.has(templateId), [pending]);
  return { signedIn, isPending, toggle };
}
