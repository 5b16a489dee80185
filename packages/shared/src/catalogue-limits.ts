/**
 * The most UTF-16 units a catalogue query's search text, or integration name, may have: the API
 * refuses longer ones (docs/product/catalogue-and-search.md), and the web app's search box and
 * address bar cut to it.
 */
export const MAX_SEARCH_LENGTH = 200;
