/**
 * Small documents that cost a server far more than their size, shared by the HTTP and graphql-ws
 * tests of the operation limits.
 */

/** `fragment L1 on Category { ...L0 ...L0 }` up to L`levels`: about 30 bytes a level, 2^levels fields. */
export function fragmentFanOut(levels: number): string {
  const fragments = ['fragment L0 on Category { name }'];
  for (let level = 1; level <= levels; level++) {
    fragments.push(`fragment L${level} on Category { ...L${level - 1} ...L${level - 1} }`);
  }
  return `{ categories { ...L${levels} } } ${fragments.join(' ')}`;
}

/** 121 bytes asking for 100 x 20 x 20 x 20 templates (75 MB of answer before the socket had limits). */
export const RELATED_THREE_LEVELS =
  '{templates(limit:100){templates{relatedTemplates(limit:20){relatedTemplates(limit:20){relatedTemplates(limit:20){id}}}}}}';

/**
 * 95 bytes asking for the workflows of 20 related templates of each of 100: within every limit
 * while a workflow counted as one field, it answered 20 MB, and twenty at once held 3 GB.
 */
export const RELATED_WORKFLOWS =
  '{templates(limit:100){templates{workflow relatedTemplates(limit:20){workflow}}}}';

/** `count` aliased searches of one template each: one database query per alias. */
export function aliasedSearches(count: number): string {
  const searches = Array.from(
    { length: count },
    (_, index) =>
      `s${index}: templates(filter: { search: "workflow ${index}" }, limit: 1) { pagination { totalItems } }`,
  );
  return `{ ${searches.join(' ')} }`;
}

/**
 * How long a refusal of a fragment fan-out may take: far above what measuring each fragment once
 * costs (milliseconds) and far below what expanding it would (a 22-level fan-out took 7 s, 30
 * levels would take minutes), so it tells the two apart on any machine without timing a run.
 */
export const FAN_OUT_BOUND_MS = 5_000;

/** A valid document of 5 + 6 x `count` tokens: `count` inline fragments selecting one field. */
export function inlineFragments(count: number): string {
  return `{ categories { ${'... on Category { name } '.repeat(count)}} }`;
}
