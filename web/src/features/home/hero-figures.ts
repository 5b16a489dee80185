/** The headline figure while the real count is loading or unavailable. */
export const FALLBACK_TEMPLATE_COUNT = '8,694+ templates';

/** The experts figure; fixed until the expert directory exists. */
export const EXPERTS_FIGURE = '500+ experts';

/** The hero's template figure: the catalogue's size once known, e.g. "2,047+ templates". */
export function templateCountLabel(totalTemplates: number | undefined): string {
  if (totalTemplates === undefined) return FALLBACK_TEMPLATE_COUNT;
  if (totalTemplates === 0) return '0 templates';
  return `${totalTemplates.toLocaleString('en-US')}+ templates`;
}
