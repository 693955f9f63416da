import '@frontend/features/blog/blog.css';
import { Alert, Button, Flex, Loader, SearchField, Text } from '@aws-amplify/ui-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageSection } from '@frontend/components/page-section';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { useFetchAllBlogs } from '@frontend/features/blog/blog-api';
import { BlogCard } from '@frontend/features/blog/blog-card';
import { filterPosts, tagLabel, tagsOf } from '@frontend/features/blog/blog-filter';
import { BLOG_TEXTS } from '@frontend/features/blog/texts';
import { PageTitle } from '@frontend/components/page-title/page-title';

const T = BLOG_TEXTS.list;

/**
 * /blog: every post, newest first, with a search over titles, descriptions and tags and a tag
 * filter. Both live in the query string (?q=, ?tag=), so a filtered list can be shared and the
 * back button undoes a filter.
 */
export function BlogListPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const tag = params.get('tag') ?? undefined;
  const posts = useFetchAllBlogs();
  const all = useMemo(() => posts.data ?? [], [posts.data]);
  const tags = useMemo(() => tagsOf(all), [all]);
  const shown = useMemo(() => filterPosts(all, search, tag), [all, search, tag]);
  usePageMeta({ title: T.metaTitle, description: T.metaDescription(all.length) });

  const update = (next: { q?: string; tag?: string | undefined }) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };

  return (
    <PageSection className="pte-blog" aria-labelledby="blog-heading">
      <header className="pte-blog__header">
        <PageTitle id="blog-heading">
          {T.heading}
        </PageTitle>
        <Text as="p" color="font.secondary" fontSize="large" margin="0">
          {T.intro}
        </Text>
      </header>
      <Flex direction="column" gap="small" className="pte-blog__filters">
        <SearchField
          label={T.searchLabel}
          labelHidden={false}
          placeholder={T.searchPlaceholder}
          value={search}
          onChange={(event) => update({ q: event.target.value })}
          onClear={() => update({ q: undefined })}
          hasSearchButton={false}
        />
        {tags.length > 0 && (
          <div role="group" aria-label={T.tagsLabel} className="pte-blog__tags">
            <Button size="small" variation={tag ? undefined : 'primary'} aria-pressed={!tag} onClick={() => update({ tag: undefined })}>
              {T.allTags}
            </Button>
            {tags.map((name) => (
              <Button key={name} size="small" variation={tag === name ? 'primary' : undefined} aria-pressed={tag === name} onClick={() => update({ tag: tag === name ? undefined : name })}>
                {tagLabel(name)}
              </Button>
            ))}
          </div>
        )}
      </Flex>
      {posts.isPending && (
        <Flex padding="large" justifyContent="center">
          <Loader size="large" ariaLabel={T.loading} />
        </Flex>
      )}
      {posts.isError && (
        <Alert variation="error" heading={T.loadFailed}>
          <Button size="small" onClick={() => void posts.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      )}
      {posts.isSuccess && (
        <>
          <Text as="p" role="status" color="font.secondary" fontSize="small" margin="0">
            {search || tag ? T.shown(shown.length, all.length) : T.count(all.length)}
          </Text>
          {shown.length === 0 ? (
            <Flex direction="column" alignItems="flex-start" gap="small">
              <Text>{T.noMatch}</Text>
              <Button size="small" onClick={() => update({ q: undefined, tag: undefined })}>
                {T.clear}
              </Button>
            </Flex>
          ) : (
            <ul className="pte-blog__grid">
              {shown.map((post) => (
                <BlogCard key={post.slug} post={post} />
              ))}
            </ul>
          )}
        </>
      )}
    </PageSection>
  );
}
