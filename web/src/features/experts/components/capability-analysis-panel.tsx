import { useId } from 'react';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { RECOMMENDATION_LABELS, type CapabilityRecommendation } from '../capability-analysis';
import { useCapabilityAnalysis } from '../hooks/use-capability-analysis';
import './capability-analysis-panel.css';

const RECOMMENDATION_TONE: Record<CapabilityRecommendation, BadgeTone> = {
  highly_recommended: 'green',
  recommended: 'teal',
  cautious: 'amber',
  not_recommended: 'red',
};

function Score({ label, value }: { label: string; value: number }) {
  return (
    <div className="capability-analysis__score">
      <dt>{label}</dt>
      <dd>
        <span className="capability-analysis__value">{value}/100</span>
        <span className="capability-analysis__bar" aria-hidden="true">
          <span style={{ width: `${value}%` }} />
        </span>
      </dd>
    </div>
  );
}

/**
 * The AI Capability Analysis of an application: a 2-second "analysis", then the sample scores,
 * the recommendation, strengths and concerns. It is labelled a sample, since nothing is analysed.
 */
export function CapabilityAnalysisPanel() {
  const analysis = useCapabilityAnalysis();
  const titleId = useId();
  return (
    <section className="capability-analysis" aria-labelledby={titleId}>
      <h3 id={titleId} className="capability-analysis__title">
        <Icon name="sparkles" size={18} />
        AI Capability Analysis
      </h3>
      {analysis ? (
        <>
          <dl className="capability-analysis__scores">
            <Score label="Skill match" value={analysis.skill} />
            <Score label="Experience" value={analysis.experience} />
            <Score label="Budget fit" value={analysis.budgetFit} />
            <Score label="Overall" value={analysis.overall} />
          </dl>
          <p className="capability-analysis__recommendation">
            Recommendation:{' '}
            <Badge tone={RECOMMENDATION_TONE[analysis.recommendation]}>
              {RECOMMENDATION_LABELS[analysis.recommendation]}
            </Badge>
          </p>
          <div className="capability-analysis__lists">
            <div>
              <h4>Strengths</h4>
              <ul>
                {analysis.strengths.map((strength) => (
                  <li key={strength}>{strength}</li>
                ))}
              </ul>
            </div>
            <div>
              <h4>Concerns</h4>
              {analysis.concerns.length > 0 ? (
                <ul>
                  {analysis.concerns.map((concern) => (
                    <li key={concern}>{concern}</li>
                  ))}
                </ul>
              ) : (
                <p>None found.</p>
              )}
            </div>
          </div>
          <p className="capability-analysis__note">
            A sample analysis, for illustration: the scores are not computed from this application.
          </p>
        </>
      ) : (
        <div className="capability-analysis__loading">
          <Spinner size={20} label="Analysing the application" />
          <span aria-hidden="true">Analysing the application...</span>
        </div>
      )}
    </section>
  );
}
