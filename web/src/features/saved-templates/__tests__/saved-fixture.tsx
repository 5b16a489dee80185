import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SignInDialogLoginDocument, TemplateDiagramDocument } from '../../../gql/graphql';
import { SaveTemplateDocument, UnsaveTemplateDocument } from '../../../gql-home/graphql';
import {
  buildSessionUser,
  buildSubscription,
  renderApp,
  sessionUserMock,
  type AppProbe,
} from '../../accounts/__tests__/session-fixture';
import { catalogMock, templatesMock } from '../../home/__tests__/home-page-fixture';
import { HomePage } from '../../home/pages/home-page';

/** What the API answers for a save, an unsave or a diagram of this template. */
type Mock = MockLink.MockedResponse;

/** A signed-in Free account that has used `used` of its 5 saves. */
export function sessionWithSaves(used: number): Mock {
  return sessionUserMock(
    buildSessionUser({ subscription: buildSubscription({ templateSavesUsed: used }) }),
  );
}

/**
 * How long a save or unsave stays pending: long enough for a test to see the busy button on a
 * loaded machine (50 ms was not), short enough for the default wait of `findBy`.
 */
const SAVE_DELAY_MS = 400;

function saveCount(used: number) {
  return { __typename: 'SubscriptionStatus', templateSaves: 5, templateSavesUsed: used };
}

/** A successful save of `templateId`, after which `used` saves are used; answered after SAVE_DELAY_MS. */
export function saveMock(templateId: string, used: number): Mock {
  return {
    request: { query: SaveTemplateDocument, variables: { input: { templateId } } },
    delay: SAVE_DELAY_MS,
    result: {
      data: {
        saveTemplate: {
          __typename: 'SaveTemplatePayload',
          alreadySaved: false,
          savedTemplate: { __typename: 'SavedTemplate', id: `saved-${templateId}`, templateId },
          subscription: saveCount(used),
        },
      },
    },
  };
}

/** A successful unsave of `templateId`, after which `used` saves are used; after SAVE_DELAY_MS. */
export function unsaveMock(templateId: string, used: number): Mock {
  return {
    request: { query: UnsaveTemplateDocument, variables: { input: { templateId } } },
    delay: SAVE_DELAY_MS,
    result: {
      data: {
        unsaveTemplate: {
          __typename: 'UnsaveTemplatePayload',
          removed: true,
          subscription: saveCount(used),
        },
      },
    },
  };
}

/** The message of the API's SUBSCRIPTION_LIMIT_REACHED for the Free plan. */
export const LIMIT_MESSAGE =
  'Your Free plan lets you keep 5 saved templates. Upgrade your plan to save more.';

/** The 6th save of a Free account: refused with the upgrade data. */
export function limitReachedMock(templateId: string): Mock {
  return {
    request: { query: SaveTemplateDocument, variables: { input: { templateId } } },
    result: {
      errors: [
        {
          message: LIMIT_MESSAGE,
          path: ['saveTemplate'],
          extensions: {
            code: 'SUBSCRIPTION_LIMIT_REACHED',
            currentUsage: 5,
            limit: 5,
            upgradeRequired: true,
            subscriptionName: 'Free',
            limitationType: 'template_saves',
            featureName: 'Saved templates',
          },
        },
      ],
    },
  };
}

export const DIAGRAM_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200"><text>Webhook</text></svg>';
export const DIAGRAM_MERMAID = 'flowchart LR\n  n0["Webhook"] --> n1["Reply"]';

/** The diagram of `templateId`. */
export function diagramMock(templateId: string): Mock {
  return {
    request: { query: TemplateDiagramDocument, variables: { id: templateId } },
    delay: 20,
    result: {
      data: {
        templateDiagram: {
          __typename: 'Diagram',
          svg: DIAGRAM_SVG,
          mermaid: DIAGRAM_MERMAID,
          width: 640,
          height: 199.5,
        },
      },
    },
  };
}

interface BrowseOptions {
  /** The stored session token: signed in when given (add a session mock). */
  token?: string;
  /** Ids of the templates on the first page the account saved. */
  savedIds?: string[];
  /** Operations held in flight until `probe.release(name)` (see HoldLink). */
  hold?: string[];
}

/**
 * The app with the home page's template browser at /browse (the layout's own index is a
 * placeholder), 45 templates `workflow-1`... of which the first page is mocked; /dashboard is a
 * placeholder too.
 */
export function renderBrowse(
  mocks: Mock[],
  { token, savedIds, hold }: BrowseOptions = {},
): AppProbe {
  return renderApp(
    '/browse',
    [catalogMock(), templatesMock({ totalItems: 45, savedIds }), ...mocks],
    { token, routes: { browse: <HomePage />, dashboard: <p>Dashboard page</p> }, hold },
  );
}

const CREDENTIALS = { email: 'ada@example.com', password: 'correct-horse' };

/** Signing in as Ada succeeds with `token-ada` (the session then asks `me`: mock it too). */
export function loginMock(): Mock {
  return {
    request: { query: SignInDialogLoginDocument, variables: { input: CREDENTIALS } },
    result: { data: { login: { __typename: 'AuthPayload', token: 'token-ada' } } },
  };
}

/** Signs in through the header's Sign in dialog and waits until the header shows the account. */
export async function signInThroughHeader(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  await user.type(within(dialog).getByLabelText('Email'), CREDENTIALS.email);
  await user.type(within(dialog).getByLabelText('Password'), CREDENTIALS.password);
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('button', { name: 'Sign out' });
}
