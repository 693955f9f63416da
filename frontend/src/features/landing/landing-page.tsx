import '@frontend/features/landing/landing.css';
import { Heading, Text } from '@aws-amplify/ui-react';
import { isItemTypeCode, itemTypes } from '@shared/exam';
import { tipsSlugs, type LandingKind } from '@shared/landing';
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '@frontend/api/client';
import { MarkdownBody } from '@frontend/components/markdown/markdown-body';
import { PageSection } from '@frontend/components/page-section';
import { ButtonLink, TextLink } from '@frontend/components/router-links';
import { FetchedPageStates } from '@frontend/components/fetched-page-states';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { useGetLandingContent, type LandingPageView } from '@frontend/features/landing/landing-api';
import { LANDING_TEXTS as T } from '@frontend/features/landing/texts';
import { PageTitle } from '@frontend/components/page-title/page-title';

const eyebrowOf = (kind: LandingKind) => (kind === 'tips' ? T.tipsEyebrow : T.academicEyebrow);

/** The practice list of the item type a tips page teaches: /practice?section=Speaking&exercise=SRA. */
function practiceOf(code: string | undefined): { name: string; to: string } | undefined {
  if (code === undefined || !isItemTypeCode(code)) return undefined;
  const type = itemTypes[code];
  return { name: type.name, to: `/practice?${new URLSearchParams({ section: type.section, exercise: code })}` };
}

function Article({ page }: { page: LandingPageView }) {
  const practice = practiceOf(page.practice);
  return (
    <article className="pte-landing" aria-labelledby="landing-heading">
      <header className="pte-landing__header">
        <Text className="pte-landing__eyebrow">{eyebrowOf(page.kind)}</Text>
        <PageTitle id="landing-heading">
          {page.title}
        </PageTitle>
        <Text as="p" color="font.secondary" margin="0" fontSize="large">
          {page.description}
        </Text>
      </header>
      <img className="pte-landing__cover" src={page.image} alt="" width={1200} height={630} />
      <MarkdownBody source={page.markdown} />
      {practice && (
        <aside className="pte-landing__cta" aria-labelledby="landing-cta-heading">
          <Heading level={2} id="landing-cta-heading" fontSize="large">
            {T.practiceHeading}
          </Heading>
          <Text as="p" margin="0">
            {T.practiceCtaBody}
          </Text>
          <ButtonLink to={practice.to} variation="primary" alignSelf="flex-start">
            {T.practiceCta(practice.name)}
          </ButtonLink>
        </aside>
      )}
      {page.related.length > 0 && (
        <nav className="pte-landing__related" aria-labelledby="landing-related-heading">
          <Heading level={2} id="landing-related-heading" fontSize="xl" fontWeight="bold">
            {page.kind === 'tips' ? T.relatedTips : T.relatedAcademic}
          </Heading>
          <ul>
            {page.related.map((other) => (
              <li key={other.slug}>
                <TextLink to={other.url}>{other.title}</TextLink>
                <Text as="span" color="font.secondary" display="block">
                  {other.description}
                </Text>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}

/** A landing page by slug: its metadata (spec §2: landing pages fetch theirs), cover, body, practice link and the other pages of its kind. */
function LandingContent({ slug }: { slug: string }) {
  const page = useGetLandingContent(slug);
  const notFound = page.error instanceof ApiError && page.error.status === 404;
  usePageMeta(
    page.data
      ? { title: page.data.metadata.seoTitle, description: page.data.metadata.description, image: page.data.metadata.image }
      : { title: notFound ? T.notFoundTitle : T.academicEyebrow, description: T.notFoundBody },
  );
  return (
    <PageSection className="pte-landing-section">
      <FetchedPageStates query={page} notFound={{ shown: notFound, title: T.notFoundTitle, body: T.notFoundBody, to: '/academic', label: T.toAcademic }} texts={T} />
      {page.data && <Article page={page.data} />}
    </PageSection>
  );
}

/** /academic: the PTE Academic overview. */
export function AcademicIndexPage() {
  return <LandingContent slug="academic" />;
}

/** /academic/:slug: one of the PTE Academic pages. */
export function AcademicPage() {
  const { slug = '' } = useParams();
  return <LandingContent key={slug} slug={slug} />;
}

/** The four tips pages of spec §2 (/read-aloud-tips, ...), one component each for the router. */
export const tipsPages = Object.fromEntries(
  tipsSlugs.map((slug) => {
    const TipsPage: ComponentType = () => <LandingContent slug={slug} />;
    TipsPage.displayName = `TipsPage(${slug})`;
    return [slug, TipsPage];
  }),
) as Record<(typeof tipsSlugs)[number], ComponentType>;
