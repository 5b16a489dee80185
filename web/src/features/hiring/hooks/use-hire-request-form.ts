import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { formProblems, readRequestError } from '../../../app/request-error';
import {
  HireExpertCheckDocument,
  HireRequestDialogCreateDocument,
} from '../../../gql-home/graphql';
import { HIRE_MESSAGES } from '../hire-messages';
import {
  EMPTY_HIRE_REQUEST,
  formFieldOf,
  HIRE_REQUEST_LABELS,
  hireRequestProblems,
  toCreateHireRequestInput,
  type HireRequestField,
  type HireRequestProblems,
  type HireRequestValues,
} from '../hire-request-rules';
import { SUBSCRIPTION_REQUIRED } from '../hire-subscription';

/**
 * The queries that show whether a template was requested: asked again after a request is made, so
 * the detail page's button and every card read Request Submitted. Only those on screen are asked;
 * the rest load fresh when they next mount.
 */
export const REQUESTED_STATE_QUERIES = [
  'HireExpertCheck',
  'HireRequestedTemplates',
  'HireRequestsSection',
];

export interface HireRequestFormOptions {
  /** The API says the account has no active subscription (it ended since the page loaded). */
  onSubscriptionRequired(message: string | undefined): void;
}

/**
 * The request form's state and its submission: checked against the API's bounds first,
 * then sent; the API's field problems land under their fields. A success records the template
 * as requested in the cache at once and asks the requested state again.
 */
export function useHireRequestForm(templateId: string, options: HireRequestFormOptions) {
  const [values, setValues] = useState<HireRequestValues>(EMPTY_HIRE_REQUEST);
  const [problems, setProblems] = useState<HireRequestProblems>({});
  const [message, setMessage] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  /** Bumped on each refused attempt, so the form can move focus to the first problem. */
  const [attempts, setAttempts] = useState(0);
  const [create, { loading: saving }] = useMutation(HireRequestDialogCreateDocument);
  const client = useApolloClient();

  const edit = <Field extends HireRequestField>(field: Field, value: HireRequestValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = hireRequestProblems(values);
    setProblems(found);
    setMessage(null);
    if (Object.keys(found).length > 0) {
      setAttempts((count) => count + 1);
      return;
    }
    try {
      await create({
        variables: { input: toCreateHireRequestInput(templateId, values) },
        update(cache, { data }) {
          if (!data) return;
          // Apollo writes `__typename` with every selection; typed code does not name it.
          const hireRequestCheck = {
            __typename: 'HireRequestCheck' as const,
            hasActiveRequest: true,
            requestId: data.createHireRequest.id,
          };
          cache.writeQuery({
            query: HireExpertCheckDocument,
            variables: { templateId },
            data: { hireRequestCheck },
          });
        },
        refetchQueries: REQUESTED_STATE_QUERIES,
      });
      setSubmitted(true);
    } catch (error) {
      const problem = readRequestError(error);
      if (problem.code === SUBSCRIPTION_REQUIRED) {
        options.onSubscriptionRequired(problem.message);
        return;
      }
      // Requested meanwhile (another tab): the button should say so once the form is closed.
      if (problem.code === 'CONFLICT') {
        void client.refetchQueries({ include: REQUESTED_STATE_QUERIES }).catch(() => undefined);
      }
      const refusal = formProblems(
        error,
        HIRE_REQUEST_LABELS,
        HIRE_MESSAGES.createFailed,
        formFieldOf,
      );
      setProblems(refusal.fields);
      setMessage(refusal.message ?? null);
      setAttempts((count) => count + 1);
    }
  }

  return { values, edit, problems, message, saving, submitted, attempts, submit };
}
