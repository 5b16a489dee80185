import DataLoader from 'dataloader';
import { isSignedIn, type Actor } from '../../core/actor';
import type { Services } from '../../services';

/** Relations that depend on who asks, built per request with the request's actor. */
export interface SavedTemplateLoaders {
  /** Whether the actor saved each template; always false for a visitor (no query). */
  isSaved: DataLoader<string, boolean>;
}

export function createSavedTemplateLoaders(
  { savedTemplates }: Services,
  actor: Actor,
): SavedTemplateLoaders {
  return {
    isSaved: new DataLoader(async (templateIds) => {
      if (!isSignedIn(actor)) return templateIds.map(() => false);
      const saved = await savedTemplates.savedAmong(actor, templateIds);
      return templateIds.map((id) => saved.has(id));
    }),
  };
}
