import path from 'node:path';

/**
 * The shared corpus of real n8n workflows lives beside the repository (`../shared/data`), never
 * inside it. FLOWVAULT_DATA_DIR points elsewhere when the checkout is laid out differently.
 */
export const DATA_DIR =
  process.env.FLOWVAULT_DATA_DIR ?? path.resolve(__dirname, '..', '..', '..', 'shared', 'data');

/** 2,047 workflows, one record a line, gzipped. */
export const CORPUS_PATH = path.join(DATA_DIR, 'n8n-workflows.jsonl.gz');

/** Ten varied records as a JSON array. */
export const SAMPLE_PATH = path.join(DATA_DIR, 'sample-10.json');
