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

/** The pieces of an inline token's children, each with its face: bold and italic kept, links as their text. */
function inlinePieces(inline: Token): { text: string; face: string }[] {
  let bold = false;
  let italic = false;
  const pieces: { text: string; face: string }[] = [];
  for (const child of inline.children ?? []) {
    if (child.type === 'strong_open' || child.type === 'strong_close') bold = child.type === 'strong_open';
    else if (child.type === 'em_open' || child.type === 'em_close') italic = child.type === 'em_open';
    else if (child.type === 'text' || child.type === 'code_inline') pieces.push({ text: child.content, face: bold ? font.bold : italic ? font.italic : font.regular });
    else if (child.type === 'softbreak' || child.type === 'hardbreak') pieces.push({ text: ' ', face: font.regular });
  }
  return pieces;
}

/** Writes pieces as one paragraph starting at x, `width` wide (pdfkit continues a text across calls until one is not `continued`). */
function writePieces(doc: PDFKit.PDFDocument, pieces: readonly { text: string; face: string }[], x: number, width: number): void {
  pieces.forEach((piece, index) => {
    const options = { width, continued: index < pieces.length - 1, lineGap: 2 };
    doc.font(piece.face);
    if (index === 0) doc.text(piece.text, x, doc.y, options);
    else doc.text(piece.text, options);
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

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const tokens = markdown.parse(page.markdown, {});
  const listStack: { ordered: boolean; next: number }[] = [];
  tokens.forEach((token, index) => {
    const inline = tokens[index + 1];
    if (token.type === 'heading_open' && inline) {
      doc.moveDown(0.5).fontSize(size.heading).fillColor(colour.accent);
      writePieces(doc, inlinePieces(inline).map((piece) => ({ ...piece, face: font.bold })), left, width);
      doc.fillColor(colour.text).fontSize(size.body).moveDown(0.3);
    } else if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
      listStack.push({ ordered: token.type === 'ordered_list_open', next: Number(token.attrGet('start') ?? 1) });
    } else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') {
      listStack.pop();
      doc.moveDown(0.4);
    } else if (token.type === 'paragraph_open' && inline) {
      const list = listStack.at(-1);
      doc.fontSize(size.body);
      if (list && token.hidden) {
        // A list item: its marker, then the text; wrapped lines start under the text, not the marker.
        const indent = 14 * listStack.length;
        const marker = list.ordered ? `${list.next++}.` : '-';
        const top = doc.y;
        doc.font(font.bold).text(marker, left + indent - 12, top, { lineBreak: false });
        doc.y = top;
        writePieces(doc, inlinePieces(inline), left + indent, width - indent);
        doc.moveDown(0.25);
      } else {
        writePieces(doc, inlinePieces(inline), left, width);
        doc.moveDown(0.6);
      }
    }
  });
  doc.x = left;
  doc.end();
  return done;
}
