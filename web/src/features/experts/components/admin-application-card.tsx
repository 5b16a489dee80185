import { useId, useState, type ReactNode } from 'react';
import { getFragmentData, type FragmentType } from '../../../gql/fragment-masking';
import { AdminApplicationCard_ApplicationFragmentDoc } from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Panel } from '../../../ui/panel';
import { countOf, formatLongDate } from '../../../ui/format';
import { canDecide } from '../admin-filters';
import { EXPERT_STATUS_TEXT, expertStatusTone } from '../expert-programme';
import { expertiseNames, profileLinks } from '../expertise-summary';
import { ExternalLink } from '../../../ui/external-link';
import { PortfolioList } from '../../../ui/portfolio-list';
import './admin-application-card.css';

export interface AdminApplicationCardProps {
  application: FragmentType<typeof AdminApplicationCard_ApplicationFragmentDoc>;
  busy: boolean;
  onApprove(id: string): void;
  onReject(applicant: { id: string; name: string }): void;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Names({ names }: { names: readonly string[] }) {
  return names.length > 0 ? <>{names.join(', ')}</> : <>None given</>;
}

/**
 * One expert-programme application for an admin: who applied and their key facts, everything
 * else behind Show details, and Approve and Reject while it is still pending.
 */
export function AdminApplicationCard({
  application: ref,
  busy,
  onApprove,
  onReject,
}: AdminApplicationCardProps) {
  const application = getFragmentData(AdminApplicationCard_ApplicationFragmentDoc, ref);
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const links = profileLinks(application.profiles);

  return (
    <Panel as="article" className="admin-application" aria-labelledby={titleId}>
      <div className="admin-application__top">
        <div>
          <h2 id={titleId} className="admin-application__name">
            {application.fullName}
          </h2>
          <p className="admin-application__role">
            {application.jobTitle} at {application.company} · {application.location}
          </p>
        </div>
        <Badge tone={expertStatusTone(application.status)}>
          {EXPERT_STATUS_TEXT[application.status].label}
        </Badge>
      </div>
      <dl className="admin-application__facts">
        <Fact term="Applied">{formatLongDate(application.createdAt)}</Fact>
        <Fact term="Email">{application.email}</Fact>
        <Fact term="Experience">{countOf(application.yearsOfExperience, 'year')}</Fact>
        <Fact term="AI">
          <Names names={expertiseNames(application.aiExpertise)} />
        </Fact>
        <Fact term="Automation">
          <Names names={expertiseNames(application.automationExpertise)} />
        </Fact>
      </dl>
      <p className="admin-application__summary">{application.professionalSummary}</p>
      {application.rejectionReason && (
        <p className="admin-application__reason">Rejection reason: {application.rejectionReason}</p>
      )}

      <Button
        variant="ghost"
        size="sm"
        aria-expanded={expanded}
        aria-controls={detailsId}
        icon={<Icon name={expanded ? 'chevronUp' : 'chevronDown'} size={16} />}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? 'Hide details' : 'Show details'}
      </Button>
      <div id={detailsId} className="admin-application__details" hidden={!expanded}>
        <dl className="admin-application__facts">
          <Fact term="Phone">{application.phone || 'Not given'}</Fact>
          <Fact term="Education">
            {application.education.degree} in {application.education.field},{' '}
            {application.education.institution} ({application.education.year})
          </Fact>
          <Fact term="Programming languages">
            <Names names={application.programmingLanguages} />
          </Fact>
          <Fact term="Tools and platforms">
            <Names names={application.toolsAndPlatforms} />
          </Fact>
          <Fact term="Profiles">
            {links.length > 0
              ? links.map(([name, url], index) => (
                  <span key={name}>
                    {index > 0 && ', '}
                    <ExternalLink href={url}>{name}</ExternalLink>
                  </span>
                ))
              : 'None given'}
          </Fact>
          {application.reviewedAt && (
            <Fact term="Reviewed">{formatLongDate(application.reviewedAt)}</Fact>
          )}
        </dl>
        <h3>Motivation</h3>
        <p>{application.motivationStatement}</p>
        <h3>Expertise goals</h3>
        <p>{application.expertiseGoals}</p>
        <h3>Contribution plans</h3>
        <p>{application.contributionPlans}</p>
        <h3>Portfolio</h3>
        <PortfolioList items={application.portfolioItems} />
      </div>

      {canDecide(application.status) && (
        <div className="admin-application__actions">
          <Button
            size="sm"
            loading={busy}
            icon={<Icon name="check" size={16} />}
            onClick={() => onApprove(application.id)}
            aria-describedby={titleId}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            icon={<Icon name="x" size={16} />}
            onClick={() => onReject({ id: application.id, name: application.fullName })}
            aria-describedby={titleId}
          >
            Reject
          </Button>
        </div>
      )}
    </Panel>
  );
}
