import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config/env';
import { printSdl } from './schema';

/** Writes schema/schema.graphql; run by the API build. */
export const SCHEMA_FILE = path.join(REPO_ROOT, 'schema', 'schema.graphql');

if (require.main === module) {
  writeFileSync(SCHEMA_FILE, printSdl());
  console.log(`GraphQL schema written to ${path.relative(process.cwd(), SCHEMA_FILE)}`);
}
