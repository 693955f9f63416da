import '@frontend/features/legal/legal.css';
import { Heading, Text } from '@aws-amplify/ui-react';
import { ContentPage } from '@frontend/components/content-page/content-page';
import { RichText } from '@frontend/components/rich-text/rich-text';
import { usePageMeta } from '@frontend/components/use-page-meta';
import type { LegalDocument } from '@frontend/features/legal/legal-document';
import { PRIVACY_POLICY } from '@frontend/features/legal/privacy-policy';
import { TERMS_OF_USE } from '@frontend/features/legal/terms-of-use';
import { LEGAL_TEXTS as T } from '@frontend/features/legal/texts';

/** A legal document: its date, a summary, the list of its sections and the sections. */
function LegalPage({ document }: { document: LegalDocument }) {
  usePageMeta(document.meta);
  return (
    <ContentPage eyebrow={T.eyebrow} heading={document.heading} lead={<Text color="font.tertiary">{T.updated(document.updated)}</Text>}>
      <aside className="pte-content-card pte-content-card--muted pte-legal-summary" aria-labelledby="legal-summary">
        <Heading level={2} id="legal-summary" fontSize="large" fontWeight="bold">
          {T.summaryHeading}
        </Heading>
        <RichText text={document.summary} />
      </aside>
      <nav aria-label={T.contents} className="pte-legal-contents">
        <Text fontWeight="semibold">{T.contents}</Text>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading.replace(/^\d+\.\s*/, '')}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="pte-legal-section">
          <Heading level={2} id={`${section.id}-heading`} className="pte-legal-section__title">
            {section.heading}
          </Heading>
          <RichText text={section.body} />
        </section>
      ))}
    </ContentPage>
  );
}

/** /regulations/terms-of-use (public). */
export function TermsOfUsePage() {
  return <LegalPage document={TERMS_OF_USE} />;
}

/** /regulations/privacy-policy (public). */
export function PrivacyPolicyPage() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
