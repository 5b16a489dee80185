import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { TemplateDetailPageDocument } from '../../../gql/graphql';
import { ButtonLink } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Panel } from '../../../ui/panel';
import { DonationThanks } from '../../billing/components/donation-thanks';
import { WorkflowGraph } from '../../workflow/components/workflow-graph';
import { DetailFooter } from '../components/detail-footer';
import { OtherSources } from '../components/other-sources';
import { RelatedTemplates } from '../components/related-templates';
import { SupportPanel } from '../components/support-panel';
import { TemplateDetailError } from '../components/template-detail-error';
import { TemplateDetailSkeleton } from '../components/template-detail-skeleton';
import { TemplateDocumentation } from '../components/template-documentation';
import { TemplateHeader } from '../components/template-header';
import { TemplateTags } from '../components/template-tags';
import { WorkflowDetailsCard } from '../components/workflow-details-card';
import { WorkflowStructure } from '../components/workflow-structure';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { TEMPLATE_NOT_FOUND, templateLoadErrorMessage } from '../template-load-error';
import '../template-detail.css';

function BackLink() {
  return (
    <ButtonLink to="/" variant="ghost" size="sm" icon={<Icon name="arrowLeft" size={18} />}>
      Back to Templates
    </ButtonLink>
  );
}

/**
 * The template detail page (`/template/:id`): one GraphQL query brings the template, its
 * workflow, what the API knows of its node types and its related templates; the page shows a
 * skeleton while it loads and a message with a way back when it fails.
 */
export default function TemplateDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, error, loading } = useQuery(TemplateDetailPageDocument, {
    variables: { id },
    skip: id === '',
  });
  const template = data?.template;
  useDocumentTitle(template?.name);

  if (id === '') return <TemplateDetailError message={TEMPLATE_NOT_FOUND} />;
  if (error) return <TemplateDetailError message={templateLoadErrorMessage(error)} />;
  if (loading || !template) return <TemplateDetailSkeleton />;

  return (
    <div className="template-detail container">
      <BackLink />
      <DonationThanks />
      <TemplateHeader template={template} />
      <div className="template-detail__layout">
        <div className="template-detail__main">
          <Panel className="detail-card" aria-labelledby="preview-heading">
            <h2 id="preview-heading" className="detail-card__title">
              Workflow Preview
            </h2>
            <WorkflowGraph workflow={template.workflow} nodeTypes={template.nodeTypes} />
          </Panel>
          <WorkflowDetailsCard template={template} />
          <TemplateDocumentation template={template} />
          <WorkflowStructure workflow={template.workflow} nodeTypes={template.nodeTypes} />
          <TemplateTags tags={template.tags} />
        </div>
        <aside className="template-detail__side" aria-label="Support and related templates">
          <OtherSources sources={template.otherSources} />
          <SupportPanel />
          <RelatedTemplates templates={template.relatedTemplates} />
        </aside>
      </div>
      <BackLink />
      <DetailFooter />
    </div>
  );
}
