import { createAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';
import type { Template } from '../../templates/template.entity';

const SAVE = `mutation($input: SaveTemplateInput!) {
  saveTemplate(input: $input) {
    alreadySaved savedTemplate { id templateId } subscription { templateSaves templateSavesUsed }
  }
}`;
const UNSAVE = `mutation($input: UnsaveTemplateInput!) {
  unsaveTemplate(input: $input) { removed subscription { templateSavesUsed } }
}`;

/** Saved templates over GraphQL: the same service and rules as REST. */
describe('saved templates over GraphQL', () => {
  let app: TestApp;
  let templates: Template[];

  beforeAll(async () => {
    app = await createTestApp();
    templates = [];
    for (let i = 0; i < 12; i++) {
      templates.push(await buildTemplate(app.services.dataSource, { name: `Graph saved ${i}` }));
    }
  });
  afterAll(() => app.close());

  it('saves, lists with the template, checks and removes', async () => {
    const user = await createAccount(app.services);
    const saved = await app.graphql(SAVE, { input: { templateId: templates[0].id } }, user.headers);
    expect(saved.body.data.saveTemplate).toMatchObject({
      alreadySaved: false,
      savedTemplate: { templateId: templates[0].id },
      subscription: { templateSaves: 5, templateSavesUsed: 1 },
    });
    const list = await app.graphql(
      `{ savedTemplates(limit: 12, sortBy: "newest") {
           items { id templateId template { id name isSaved } }
           pagination { totalItems itemsPerPage } removed { id }
         } }`,
      undefined,
      user.headers,
    );
    expect(list.body.data.savedTemplates).toEqual({
      items: [
        {
          id: saved.body.data.saveTemplate.savedTemplate.id,
          templateId: templates[0].id,
          template: { id: templates[0].id, name: templates[0].name, isSaved: true },
        },
      ],
      pagination: { totalItems: 1, itemsPerPage: 12 },
      removed: [],
    });
    const check = await app.graphql(
      `query($id: ID!) { isTemplateSaved(templateId: $id) }`,
      { id: templates[0].id },
      user.headers,
    );
    expect(check.body.data.isTemplateSaved).toBe(true);
    const removed = await app.graphql(
      UNSAVE,
      { input: { templateId: templates[0].id } },
      user.headers,
    );
    expect(removed.body.data.unsaveTemplate).toEqual({
      removed: true,
      subscription: { templateSavesUsed: 0 },
    });
  });

  it('reads one save with its workflow, counting no view', async () => {
    const user = await createAccount(app.services);
    const template = templates[6];
    const query = `query($id: ID!) { savedTemplate(templateId: $id) { id template { id workflow } } }`;
    const none = await app.graphql(query, { id: template.id }, user.headers);
    expect(none.body.data.savedTemplate).toBeNull();
    await app.graphql(SAVE, { input: { templateId: template.id } }, user.headers);
    const found = await app.graphql(query, { id: template.id }, user.headers);
    expect(found.body.data.savedTemplate.template.workflow.nodes.length).toBeGreaterThan(0);
    await app.services.templates.flushVisits();
    const [row] = await app.services.db.query<{ views: number }>(
      'SELECT views FROM templates WHERE id = $1',
      [template.id],
    );
    expect(row.views).toBe(0);
  });

  it('carries the upgrade data of a refused save in extensions', async () => {
    const user = await createAccount(app.services);
    for (const template of templates.slice(0, 5)) {
      await app.graphql(SAVE, { input: { templateId: template.id } }, user.headers);
    }
    const refused = await app.graphql(
      SAVE,
      { input: { templateId: templates[5].id } },
      user.headers,
    );
    expect(refused.body.errors[0].extensions).toEqual({
      code: 'SUBSCRIPTION_LIMIT_REACHED',
      currentUsage: 5,
      limit: 5,
      upgradeRequired: true,
      subscriptionName: 'Free',
      limitationType: 'template_saves',
      featureName: 'Saved templates',
    });
  });

  it('answers Template.isSaved for a page with one statement, false for a visitor', async () => {
    const user = await createAccount(app.services);
    await app.graphql(SAVE, { input: { templateId: templates[2].id } }, user.headers);
    const query = `{ templates(limit: 50) { templates { id isSaved } } }`;
    const statementsFor = async (limit: number) => {
      app.resetQueries();
      await app.graphql(query.replace('50', String(limit)), undefined, user.headers);
      return app.queries.filter((sql) => sql.includes('saved_templates')).length;
    };
    expect(await statementsFor(3)).toBe(1);
    expect(await statementsFor(12)).toBe(1);
    const mine = await app.graphql(query, undefined, user.headers);
    const flags = new Map(
      mine.body.data.templates.templates.map((t: { id: string; isSaved: boolean }) => [
        t.id,
        t.isSaved,
      ]),
    );
    expect(flags.get(templates[2].id)).toBe(true);
    expect([...flags.values()].filter(Boolean)).toHaveLength(1);
    const visitor = await app.graphql(query);
    expect(
      visitor.body.data.templates.templates.every((t: { isSaved: boolean }) => !t.isSaved),
    ).toBe(true);
  });

  it('asks a visitor to sign in', async () => {
    const response = await app.graphql(SAVE, { input: { templateId: templates[0].id } });
    expect(response.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    const list = await app.graphql('{ savedTemplates { items { id } } }');
    expect(list.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });
});
