import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { CurrentUser } from '../../auth/current-user';
import type { SignedInActor } from '../../core/actor';
import type { GraphQLContext } from '../../graphql/context';
import { SubmittedWorkflowInput } from './dtos/template-submission.inputs';
import { TemplateSubmissionPreviewObject } from './dtos/template-submission.types';

/** Creators' submissions over GraphQL: the same service calls as the REST routes. */
@Resolver()
export class TemplateSubmissionResolver {
  @Authorized()
  @Mutation(() => TemplateSubmissionPreviewObject, {
    description:
      "A workflow (or one of the user's own n8n) as the catalogue would list it, scrubbed; nothing is stored. Needs a verified email address.",
  })
  async previewTemplateSubmission(
    @Arg('input') input: SubmittedWorkflowInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<TemplateSubmissionPreviewObject> {
    const preview = await services.templateSubmissions.preview(user, input);
    return { ...preview, workflow: preview.workflow as unknown as Record<string, unknown> };
  }
}
