import { screen } from '@testing-library/react';
import { createCache } from '../../../app/apollo';
import { HomePageTemplatesDocument } from '../../../gql-home/graphql';
import { AUTH_TOKEN_KEY } from '../../accounts/session-token';
import { SERVED_ANSWERS_ID, writeServedAnswers } from '../served-answers';
import { catalogMock, renderHomePage, templatesMock } from './home-page-fixture';

/** The page as the server sends `/`: the answers to its first queries inside (served-answers.ts). */
function serveAnswers(answers: unknown): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVED_ANSWERS_ID;
  element.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.body.append(element);
}

function dataOf(mock: { result?: unknown }): unknown {
  return (mock.result as { data: unknown }).data;
}

const ANSWERS = {
  HomePageTemplates: dataOf(templatesMock({ totalItems: 45 })),
  HomePageCatalog: dataOf(catalogMock(45)),
};

describe('the answers the home page came with', () => {
  afterEach(() => {
    document.getElementById(SERVED_ANSWERS_ID)?.remove();
    window.localStorage.clear();
  });

  it('show a visitor the first cards and the catalogue without asking the API', async () => {
    serveAnswers(ANSWERS);
    const cache = createCache();
    writeServedAnswers(cache);
    // No mocked responses: any request would fail the page.
    renderHomePage('/', [], { cache });
    expect(await screen.findByRole('heading', { name: 'Workflow 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /^Workflow \d+$/ })).toHaveLength(20);
    expect(screen.getByText(/45 templates/)).toBeInTheDocument();
    expect(screen.queryByText(/couldn.t load/i)).not.toBeInTheDocument();
  });

  it('are not used by a signed-in user, whose cards say what they saved', () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'a-session-token');
    serveAnswers(ANSWERS);
    const cache = createCache();
    writeServedAnswers(cache);
    const variables = { filter: null, page: 1, limit: 20 };
    expect(cache.readQuery({ query: HomePageTemplatesDocument, variables })).toBeNull();
  });

  it('are left to the network when they do not parse', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveAnswers('{"HomePageTemplates": ');
    const cache = createCache();
    expect(() => writeServedAnswers(cache)).not.toThrow();
    expect(error).toHaveBeenCalled();
    expect(cache.extract()).toEqual({});
    error.mockRestore();
  });
});
