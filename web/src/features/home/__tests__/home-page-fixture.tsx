import { ApolloLink, type InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { HoldLink, type Hold } from '../../../../test/hold-link';
import { createCache } from '../../../app/apollo';
import {
  HomePageCatalogDocument,
  HomePageTemplatesDocument,
  type TemplateFilterInput,
} from '../../../gql-home/graphql';
import { SessionProvider } from '../../accounts/components/session-provider';
import { SignInPromptProvider } from '../../accounts/components/sign-in-prompt-provider';
import { UpgradePromptProvider } from '../../saved-templates/components/upgrade-prompt-provider';
import { cardTemplate } from '../../templates/__tests__/template-fixture';
import { HomePage } from '../pages/home-page';

export const CATALOG_CATEGORIES = [
  { name: 'AI', count: 30 },
  { name: 'Communication', count: 10 },
  { name: 'Sales & CRM', count: 5 },
];

/** The catalogue query's mock: 45 templates, three categories, two integrations. */
export function catalogMock(totalItems = 45): MockLink.MockedResponse {
  return {
    request: { query: HomePageCatalogDocument, variables: { integrationLimit: 30 } },
    result: {
      data: {
        templateCount: {
          __typename: 'TemplatePage',
          pagination: { __typename: 'Pagination', totalItems },
        },
        categories: CATALOG_CATEGORIES.map((category) => ({ __typename: 'Category', ...category })),
        integrations: [
          { __typename: 'IntegrationCount', name: 'Telegram', count: 12 },
          { __typename: 'IntegrationCount', name: 'Slack', count: 9 },
        ],
      },
    },
  };
}

interface PageOptions {
  filter?: TemplateFilterInput | null;
  page?: number;
  totalItems: number;
  /** How many templates this page holds (default: a full page or what is left). */
  count?: number;
  namePrefix?: string;
  /** Ids of the templates the signed-in user saved (`isSaved`). */
  savedIds?: string[];
  namedServices?: string[];
  suggestions?: {
    services: Array<{ name: string; count: number }>;
    categories: Array<{ name: string; count: number }>;
    categoriesOfSearch: boolean;
  } | null;
}

/** A mocked page of the home grid; template names are "<prefix> <number>" across pages. */
export function templatesMock({
  filter = null,
  page = 1,
  totalItems,
  count,
  namePrefix = 'Workflow',
  savedIds = [],
  namedServices = [],
  suggestions = null,
}: PageOptions): MockLink.MockedResponse {
  const start = (page - 1) * 20;
  const size = count ?? Math.max(0, Math.min(20, totalItems - start));
  return {
    request: { query: HomePageTemplatesDocument, variables: { filter, page, limit: 20 } },
    result: {
      data: {
        templates: {
          __typename: 'TemplatePage',
          templates: Array.from({ length: size }, (_, index) => ({
            ...cardTemplate({
              id: `${namePrefix.toLowerCase()}-${start + index + 1}`,
              name: `${namePrefix} ${start + index + 1}`,
            }),
            isSaved: savedIds.includes(`${namePrefix.toLowerCase()}-${start + index + 1}`),
          })),
          pagination: {
            __typename: 'Pagination',
            currentPage: page,
            totalPages: Math.ceil(totalItems / 20),
            totalItems,
            itemsPerPage: 20,
          },
          namedServices,
          suggestions: suggestions && {
            __typename: 'SearchSuggestions',
            services: suggestions.services.map((entry) => ({
              __typename: 'IntegrationCount',
              ...entry,
            })),
            categories: suggestions.categories.map((entry) => ({
              __typename: 'Category',
              ...entry,
            })),
            categoriesOfSearch: suggestions.categoriesOfSearch,
          },
        },
      },
    },
  };
}

/** What the test can see of the router: the current query string, and navigation (Back). */
export interface RouterProbe {
  search: string;
  navigate: NavigateFunction;
  /** Lets an operation held by the `hold` option go on. */
  release(name: string): void;
}

function Probe({ probe }: { probe: RouterProbe }) {
  const location = useLocation();
  probe.search = location.search;
  probe.navigate = useNavigate();
  return null;
}

/**
 * Renders the home page at `url` over mocked GraphQL; the probe follows the URL and lets go of
 * the operations `hold` keeps in flight (see HoldLink).
 */
export function renderHomePage(
  url: string,
  mocks: MockLink.MockedResponse[],
  { hold = [], cache = createCache() }: { hold?: Hold[]; cache?: InMemoryCache } = {},
): RouterProbe {
  const held = new HoldLink(hold);
  const probe = { search: '', release: (name: string) => held.release(name) } as RouterProbe;
  render(
    <MockedProvider link={ApolloLink.from([held, new MockLink(mocks)])} cache={cache}>
      <MemoryRouter initialEntries={[url]}>
        <SessionProvider>
          <SignInPromptProvider>
            <UpgradePromptProvider>
              <HomePage />
            </UpgradePromptProvider>
          </SignInPromptProvider>
        </SessionProvider>
        <Probe probe={probe} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return probe;
}
