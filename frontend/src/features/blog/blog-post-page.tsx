import '@frontend/features/blog/blog.css';
import { Heading, Text } from '@aws-amplify/ui-react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@frontend/api/client';
import { useSession, viewerOf } from '@frontend/app/session/use-session';
import { storedAnonymousId } from '@frontend/app/session/visitor-id';
import { MarkdownBody } from '@frontend/components/markdown/markdown-body';
import { PageSection } from '@frontend/components/page-section';
import { ButtonLink, TextLink } from '@frontend/components/router-links';
import { FetchedPageStates } from '@frontend/components/fetched-page-states';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { useGetBlogContent, type BlogPostView } from '@frontend/features/blog/blog-api';
import { BlogCard } from '@frontend/features/blog/blog-card';
import { BlogFeedback } from '@frontend/features/blog/blog-feedback';
import { formatPostDate, tagLabel } from '@frontend/features/blog/blog-filter';
import { BLOG_TEXTS } from '@frontend/features/blog/texts';
import { PageTitle } from '@frontend/components/page-title/page-title';

const T = BLOG_TEXTS.post;

function Article({ post, viewer }: { post: BlogPostView; viewer: string }) {
  return (
    <article className="pte-post" aria-labelledby="post-heading">
      <TextLink to="/blog" className="pte-post__back">
        ← {T.backToBlog}
      </TextLink>
      <header className="pte-post__header">
        <PageTitle id="post-heading">
          {post.title}
        </PageTitle>
        <Text as="p" color="font.secondary" margin="0">
          <time dateTime={post.date}>{T.published(formatPostDate(post.date))}</time> · {T.readingTime(post.readingMinutes)}
        </Text>
        <ul className="pte-post__tags" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link to={`/blog?tag=${encodeURIComponent(tag)}`}>{tagLabel(tag)}</Link>
            </li>
          ))}
        </ul>
      </header>
      <img className="pte-post__cover" src={post.image} alt="" width={1200} height={630} />
      <MarkdownBody source={post.markdown} className="pte-post__body" />
      <aside className="pte-post__cta" aria-labelledby="cta-heading">
        <Heading level={2} id="cta-heading" fontSize="large">
          {T.practiceCta}
        </Heading>
        <Text as="p" margin="0">
          {T.practiceCtaBody}
        </Text>
        <ButtonLink to="/practice" variation="primary" alignSelf="flex-start">
          {T.practiceLink}
        </ButtonLink>
      </aside>
      <BlogFeedback slug={post.slug} viewer={viewer} feedback={post.feedback} />
      {post.related.length > 0 && (
        <section aria-labelledby="related-heading" className="pte-post__related">
          <Heading level={2} id="related-heading" fontSize="xl">
            {T.related}
          </Heading>
          <ul className="pte-blog__grid">
            {post.related.map((related) => (
              <BlogCard key={related.slug} post={related} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** /blog/:slug: one post, rendered from its Markdown, with feedback and posts to read next. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const state = useSession();
  const viewer = state.status === 'signedIn' ? state.user.id : viewerOf(state);
  const post = useGetBlogContent(slug, viewer, state.status === 'signedIn' ? undefined : storedAnonymousId());
  const notFound = post.error instanceof ApiError && post.error.status === 404;
  // Social cards take the cover as PNG (the web build draws one beside each SVG).
  usePageMeta(
    post.data
      ? { title: post.data.metadata.title, description: post.data.metadata.description, image: post.data.image.replace(/\.svg$/, '.png') }
      : { title: notFound ? T.notFoundTitle : BLOG_TEXTS.list.metaTitle, description: notFound ? T.notFoundBody : BLOG_TEXTS.list.intro },
  );

  return (
    <PageSection className="pte-blog">
      <FetchedPageStates query={post} notFound={{ shown: notFound, title: T.notFoundTitle, body: T.notFoundBody, to: '/blog', label: T.backToBlog }} texts={T} />
      {post.data && <Article post={post.data} viewer={viewer} />}
    </PageSection>
  );
}
