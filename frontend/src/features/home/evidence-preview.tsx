import { Badge, Card, Flex, Text, VisuallyHidden } from '@aws-amplify/ui-react';
import { EVIDENCE_PREVIEW } from '@frontend/features/home/texts';

// A static picture of the feedback screen, built from markup rather than an
// image so it follows the colour mode and stays readable to screen readers.
export function EvidencePreview() {
  const { legend } = EVIDENCE_PREVIEW;
  return (
    <figure className="pte-evidence">
      <Card variation="elevated" className="pte-evidence__card">
        <Flex justifyContent="space-between" alignItems="center" gap="small">
          <Text fontWeight="bold" fontSize="large">
            {EVIDENCE_PREVIEW.itemType}
          </Text>
          <Badge size="small" variation="info">
            {EVIDENCE_PREVIEW.badge}
          </Badge>
        </Flex>

        <Text className="pte-evidence__label">{EVIDENCE_PREVIEW.transcriptLabel}</Text>
        <p className="pte-evidence__transcript">
          {EVIDENCE_PREVIEW.transcript.map((part, index) => {
            if (part.mark === 'pause') {
              return (
                <span key={index} className="pte-mark pte-mark--pause">
                  <span aria-hidden="true">‖</span>
                  <VisuallyHidden>({legend.pause})</VisuallyHidden>
                </span>
              );
            }
            if (part.mark === 'omitted') {
              return (
                <del key={index} className="pte-mark pte-mark--omitted">
                  {part.text}
                  <VisuallyHidden> ({legend.omitted})</VisuallyHidden>
                </del>
              );
            }
            return (
              <span key={index} className="pte-mark pte-mark--matched">
                {part.text}
              </span>
            );
          })}
        </p>

        <ul className="pte-evidence__legend" aria-hidden="true">
          <li>
            <span className="pte-swatch pte-swatch--matched" />
            {legend.matched}
          </li>
          <li>
            <span className="pte-swatch pte-swatch--omitted" />
            {legend.omitted}
          </li>
          <li>
            <span className="pte-swatch pte-swatch--pause">‖</span>
            {legend.pause}
          </li>
        </ul>

        <dl className="pte-evidence__traits">
          {EVIDENCE_PREVIEW.traits.map((row) => (
            <div key={row.trait} className="pte-evidence__trait">
              <dt>{row.trait}</dt>
              <dd>{row.evidence}</dd>
            </div>
          ))}
        </dl>
        <Text fontSize="small" color="font.tertiary">
          {EVIDENCE_PREVIEW.footnote}
        </Text>
      </Card>
      <figcaption className="pte-evidence__caption">{EVIDENCE_PREVIEW.caption}</figcaption>
    </figure>
  );
}
