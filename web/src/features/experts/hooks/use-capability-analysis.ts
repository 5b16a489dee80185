import { useEffect, useState } from 'react';
import {
  ANALYSIS_DELAY_MS,
  SAMPLE_ANALYSIS,
  type CapabilityAnalysis,
} from '../capability-analysis';

/**
 * The simulated AI Capability Analysis: null while it "runs", then the fixed
 * sample 2 seconds after the component mounted. Nothing is sent anywhere; closing the dialog
 * before then cancels it.
 */
export function useCapabilityAnalysis(): CapabilityAnalysis | null {
  const [analysis, setAnalysis] = useState<CapabilityAnalysis | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setAnalysis(SAMPLE_ANALYSIS), ANALYSIS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return analysis;
}
