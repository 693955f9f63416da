import { useEffect } from 'react';
import { SITE_NAME } from '@frontend/components/layout';
import { pageCardImage } from '@frontend/components/page-cards';

interface PageMeta {
  /** The page's own title; the site name is appended unless it already is the site name. */
  title: string;
  description: string;
  /** A picture for social cards (og:image), as a path on this site; by default the page's card (page-cards.ts), if it has one; none removes an earlier page's. */
  image?: string;
}

/** Finds or adds `<meta {attribute}="{key}">` in the head and sets its content. */
function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * The page title and social metadata of a route (spec §2: set per route): document title,
 * description, og:title, og:description, og:url and, when given, og:image with a large card.
 */
// A hook rather than React 19's hoisted <title>/<meta>: index.html already
// holds a description meta for crawlers without JavaScript, and hoisting would
// add a second one instead of updating it.
export function usePageMeta({ title, description, image }: PageMeta): void {
  useEffect(() => {
    const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', `${window.location.origin}${window.location.pathname}`);
    const picture = image ?? pageCardImage(window.location.pathname);
    if (picture) {
      setMeta('property', 'og:image', new URL(picture, window.location.origin).href);
      setMeta('name', 'twitter:card', 'summary_large_image');
    } else {
      for (const stale of document.head.querySelectorAll('meta[property="og:image"], meta[name="twitter:card"]')) stale.remove();
    }
  }, [title, description, image]);
}
