import type { RequestListener } from 'node:http';
import { createTestApp, type TestApp } from '../../../test/app';
import { notesModule } from '../../../test/fixtures/notes/notes.module';
import { buildServer } from '../../app';
import {
  MAX_INTEGRATIONS,
  MAX_PAGE,
  MAX_PAGE_SIZE,
} from '../../modules/templates/template-list-query';
import { FEATURES } from '../../modules/index';
import type { OpenApiDocument, Schema } from '../openapi';

/** An Express router layer, as far as walking the routes needs. */
interface Layer {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** Every `METHOD /path` an Express router stack serves, paths in OpenAPI's `{param}` form. */
function servedRoutes(stack: Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = (prefix + layer.route.path).replace(/:(\w+)/g, '{$1}');
      return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${path}`);
    }
    if (!layer.handle.stack) return [];
    const mountPath =
      typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return servedRoutes(layer.handle.stack, prefix + mountPath);
  });
}

function documentedRoutes(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

function parameter(document: OpenApiDocument, path: string, name: string): Schema {
  const parameters = document.paths[path].get.parameters as Schema[];
  const found = parameters.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${path} has no parameter ${name}`);
  return found;
}

describe('the OpenAPI document of the REST surfaces', () => {
  let app: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    app = await createTestApp({
      env: { PUBLIC_URL: 'https://vault.example.com' },
      features: [...FEATURES, notesModule],
    });
    document = (await app.get('/api/openapi.json')).body;
  });
  afterAll(() => app.close());

  it('is an OpenAPI 3.1 document served at /api/openapi.json for the public address', async () => {
    const res = await app.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(document).toMatchObject({
      openapi: '3.1.0',
      info: { title: 'FlowVault', version: expect.stringMatching(/^\d+\.\d+\.\d+/) },
      servers: [{ url: 'https://vault.example.com' }],
    });
    expect(document.components.schemas.ErrorBody).toMatchObject({
      type: 'object',
      required: ['error', 'message'],
      properties: {
        error: { type: 'string', enum: expect.arrayContaining(['validation_error']) },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
      },
    });
  });

  it('describes every route the server answers under /api and /n8n, and no other', async () => {
    const server = await buildServer(app.services);
    try {
      // The Express app among the request listeners (the connection tracker listens first).
      const express = server.httpServer
        .listeners('request')
        .find((listener) => 'router' in listener) as RequestListener & {
        router: { stack: Layer[] };
      };
      const served = servedRoutes(express.router.stack).filter(
        // The docs page is for people reading the document, and absent in production.
        (route) => /^[A-Z]+ \/(api|n8n)\//.test(route) && !route.includes(' /api/docs'),
      );
      expect(served).toEqual(expect.arrayContaining(['GET /api/templates', 'GET /n8n/health']));
      expect(served).toContain('POST /api/test-notes');
      expect(documentedRoutes(document).sort()).toEqual([...new Set(served)].sort());
    } finally {
      await server.close();
    }
  });

  it("takes each parameter's constraints from the class-validator rules", () => {
    expect(parameter(document, '/api/templates', 'limit')).toEqual({
      name: 'limit',
      in: 'query',
      required: false,
      description: expect.any(String),
      schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
    });
    expect(parameter(document, '/api/templates', 'page')).toMatchObject({
      description: expect.stringContaining('past the end'),
      schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
    });
    expect(parameter(document, '/api/templates', 'search').schema).toEqual({
      type: 'string',
      maxLength: 200,
    });
    expect(parameter(document, '/api/templates', 'complexity').schema).toEqual({
      type: 'string',
      enum: ['Simple', 'Medium', 'Complex'],
    });
    // One category per query string: a single value, though typed callers may pass a list.
    expect(parameter(document, '/api/templates', 'category').schema).toMatchObject({
      type: 'string',
      enum: expect.arrayContaining(['AI', 'Sales & CRM']),
    });
    expect(parameter(document, '/api/integrations', 'limit').schema).toMatchObject({
      maximum: MAX_INTEGRATIONS,
    });
  });

  it("documents the n8n library's list parameters and integer ids", () => {
    expect(parameter(document, '/n8n/templates/search', 'category')).toMatchObject({
      style: 'form',
      explode: true,
      schema: { type: 'array', items: { type: 'string', enum: expect.arrayContaining(['AI']) } },
    });
    expect(parameter(document, '/n8n/templates/search', 'app').schema).toMatchObject({
      type: 'array',
      maxItems: 1,
    });
    expect(parameter(document, '/n8n/templates/workflows/{id}', 'id')).toEqual({
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    });
    const responses = document.paths['/n8n/templates/search'].get.responses as Schema;
    expect(Object.keys(responses)).toEqual(['200', '400', '429', '500', '503']);
  });

  it('declares every path parameter and resolves every reference', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      for (const operation of Object.values(operations)) {
        const declared = (operation.parameters as Schema[])
          .filter((candidate) => candidate.in === 'path')
          .map((candidate) => candidate.name);
        expect({ path, declared }).toEqual({ path, declared: names });
        expect(Object.keys(operation.responses as Schema).length).toBeGreaterThan(1);
      }
    }
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map(([, ref]) => ref);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas).toHaveProperty([ref.split('/').at(-1)!]);
    }
  });

  it('documents bodies, the roles a route needs and the errors it answers', () => {
    const create = document.paths['/api/test-notes'].post;
    expect(create.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateNoteInput' } } },
    });
    expect(document.components.schemas.CreateNoteInput).toMatchObject({
      required: ['body'],
      properties: { body: { type: 'string', minLength: 1, maxLength: 200 } },
    });
    expect(create.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(create.responses as Schema)).toEqual([
      '201',
      '400',
      '401',
      '409',
      '413',
      '500',
      '503',
    ]);
    const count = document.paths['/api/test-notes/count'].get.responses as Record<string, Schema>;
    expect(count['403'].content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
    });
    const detail = document.paths['/api/templates/{id}'].get.responses as Record<string, Schema>;
    expect(detail['404'].description).toContain('Template not found');
    expect(document.paths['/api/test-notes/{id}'].delete.responses).toHaveProperty('204');
  });
});
