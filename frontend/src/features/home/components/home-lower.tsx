import { AiInsights } from './ai-insights';
import { FeaturesSection } from './features-section';
import { JoinCta } from './join-cta';
import { StatsSection } from './stats-section';
import { Testimonials } from './testimonials';

/**
 * Home sections 4 to 8 (spec part 1 §2), in their own chunk: they load as the visitor scrolls towards
 * them, so a phone's first download is only what the first screen needs.
 */
export default function HomeLower() {
  return (
    <>
      <AiInsights />
      <FeaturesSection />
      <Testimonials />
      <StatsSection />
      <JoinCta />
    </>
  );
}
