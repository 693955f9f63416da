import { useEffect } from 'react';
import { SITE_NAME } from '@frontend/components/layout';

interface PageMeta {
  /** The page's own title; the site name is appended unless it already is the site name. */
  title: string;
  description: string;
}

// A hook rather than React 19's hoisted <title>/<meta>: index.html already
// holds a description meta for crawlers without JavaScript, and hoisting would
// add a second one instead of updating it.
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
