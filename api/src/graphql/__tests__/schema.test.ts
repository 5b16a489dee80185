import { readFileSync } from 'node:fs';
import { SCHEMA_FILE } from '../emit-schema';
import { printSdl } from '../schema';

describe('the committed GraphQL schema', () => {
  it('matches the schema the resolvers build (codegen reads schema/schema.graphql)', () => {
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    if (committed !== printSdl()) {
      throw new Error('schema/schema.graphql is stale: run npm run schema and commit the result');
    }
  });

  it('exposes the catalogue schema the web app is written against', () => {
    const sdl = printSdl();
    expect(sdl).toContain(
      'templates(filter: TemplateFilterInput, page: Int! = 1, limit: Int! = 20, sort: TemplateSort): TemplatePage!',
    );
    expect(sdl).toContain('template(id: ID!): Template!');
    expect(sdl).toContain('relatedTemplates(limit: Int! = 4): [Template!]!');
    expect(sdl).toContain('integrations(limit: Int! = 30): [IntegrationCount!]!');
    expect(sdl).toContain(
      'recordTemplateDownload(input: RecordTemplateDownloadInput!): RecordTemplateDownloadPayload!',
    );
  });
});
