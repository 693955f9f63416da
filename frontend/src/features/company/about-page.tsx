import '@frontend/features/company/company.css';
import { Heading } from '@aws-amplify/ui-react';
import { ContentPage } from '@frontend/components/content-page/content-page';
import { RichText } from '@frontend/components/rich-text/rich-text';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { ABOUT_TEXTS as T } from '@frontend/features/company/texts';

/** /about-us (public): what PTE Practice is, why and how it scores, and that it is independent of Pearson. */
export function AboutPage() {
  usePageMeta(T.meta);
  return (
    <ContentPage eyebrow={T.eyebrow} heading={T.heading} lead={T.lead}>
      {T.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="pte-content-section pte-about-section">
          <Heading level={2} id={`${section.id}-heading`} fontSize="xl" fontWeight="bold">
            {section.heading}
          </Heading>
          <RichText text={section.body} />
        </section>
      ))}
    </ContentPage>
  );
}
