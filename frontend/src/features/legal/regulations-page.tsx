import '@frontend/features/legal/legal.css';
import { Heading, Text } from '@aws-amplify/ui-react';
import { ContentPage } from '@frontend/components/content-page/content-page';
import { ParagraphContent } from '@frontend/components/rich-text/rich-text';
import { TextLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { LEGAL_TEXTS } from '@frontend/features/legal/texts';

const T = LEGAL_TEXTS.regulations;

/** /regulations (public): the legal documents, each with what it covers. */
export function RegulationsPage() {
  usePageMeta(T.meta);
  return (
    <ContentPage eyebrow={LEGAL_TEXTS.eyebrow} heading={T.heading} lead={T.lead}>
      <ul className="pte-legal-documents">
        {T.documents.map(({ document, body }) => (
          <li key={document.path} className="pte-content-card">
            <Heading level={2} fontSize="xl" fontWeight="bold">
              {document.heading}
            </Heading>
            <Text color="font.tertiary" fontSize="small">
              {LEGAL_TEXTS.updated(document.updated)}
            </Text>
            <Text>{body}</Text>
            <TextLink to={document.path} fontWeight="semibold">
              {T.read(document.heading)}
            </TextLink>
          </li>
        ))}
      </ul>
      <p className="pte-legal-questions">
        <ParagraphContent paragraph={T.questions} />
      </p>
    </ContentPage>
  );
}
