/**
 * Old blog slugs and where they now live (spec/platform.md §2 "Redirects of old blog slugs").
 * how-to-pass-the-pte-test goes to pte-tips, which itself goes on to pte-exam-tips: the spec
 * describes two hops, so both are kept as written. The router, the static site, CloudFront and
 * content:check all read this one table.
 */
export const blogSlugRedirects: Readonly<Record<string, string>> = {
  'difference-between-ielts-and-pte': 'ielts-to-pte',
  'how-to-pass-the-pte-test': 'pte-tips',
  'pte-tips': 'pte-exam-tips',
  reading: 'reading-format',
  listening: 'listening-format',
  speaking: 'speaking-format',
  writing: 'writing-format',
  'pte-vocabulary-guide': 'pte-vocabulary',
  'linking-words-part-1': 'pte-linking-words',
  'linking-words-part-2': 'pte-linking-words',
  'what-is-pte': 'pte-guide',
};

/**
 * The slug an old slug finally lands on, following every hop; a slug that is not old comes back
 * unchanged. Example: finalBlogSlug('how-to-pass-the-pte-test') === 'pte-exam-tips'.
 */
export function finalBlogSlug(slug: string, redirects: Readonly<Record<string, string>> = blogSlugRedirects): string {
  const seen = new Set<string>();
  let current = slug;
  while (Object.hasOwn(redirects, current)) {
    if (seen.has(current)) throw new Error(`Blog redirect cycle through ${current}`);
    seen.add(current);
    current = redirects[current]!;
  }
  return current;
}

/** Every old slug with the slug it finally lands on, for servers that answer with one redirect. */
export function finalBlogRedirects(redirects: Readonly<Record<string, string>> = blogSlugRedirects): Record<string, string> {
  return Object.fromEntries(Object.keys(redirects).map((from) => [from, finalBlogSlug(from, redirects)]));
}
