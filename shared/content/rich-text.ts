import { z } from 'zod';

/**
 * Rich text of the content pages as data (no Markdown): a block is a paragraph (a string, or a
 * list of inline pieces when it holds links), a bulleted list or numbered steps. Strings may hold
 * facts as {{name}} (see facts.ts), filled in when shown, so a number is never copied by hand.
 */
export const InlineSchema = z.union([
  z.string().min(1),
  /** A link inside the app: a path that starts with '/', optionally with a query or #anchor. */
  z.object({ text: z.string().min(1), to: z.string().regex(/^\/(?!\/)/, { message: 'An app link starts with a single /.' }) }).strict(),
  /** A link to another site, opened in a new tab. */
  z.object({ text: z.string().min(1), href: z.string().url().startsWith('https://', { message: 'An external link uses https.' }) }).strict(),
]);
export type Inline = z.infer<typeof InlineSchema>;

export const ParagraphSchema = z.union([z.string().min(1), z.array(InlineSchema).min(1)]);
export type Paragraph = z.infer<typeof ParagraphSchema>;

export const BlockSchema = z.union([
  ParagraphSchema,
  z.object({ list: z.array(ParagraphSchema).min(1) }).strict(),
  z.object({ steps: z.array(ParagraphSchema).min(1) }).strict(),
]);
export type Block = z.infer<typeof BlockSchema>;

export const RichTextSchema = z.array(BlockSchema).min(1, { message: 'Write at least one paragraph.' });
export type RichText = z.infer<typeof RichTextSchema>;

/** The paragraphs of a block: one for a paragraph, each item for a list or steps. */
export function paragraphsOf(block: Block): Paragraph[] {
  if (typeof block === 'string' || Array.isArray(block)) return [block];
  return 'list' in block ? block.list : block.steps;
}

/** Every inline piece of a text, in reading order. */
export function inlinesOf(text: RichText): Inline[] {
  return text.flatMap(paragraphsOf).flatMap((paragraph) => (typeof paragraph === 'string' ? [paragraph] : paragraph));
}

/** The words of a text as a reader sees them (link texts included), facts left as written. */
export function plainTextOf(text: RichText): string {
  const paragraphText = (paragraph: Paragraph) => (typeof paragraph === 'string' ? [paragraph] : paragraph).map((inline) => (typeof inline === 'string' ? inline : inline.text)).join('');
  return text.flatMap(paragraphsOf).map(paragraphText).join(' ');
}

/** Every app path a text links to (with its query and anchor), e.g. ['/pricing', '/help#credits']. */
export function appLinksOf(text: RichText): string[] {
  return inlinesOf(text).flatMap((inline) => (typeof inline !== 'string' && 'to' in inline ? [inline.to] : []));
}
