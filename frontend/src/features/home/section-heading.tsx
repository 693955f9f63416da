import { Heading, Text } from '@aws-amplify/ui-react';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
}

/** The eyebrow, h2 and intro that open each home section; `id` labels the section. */
export function SectionHeading({ id, eyebrow, heading, intro }: SectionHeadingProps) {
  return (
    <div className="pte-section-heading">
      {eyebrow && <Text className="pte-eyebrow">{eyebrow}</Text>}
      <Heading level={2} id={id} className="pte-section-heading__title">
        {heading}
      </Heading>
      {intro && (
        <Text color="font.secondary" fontSize="large">
          {intro}
        </Text>
      )}
    </div>
  );
}
