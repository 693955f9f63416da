import '@frontend/features/home/home.css';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { ClosingCta } from '@frontend/features/home/closing-cta';
import { FiguresBand } from '@frontend/features/home/figures-band';
import { HeroSection } from '@frontend/features/home/hero-section';
import { MailListSection } from '@frontend/features/home/mail-list-section';
import { OffersSection } from '@frontend/features/home/offers-section';
import { SectionsOverview } from '@frontend/features/home/sections-overview';
import { StepsSection } from '@frontend/features/home/steps-section';
import { TestimonialsSection } from '@frontend/features/home/testimonials-section';
import { HOME_META } from '@frontend/features/home/texts';

/** The landing page at "/" (guest-only, spec §2). */
export function HomePage() {
  usePageMeta(HOME_META);
  return (
    <>
      <HeroSection />
      <FiguresBand />
      <OffersSection />
      <SectionsOverview />
      <StepsSection />
      <TestimonialsSection />
      <MailListSection />
      <ClosingCta />
    </>
  );
}
