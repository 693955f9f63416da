import '@frontend/features/templates/templates.css';
import { Badge, Heading, Text } from '@aws-amplify/ui-react';
import { fillFacts, type AnswerTemplate } from '@shared/content';
import { itemTypes } from '@shared/exam';
import memorisedTemplates from '@shared/scoring/templates.json';
import { ContentPage } from '@frontend/components/content-page/content-page';
import { ParagraphContent, RichText } from '@frontend/components/rich-text/rich-text';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { answerTemplates } from '@frontend/features/templates/templates-data';
import { TEMPLATES_TEXTS as T } from '@frontend/features/templates/texts';

/** A frame with its [slots] shown as slots. */
function Frame({ frame }: { frame: string }) {
  return (
    <p className="pte-template-frame">
      <span className="pte-sr-only">{T.frameLabel}: </span>
      {frame.split(/(\[[^\]]+\])/).map((piece, index) =>
        index % 2 === 1 ? (
          <span key={index} className="pte-template-frame__slot">
            {piece.slice(1, -1)}
          </span>
        ) : (
          piece
        ),
      )}
    </p>
  );
}

function TemplateSection({ template }: { template: AnswerTemplate }) {
  const type = itemTypes[template.type];
  const headingId = `${template.id}-heading`;
  return (
    <section id={template.id} aria-labelledby={headingId} className="pte-template">
      <div className="pte-template__header">
        <Heading level={2} id={headingId} className="pte-template__title">
          {type.name}
        </Heading>
        <Badge size="small" variation="info">
          {T.exams(type.variants)}
        </Badge>
      </div>
      <Text className="pte-template__facts">{T.facts(template.type)}</Text>
      <p className="pte-template__intro">
        <ParagraphContent paragraph={template.intro} />
      </p>

      <Heading level={3} className="pte-template__subheading">
        {T.stepsHeading}
      </Heading>
      <ol className="pte-template-steps">
        {template.steps.map((step) => (
          <li key={step.move} className="pte-template-step">
            <Text as="span" fontWeight="semibold">
              {step.move}
            </Text>
            <Frame frame={step.frame} />
            <Text as="span" color="font.secondary" fontSize="small">
              {step.tip}
            </Text>
          </li>
        ))}
      </ol>

      <Heading level={3} className="pte-template__subheading">
        {T.howToUseHeading}
      </Heading>
      <RichText text={template.howToUse} />

      <Heading level={3} className="pte-template__subheading">
        {T.exampleHeading}
      </Heading>
      <div className="pte-content-card pte-content-card--muted pte-template-example">
        <Text color="font.secondary" fontSize="small">
          <strong>{T.exampleTask}</strong> {template.example.task}
        </Text>
        {template.example.answer.map((paragraph, index) => (
          <p key={index}>{fillFacts(paragraph)}</p>
        ))}
      </div>

      <div className="pte-content-note" data-tone="warning">
        <Heading level={3} fontSize="medium" className="pte-template__note-title">
          {T.flagsHeading}
        </Heading>
        <Text>{type.answerKind === 'speech' ? T.speakingFlags : T.writingFlags(memorisedTemplates.templates.length)}</Text>
      </div>
    </section>
  );
}

/**
 * /templates (public): a structure for each long answer (content/answer-templates.json), how to
 * practise it and an example, each with what the exam and our scoring do with memorised text:
 * the numbers come from shared/scoring, so the page says what the scorer does.
 */
export function TemplatesPage() {
  usePageMeta(T.meta);
  return (
    <ContentPage eyebrow={T.eyebrow} heading={T.heading} lead={T.lead}>
      <aside className="pte-content-note" data-tone="warning" aria-labelledby="templates-warning">
        <Heading level={2} id="templates-warning" fontSize="large" className="pte-template__note-title">
          {T.warning.heading}
        </Heading>
        <Text>{T.warning.exam}</Text>
        <Text marginTop="xs">{T.warning.ours}</Text>
      </aside>
      <nav aria-label={T.contents} className="pte-pill-nav pte-template-contents">
        <ul>
          {answerTemplates.map((template) => (
            <li key={template.id}>
              <a href={`#${template.id}`}>{itemTypes[template.type].name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {answerTemplates.map((template) => (
        <TemplateSection key={template.id} template={template} />
      ))}
    </ContentPage>
  );
}
