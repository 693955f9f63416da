import '@frontend/features/company/company.css';
import { Heading, Text } from '@aws-amplify/ui-react';
import { fillFacts } from '@shared/content';
import { ContentPage } from '@frontend/components/content-page/content-page';
import { ParagraphContent } from '@frontend/components/rich-text/rich-text';
import { TextLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { PERKS_TEXTS as T } from '@frontend/features/company/texts';

/** /perk (public): the student perks the platform gives today, their numbers from shared/. */
export function PerksPage() {
  usePageMeta(T.meta);
  return (
    <ContentPage eyebrow={T.eyebrow} heading={T.heading} lead={T.lead} width="wide">
      <ul className="pte-perks">
        {T.perks.map((perk) => (
          <li key={perk.id} id={perk.id} className="pte-content-card pte-perk">
            <Heading level={2} className="pte-perk__title">
              {fillFacts(perk.title)}
            </Heading>
            <Text color="font.secondary">{fillFacts(perk.body)}</Text>
            <TextLink to={perk.link.to} className="pte-perk__link">
              {perk.link.label}
            </TextLink>
          </li>
        ))}
      </ul>
      <section className="pte-content-section" aria-labelledby="perks-closing">
        <Heading level={2} id="perks-closing" fontSize="xl" fontWeight="bold">
          {T.closing.heading}
        </Heading>
        <Text color="font.secondary">
          <ParagraphContent paragraph={T.closing.body} />
        </Text>
      </section>
    </ContentPage>
  );
}
