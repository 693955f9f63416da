import '@frontend/components/rich-text/rich-text.css';
import { Link } from '@aws-amplify/ui-react';
import { fillFacts, paragraphsOf, type Block, type Inline, type Paragraph, type RichText as RichTextData } from '@shared/content';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { TextLink } from '@frontend/components/router-links';

/** Marks where a search matched, when a caller highlights; the words are shown as they are otherwise. */
export type Highlighter = (text: string) => ReactNode;

const plain: Highlighter = (text) => text;

function InlinePiece({ inline, highlight }: { inline: Inline; highlight: Highlighter }) {
  if (typeof inline === 'string') return <>{highlight(fillFacts(inline))}</>;
  if ('to' in inline) return <TextLink to={inline.to}>{highlight(fillFacts(inline.text))}</TextLink>;
  return (
    <Link href={inline.href} isExternal rel="noopener noreferrer">
      {highlight(fillFacts(inline.text))}
    </Link>
  );
}

/** One paragraph's inline content (no wrapper), with its facts filled in. */
export function ParagraphContent({ paragraph, highlight = plain }: { paragraph: Paragraph; highlight?: Highlighter }) {
  const inlines = typeof paragraph === 'string' ? [paragraph] : paragraph;
  return (
    <>
      {inlines.map((inline, index) => (
        <InlinePiece key={index} inline={inline} highlight={highlight} />
      ))}
    </>
  );
}

function BlockContent({ block, highlight }: { block: Block; highlight: Highlighter }) {
  if (typeof block === 'string' || Array.isArray(block)) {
    return (
      <p>
        <ParagraphContent paragraph={block} highlight={highlight} />
      </p>
    );
  }
  const items = paragraphsOf(block).map((paragraph, index) => (
    <li key={index}>
      <ParagraphContent paragraph={paragraph} highlight={highlight} />
    </li>
  ));
  return 'steps' in block ? <ol>{items}</ol> : <ul>{items}</ul>;
}

/**
 * Rich text of the content pages (shared/content: paragraphs, lists and steps with app links and
 * external links) as plain HTML elements, styled by the `pte-rich-text` class of its container.
 */
export function RichText({ text, highlight = plain, className }: { text: RichTextData; highlight?: Highlighter; className?: string }) {
  return (
    <div className={['pte-rich-text', className].filter(Boolean).join(' ')}>
      {text.map((block, index) => (
        <Fragment key={index}>
          <BlockContent block={block} highlight={highlight} />
        </Fragment>
      ))}
    </div>
  );
}
