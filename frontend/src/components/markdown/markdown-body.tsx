import '@frontend/components/markdown/markdown.css';
import type { MouseEvent } from 'react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { renderMarkdown } from '@frontend/components/markdown/markdown';

/** Links inside the article that stay on the site navigate in the app, without reloading it. */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || anchor?.target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
}

/** An article's Markdown body, rendered by markdown-it with raw HTML escaped and unsafe links refused (markdown.ts). */
export function MarkdownBody({ source, className = '' }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  const onClick = useInAppLinks();
  return <div className={`pte-markdown ${className}`.trim()} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
