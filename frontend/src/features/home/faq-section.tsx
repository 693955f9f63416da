import type { ServedHomeBlock } from '@shared/api';
import { PageSection } from '@frontend/components/page-section';
import { TextLink } from '@frontend/components/router-links';
import { SectionHeading } from '@frontend/features/home/section-heading';

/** The faq block: the questions the content chose, each linking to its answer on /help. */
export function FaqSection({ block }: { block: Extract<ServedHomeBlock, { type: 'faq' }> }) {
  return (
    <PageSection aria-labelledby="home-faq-heading">
      <SectionHeading id="home-faq-heading" eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className="pte-card-grid pte-home-faq">
        {block.entries.map((entry) => (
          <li key={entry.id}>
            <TextLink to={`/help#${entry.id}`} className="pte-home-faq__question">
              {entry.question}
            </TextLink>
          </li>
        ))}
      </ul>
      <TextLink to={block.allLink.to} className="pte-arrow-link pte-home-faq__all">
        {block.allLink.label}
      </TextLink>
    </PageSection>
  );
}
