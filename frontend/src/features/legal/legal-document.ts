import type { RichText } from '@shared/content';

/** A legal page as data: its sections, each a heading and rich text (shared/content). */
export interface LegalDocument {
  path: string;
  meta: { title: string; description: string };
  heading: string;
  /** When the text last changed (ISO date), shown under the heading. */
  updated: string;
  summary: RichText;
  sections: readonly { id: string; heading: string; body: RichText }[];
}
