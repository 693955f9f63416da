import MarkdownIt from 'markdown-it';

/**
 * The Markdown renderer of the blog and the landing pages. markdown-it escapes any HTML written
 * in a post (`html: false`) and refuses javascript:, vbscript:, file: and most data: links, so
 * what it returns is safe to set as inner HTML: a post cannot run script in the page even if a
 * file were tampered with.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

const renderToken: NonNullable<typeof markdown.renderer.rules.link_open> = (tokens, index, options, _env, self) => self.renderToken(tokens, index, options);

// Links off the site open in a new tab, without giving that page a handle on this one.
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  if (/^https?:\/\//i.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return renderToken(tokens, index, options, env, self);
};

// A wide table scrolls on its own instead of widening the page at 800 px.
markdown.renderer.rules.table_open = (tokens, index, options, env, self) => `<div class="pte-markdown__table">${renderToken(tokens, index, options, env, self)}`;
markdown.renderer.rules.table_close = (tokens, index, options, env, self) => `${renderToken(tokens, index, options, env, self)}</div>`;

/** A post's Markdown as HTML that is safe to insert. Example: renderMarkdown('<b>x</b>') === '<p>&lt;b&gt;x&lt;/b&gt;</p>\n'. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
