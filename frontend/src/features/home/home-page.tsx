import '@frontend/features/home/home.css';
import { Flex, Loader } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import type { ServedHomeBlock } from '@shared/api';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';
import { PageSection } from '@frontend/components/page-section';
import { RetryAlert } from '@frontend/components/retry-alert';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { BuySection } from '@frontend/features/home/buy-section';
import { ClosingCta } from '@frontend/features/home/closing-cta';
import { FaqSection } from '@frontend/features/home/faq-section';
import { FiguresBand } from '@frontend/features/home/figures-band';
import { HeroSection } from '@frontend/features/home/hero-section';
import { MailListSection } from '@frontend/features/home/mail-list-section';
import { OffersSection } from '@frontend/features/home/offers-section';
import { SectionsOverview } from '@frontend/features/home/sections-overview';
import { StepsSection } from '@frontend/features/home/steps-section';
import { TestimonialsSection } from '@frontend/features/home/testimonials-section';
import { HOME_LOAD, HOME_META } from '@frontend/features/home/texts';

/** The home page's blocks (content/home.json), their figures counted by the server. */
function useHomeContent() {
  // The page shows its own failure with a retry, so the central snackbar stays away.
  return useQuery({ queryKey: ['landing.getHomeContent'], queryFn: async () => (await api.landing.getHomeContent({})).data, meta: { ownsError: () => true } }, queryClient);
}

function HomeBlock({ block }: { block: ServedHomeBlock }) {
  switch (block.type) {
    case 'hero':
      return <HeroSection block={block} />;
    case 'figures':
      return <FiguresBand block={block} />;
    case 'grid':
      return <OffersSection block={block} />;
    case 'slider':
      return <SectionsOverview block={block} />;
    case 'steps':
      return <StepsSection block={block} />;
    case 'testimonials':
      return <TestimonialsSection block={block} />;
    case 'faq':
      return <FaqSection block={block} />;
    case 'buy':
      return <BuySection block={block} />;
    case 'mailList':
      return <MailListSection block={block} />;
    case 'banner':
      return <ClosingCta block={block} />;
  }
}

/** The landing page at "/" (guest-only, spec §2): the blocks of spec §3 in the order the content lists them. */
export function HomePage() {
  usePageMeta(HOME_META);
  const home = useHomeContent();
  if (home.isPending)
    return (
      <Flex padding="xxxl" justifyContent="center">
        <Loader size="large" ariaLabel={HOME_LOAD.loading} />
      </Flex>
    );
  if (home.isError)
    return (
      <PageSection>
        <RetryAlert message={HOME_LOAD.failed} retry={HOME_LOAD.retry} onRetry={() => void home.refetch()} />
      </PageSection>
    );
  return (
    <>
      {home.data.blocks.map((block, index) => (
        <HomeBlock key={`${block.type}-${index}`} block={block} />
      ))}
    </>
  );
}
