import { getFragmentData, type FragmentType } from '../../../gql-project/fragment-masking';
import { AiAssistant_ResourceFragmentDoc } from '../../../gql-project/graphql';
import { Badge } from '../../../ui/badge';
import { ExternalLink } from '../../../ui/external-link';
import { relevanceText } from '../workspace-figures';
import { RESOURCE_TYPE } from '../workspace-labels';

/**
 * The AI Assistant's Resources: documentation pages with their description,
 * type, relevance (score × 10, one decimal) and read time, most relevant first.
 */
export function ResourceList({
  resources: refs,
}: {
  resources: readonly FragmentType<typeof AiAssistant_ResourceFragmentDoc>[];
}) {
  const resources = getFragmentData(AiAssistant_ResourceFragmentDoc, refs);
  return (
    <ul className="workspace-list" aria-label="Resources">
      {resources.map((resource) => (
        <li key={resource.url} className="workspace-item">
          <div className="workspace-item__head">
            <h4 className="workspace-item__title">
              <ExternalLink href={resource.url}>{resource.title}</ExternalLink>
            </h4>
            <Badge>{RESOURCE_TYPE[resource.type]}</Badge>
          </div>
          <p className="workspace-item__text">{resource.description}</p>
          <p className="workspace-item__meta">
            Relevance {relevanceText(resource.relevanceScore)}/10 · {resource.estimatedReadTime}{' '}
            read
          </p>
        </li>
      ))}
    </ul>
  );
}
