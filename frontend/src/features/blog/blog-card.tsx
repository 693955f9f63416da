import type { BlogSummary } from '@shared/api';
import { Link } from 'react-router-dom';
import { formatPostDate, tagLabel } from '@frontend/features/blog/blog-filter';
import { BLOG_TEXTS as T } from '@frontend/features/blog/texts';

/** A post in a list: its cover, title (the link; the whole card is its target), description, date and reading time. */
export function BlogCard({ post, headingLevel = 2 }: { post: BlogSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="pte-blog-card">
      <img className="pte-blog-card__cover" src={post.image} alt="" width={1200} height={630} loading="lazy" decoding="async" />
      <div className="pte-blog-card__body">
        <Heading className="pte-blog-card__title">
          <Link to={`/blog/${post.slug}`} className="pte-blog-card__link">
            {post.title}
          </Link>
        </Heading>
        <p className="pte-blog-card__description">{post.description}</p>
        <p className="pte-blog-card__meta">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {T.list.readingTime(post.readingMinutes)}
        </p>
        <ul className="pte-blog-card__tags" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>{tagLabel(tag)}</li>
          ))}
        </ul>
      </div>
    </li>
  );
}
