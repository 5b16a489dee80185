import type { ReactNode } from 'react';
import { getFragmentData, type FragmentType } from '../../../gql/fragment-masking';
import { ApplicationDetails_ApplicationFragmentDoc } from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { formatNodeCount } from '../../templates/card-format';
import { displayNodeCount, formatBudget, formatLongDate, formatMoney } from '../../../ui/format';
import { REQUEST_STATUS } from '../../hiring/hire-labels';
import { clientName } from '../expert-format';
import { ApplicationStatusBadge, UrgencyBadge } from '../../hiring/components/hire-badges';
import { CapabilityAnalysisPanel } from './capability-analysis-panel';
import { FeedbackRating } from './feedback-rating';
import { PortfolioList } from '../../../ui/portfolio-list';
import './application-details-dialog.css';

type ApplicationRef = FragmentType<typeof ApplicationDetails_ApplicationFragmentDoc>;

export interface ApplicationDetailsDialogProps {
  /** The application to show; no dialog without one. */
  application: ApplicationRef | null;
  onClose(): void;
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="application-details__block">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function Text({ children }: { children: string }) {
  return children.trim() ? (
    <p className="application-details__text">{children}</p>
  ) : (
    <p className="application-details__text application-details__text--none">Not given.</p>
  );
}

function Details({ application: ref }: { application: ApplicationRef }) {
  const application = getFragmentData(ApplicationDetails_ApplicationFragmentDoc, ref);
  const { project, proposedBudget, feedback } = application;
  const template = project.template;
  return (
    <div className="application-details">
      <div className="application-details__badges">
        <ApplicationStatusBadge status={application.status} />
        <UrgencyBadge urgency={project.urgency} />
      </div>
      <dl className="application-details__facts">
        <div>
          <dt>Applied</dt>
          <dd>{formatLongDate(application.createdAt)}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>{formatLongDate(application.updatedAt)}</dd>
        </div>
        <div>
          <dt>Your timeline</dt>
          <dd>{application.proposedTimeline}</dd>
        </div>
        <div>
          <dt>Proposed budget</dt>
          <dd>{formatMoney(proposedBudget.amount, proposedBudget.currency)}</dd>
        </div>
      </dl>

      <Block title="Project details">
        <p className="application-details__project-name">{project.templateName}</p>
        <dl className="application-details__facts">
          <div>
            <dt>Client</dt>
            <dd>{clientName(project.clientName)}</dd>
          </div>
          <div>
            <dt>Client timeline</dt>
            <dd>{project.timeline}</dd>
          </div>
          <div>
            <dt>Client budget</dt>
            <dd>{formatBudget(project.budget)}</dd>
          </div>
          <div>
            <dt>Industry</dt>
            <dd>{project.industry}</dd>
          </div>
          <div>
            <dt>Company size</dt>
            <dd>{project.companySize}</dd>
          </div>
          <div>
            <dt>Project status</dt>
            <dd>{REQUEST_STATUS[project.status].label}</dd>
          </div>
        </dl>
        {template && (
          <p className="application-details__template">
            <Badge variant="tag" tone="brand">
              {template.category}
            </Badge>
            <Badge variant="tag">{template.complexity}</Badge>
            <span>{formatNodeCount(displayNodeCount(template.nodeCount))}</span>
          </p>
        )}
        <h4>Business problem</h4>
        <Text>{project.businessProblem}</Text>
        <h4>Requirements</h4>
        <Text>{project.requirements}</Text>
      </Block>

      <Block title="Cover letter">
        <Text>{application.coverLetter}</Text>
      </Block>
      <Block title="Relevant experience">
        <Text>{application.relevantExperience}</Text>
      </Block>
      <Block title="Project approach">
        <Text>{application.approachDescription}</Text>
      </Block>
      <Block title="Budget explanation">
        <Text>{proposedBudget.explanation}</Text>
      </Block>
      <Block title="Portfolio items">
        <PortfolioList items={application.relevantPortfolioItems} />
      </Block>
      <Block title="Client feedback">
        {feedback ? (
          <>
            <FeedbackRating rating={feedback.rating} message={feedback.message} />
            <p className="application-details__text--none">
              Left on {formatLongDate(feedback.createdAt)}
            </p>
          </>
        ) : (
          <p className="application-details__text application-details__text--none">
            No feedback yet.
          </p>
        )}
      </Block>

      <CapabilityAnalysisPanel />
    </div>
  );
}

/** The Application details dialog: everything sent, and the simulated analysis. */
export function ApplicationDetailsDialog({ application, onClose }: ApplicationDetailsDialogProps) {
  return (
    <Modal
      open={application !== null}
      size="lg"
      title="Application Details"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {application && <Details application={application} />}
    </Modal>
  );
}
