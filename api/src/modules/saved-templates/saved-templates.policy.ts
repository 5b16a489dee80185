import type { Access } from '../../core/access';

/*
 * Who may do what with a saved template, in the access vocabulary of `core/access.ts` (allow,
 * forbid as 403, hide as 404). A user's saves are read, listed and removed in SQL by their own id
 * (`WHERE user_id = $1`): another user's save is simply not found, so those need no decision here.
 * What is decided here is what only a template's saver may do.
 */

export const TEMPLATE_NOT_FOUND = 'Template not found';

/** What a permission on a catalogue template looks at, as the actor sees it. */
export interface SavedTemplateFacts {
  /** Whether the actor saved the template. */
  saved: boolean;
}

/** The 403 of `canUseSavedTemplate`, naming what saving the template would let one do. */
export const saveFirst = (what: string) => `Save this template first to ${what}.`;

/**
 * What only a template's saver may do (draw its diagram): the saver; anyone else is told 403,
 * since the catalogue is public and the template no secret.
 */
export function canUseSavedTemplate(facts: SavedTemplateFacts): Access {
  return facts.saved ? 'allow' : 'forbid';
}
