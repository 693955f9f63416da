import MarkdownIt from 'markdown-it';

import PDFDocument from 'pdfkit';
import type { LandingPageSource } from '@shared/landing';

/** What every resource's first page says it is from. */
const publisher = 'PTE Practice · Study resources';

/** Fixed, so the same page always gives the same bytes and the seed uploads a PDF only when its text changed. */
const fixedDate = new Date('2025-08-07T00:00:00Z');

const markdown = new MarkdownIt({ html: false, typographer: true });
type Token = ReturnType<typeof markdown.parse>[number];

const font = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
const size = { title: 22, heading: 14, body: 11, small: 9 } as const;
const colour = { text: '#111827', muted: '#4b5563', accent: '#1d4ed8' } as const;

/** Writes an inline token's children as one paragraph, bold and italic kept, links as their text. */
function writeInline(doc: PDFKit.PDFDocument, inline: Token, options: PDFKit.Mixins.TextOptions = {}): void {
  let bold = false;
  let italic = false;
  const pieces: { text: string; face: string }[] = [];
  for (const child of inline.children ?? []) {
    if (child.type === 'strong_open' || child.type === 'strong_close') bold = child.type === 'strong_open';
    else if (child.type === 'em_open' || child.type === 'em_close') italic = child.type === 'em_open';
    else if (child.type === 'text' || child.type === 'code_inline') pieces.push({ text: child.content, face: bold ? font.bold : italic ? font.italic : font.regular });
    else if (child.type === 'softbreak' || child.type === 'hardbreak') pieces.push({ text: ' ', face: font.regular });
  }
  pieces.forEach((piece, index) => {
    doc.font(piece.face).text(piece.text, { ...options, continued: index < pieces.length - 1 });
  });
}

/**
 * A resource as a printable A4 PDF (pdfkit, the standard Helvetica faces): its title and
 * description, then its Markdown body's headings, paragraphs and lists. Deterministic.
 */
export function renderResourcePdf(page: Pick<LandingPageSource, 'title' | 'description' | 'markdown'>): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: page.title, Author: 'PTE Practice', Subject: page.description, CreationDate: fixedDate, ModDate: fixedDate } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  doc.fillColor(colour.accent).font(font.bold).fontSize(size.small).text(publisher.toUpperCase(), { characterSpacing: 1 });
  doc.moveDown(0.6).fillColor(colour.text).fontSize(size.title).text(page.title);
  doc.moveDown(0.4).fillColor(colour.muted).font(font.regular).fontSize(size.body).text(page.description);
  doc.moveDown(0.8).fillColor(colour.text);

  const tokens = markdown.parse(page.markdown, {});
  const listStack: { ordered: boolean; next: number }[] = [];
  tokens.forEach((token, index) => {
    const inline = tokens[index + 1];
    if (token.type === 'heading_open' && inline) {
      doc.moveDown(0.6).font(font.bold).fontSize(size.heading).fillColor(colour.accent);
      writeInline(doc, inline);
      doc.fillColor(colour.text).fontSize(size.body).moveDown(0.3);
    } else if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
      listStack.push({ ordered: token.type === 'ordered_list_open', next: Number(token.attrGet('start') ?? 1) });
    } else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') {
      listStack.pop();
      doc.moveDown(0.4);
    } else if (token.type === 'paragraph_open' && inline) {
      const list = listStack.at(-1);
      doc.font(font.regular).fontSize(size.body);
      if (list && token.hidden) {
        const marker = list.ordered ? `${list.next++}.` : '•';
        const indent = 56 + 16 * listStack.length;
        doc.text(marker, indent - 12, doc.y, { continued: false, lineBreak: false });
        doc.moveUp();
        writeInline(doc, inline, { indent: 0, width: doc.page.width - indent - 56 });
        doc.x = 56;
        doc.moveDown(0.2);
      } else {
        writeInline(doc, inline, { lineGap: 2 });
        doc.moveDown(0.6);
      }
    }
  });
  doc.end();
  return done;
}
