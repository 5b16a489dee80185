/**
 * The AI Capability Analysis of an application's details. It is a simulation on the client with
 * no server call: after a 2-second wait it shows fixed sample scores, and a recommendation read
 * from the overall score by THRESHOLDS.
 */

/** How long the analysis "runs" before its result shows. */
export const ANALYSIS_DELAY_MS = 2000;

export type CapabilityRecommendation =
  'highly_recommended' | 'recommended' | 'cautious' | 'not_recommended';

/** The lowest overall score of each recommendation, best first; anything lower is the last. */
const THRESHOLDS: readonly [number, CapabilityRecommendation][] = [
  [90, 'highly_recommended'],
  [75, 'recommended'],
  [60, 'cautious'],
];

/** The recommendation an overall score earns: 90+, 75+, 60+, else not recommended. */
export function recommendationFor(overall: number): CapabilityRecommendation {
  return THRESHOLDS.find(([lowest]) => overall >= lowest)?.[1] ?? 'not_recommended';
}

/** How each recommendation reads on the panel. */
export const RECOMMENDATION_LABELS: Record<CapabilityRecommendation, string> = {
  highly_recommended: 'Highly recommended',
  recommended: 'Recommended',
  cautious: 'Proceed with caution',
  not_recommended: 'Not recommended',
};

export interface CapabilityAnalysis {
  /** Scores out of 100. */
  skill: number;
  experience: number;
  budgetFit: number;
  overall: number;
  recommendation: CapabilityRecommendation;
  strengths: readonly string[];
  concerns: readonly string[];
}

/** The fixed sample: skill 76, experience 82, budget fit 50, overall 76. */
export const SAMPLE_ANALYSIS: CapabilityAnalysis = {
  skill: 76,
  experience: 82,
  budgetFit: 50,
  overall: 76,
  recommendation: recommendationFor(76),
  strengths: [
    'Relevant experience with similar automation projects',
    'A clear, step-by-step approach to the project',
    'A realistic timeline for the scope described',
  ],
  concerns: ["The proposed budget sits at the edge of the client's range"],
};
