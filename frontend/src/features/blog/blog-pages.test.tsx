import type { BlogSummary } from '@shared/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { VISITOR_ID_KEY } from '@frontend/app/session/visitor-id';
import { BlogListPage } from '@frontend/features/blog/blog-list-page';
import { BlogPostPage } from '@frontend/features/blog/blog-post-page';
import { renderAt } from '@test/fixtures/question-screen';
import { studentOf } from '@test/fixtures/student';
import { refusal, stubApi } from '@test/fixtures/stub-api';

const summary = (slug: string, title: string, date: string, tags: string[], description = `About ${title.toLowerCase()}.`): BlogSummary => ({
  slug,
  title,
  description,
  date,
  tags,
  image: `/blog/covers/${slug}.svg`,
  words: 1000,
  readingMinutes: 5,
});

// Newest first, as the server lists them.
const posts = [
  summary('write-essay-guide', 'Write Essay in twenty minutes', '2026-05-26', ['writing', 'item-types']),
  summary('read-aloud-guide', 'Read Aloud with a steady pace', '2026-04-07', ['speaking', 'reading']),
  summary('pte-guide', 'What is PTE?', '2026-01-12', ['exam-format'], 'The exam, its versions and its scores.'),
];

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const listTitles = () => within(screen.getAllByRole('list').find((list) => list.classList.contains('pte-blog__grid'))!).getAllByRole('heading').map((heading) => heading.textContent);

