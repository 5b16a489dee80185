import type { TemplateCounters } from './template.repository';

/**
 * A presented template serialized once without its visitor counters, which change with every
 * visit while its content does not: `headOf` makes the JSON less its counters and closing brace,
 * `withCounters` completes it for an answer. Kept details (`DetailCache`) and list items
 * (`CardStore`) are kept this way.
 */
export function headOf(presented: object): string {
  const withoutCounters = {
    ...presented,
    views: undefined,
    downloads: undefined,
    saves: undefined,
  };
  return JSON.stringify(withoutCounters).slice(0, -1);
}

/** The whole JSON of `head` (`headOf`), these counters last. */
export function withCounters(head: string, { views, downloads, saves }: TemplateCounters): string {
  return `${head},"views":${views},"downloads":${downloads},"saves":${saves}}`;
}