describe('BlogListPage', () => {
  it('lists every post newest first with the count taken from the list', async () => {
    stubApi({ '/api/blog/fetchAllBlogs': () => ({ body: { posts } }) });
    renderAt(<BlogListPage />, { path: '/blog' });

    expect(await screen.findByText('3 articles')).toBeTruthy();
    expect(listTitles()).toEqual(['Write Essay in twenty minutes', 'Read Aloud with a steady pace', 'What is PTE?']);
    expect(screen.getByRole('link', { name: 'What is PTE?' }).getAttribute('href')).toBe('/blog/pte-guide');
    expect(document.title).toBe('PTE Blog | PTE Practice');
  });

  it('narrows the list by search words over titles, descriptions and tags, and keeps them in the address', async () => {
    // Prepare
    stubApi({ '/api/blog/fetchAllBlogs': () => ({ body: { posts } }) });
    renderAt(
      <>
        <BlogListPage />
        <Location />
      </>,
      { path: '/blog' },
    );
    const user = userEvent.setup();
    const search = await screen.findByLabelText('Search articles');

    // Act and assess: a description word, then a tag word, then nothing found.
    await user.type(search, 'versions');
    expect(listTitles()).toEqual(['What is PTE?']);
    expect(screen.getByTestId('location').textContent).toBe('/blog?q=versions');
    await user.clear(search);
    await user.type(search, 'SPEAKING');
    expect(listTitles()).toEqual(['Read Aloud with a steady pace']);
    expect(screen.getByRole('status').textContent).toBe('1 of 3 articles');
    await user.type(search, ' essay');
    expect(screen.getByText('No article matches your search.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search and tag' }));
    expect(listTitles()).toHaveLength(3);
  });

  it('filters by one tag at a time, pressed in the tag group, and opens on a tag from the address', async () => {
    stubApi({ '/api/blog/fetchAllBlogs': () => ({ body: { posts } }) });
    renderAt(<BlogListPage />, { path: '/blog?tag=writing' });
    const user = userEvent.setup();
    const tags = within(await screen.findByRole('group', { name: 'Filter by tag' }));

    expect(listTitles()).toEqual(['Write Essay in twenty minutes']);
    expect(tags.getByRole('button', { name: 'Writing' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(tags.getByRole('button', { name: 'Exam format' }));
    expect(listTitles()).toEqual(['What is PTE?']);
    await user.click(tags.getByRole('button', { name: 'All' }));
    expect(listTitles()).toHaveLength(3);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    stubApi({ '/api/blog/fetchAllBlogs': () => refusal(500, 'Server error!') });
    renderAt(<BlogListPage />, { path: '/blog' });

    expect(await screen.findByText('The articles could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

const feedback = { helpful: 4, notHelpful: 1, yourVote: null };
const postBody = {
  ...posts[2]!,
  url: '/blog/pte-guide',
  metadata: { title: 'What is PTE?', description: 'The exam, its versions and its scores.' },
  markdown: '## The test\n\nRead the [speaking guide](/blog/read-aloud-guide) or [Pearson](https://www.pearsonpte.com).\n\n<script>alert(1)</script> [bad](javascript:alert(1))\n\n| Task | Items |\n| --- | --- |\n| Read Aloud | 6 |',
  feedback,
  related: [posts[0]!, posts[1]!],
};

const postRoutes = (
  <>
    <Routes>
      <Route path="/blog/:slug" element={<BlogPostPage />} />
    </Routes>
    <Location />
  </>
);

describe('BlogPostPage', () => {
  it('renders the post from its Markdown with raw HTML escaped and unsafe links refused, and sets its meta tags', async () => {
    stubApi({ '/api/blog/getBlogContent': () => ({ body: postBody }) });
    renderAt(postRoutes, { path: '/blog/pte-guide' });

    expect(await screen.findByRole('heading', { level: 1, name: 'What is PTE?' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'The test' })).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
    const article = document.querySelector('.pte-post__body')!;
    expect(article.querySelector('script')).toBeNull();
    expect(article.textContent).toContain('<script>alert(1)</script>');
    expect(article.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Pearson' }).getAttribute('rel')).toBe('noopener noreferrer');
    await waitFor(() => expect(document.title).toBe('What is PTE? | PTE Practice'));
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(`${window.location.origin}/blog/covers/pte-guide.png`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('The exam, its versions and its scores.');
  });

  it('lists related posts and follows an in-article link inside the app', async () => {
    stubApi({ '/api/blog/getBlogContent': () => ({ body: postBody }) });
    renderAt(postRoutes, { path: '/blog/pte-guide' });
    const user = userEvent.setup();

    const related = within(await screen.findByRole('region', { name: 'Read next' }));
    expect(related.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Write Essay in twenty minutes', 'Read Aloud with a steady pace']);
    await user.click(screen.getByRole('link', { name: 'speaking guide' }));
    expect(screen.getByTestId('location').textContent).toBe('/blog/read-aloud-guide');
  });

  it("votes once as a visitor with the browser's visitor id and shows the new counts", async () => {
    // Prepare
    const calls = stubApi({
      '/api/blog/getBlogContent': () => ({ body: postBody }),
      '/api/blog/giveBlogFeedback': () => ({ body: { feedback: { helpful: 5, notHelpful: 1, yourVote: true } } }),
    });
    renderAt(postRoutes, { path: '/blog/pte-guide' });
    const user = userEvent.setup();

    // Act
    expect(await screen.findByText('4 found it helpful · 1 did not')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    // Assess
    expect(await screen.findByText('Thank you for your feedback. 5 found it helpful · 1 did not')).toBeTruthy();
    const vote = calls.find((call) => call.path === '/api/blog/giveBlogFeedback')!;
    expect(vote.body).toEqual({ slug: 'pte-guide', helpful: true, anonymousId: window.localStorage.getItem(VISITOR_ID_KEY) });
    expect(screen.getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: 'No' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('votes as a signed-in student by the account, and says so when the account already voted', async () => {
    session.signIn({ token: 'token', user: studentOf() });
    const calls = stubApi({
      '/api/blog/getBlogContent': () => ({ body: postBody }),
      '/api/blog/giveBlogFeedback': () => ({ status: 201, body: { alreadyVoted: true, feedback: { helpful: 4, notHelpful: 1, yourVote: false } } }),
    });
    renderAt(postRoutes, { path: '/blog/pte-guide' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'No' }));

    expect(await screen.findByText(/^You have already given feedback on this article\./)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/blog/giveBlogFeedback')!.body).toEqual({ slug: 'pte-guide', helpful: false });
  });

  it('says an unknown article does not exist and links back to the blog', async () => {
    stubApi({ '/api/blog/getBlogContent': () => refusal(404, 'This article does not exist.') });
    renderAt(postRoutes, { path: '/blog/gone' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All articles' }).getAttribute('href')).toBe('/blog');
  });
});
