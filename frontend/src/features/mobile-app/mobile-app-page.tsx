import '@frontend/features/mobile-app/mobile-app.css';
import { Badge, Heading, Link, Text } from '@aws-amplify/ui-react';
import { ContentPage } from '@frontend/components/content-page/content-page';
import { TextLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { storeLinks, type MobilePlatform } from '@frontend/features/mobile-app/store-links';
import { MOBILE_APP_TEXTS as T } from '@frontend/features/mobile-app/texts';

const APP_PATH = '/download-pte-mobile-app';
const platforms: readonly MobilePlatform[] = ['ios', 'android'];

/** One phone: the store link when the app is published (opened outside the site), otherwise how to add the website to the home screen. */
function PlatformCard({ platform, link, headingLevel }: { platform: MobilePlatform; link: string | undefined; headingLevel: 2 | 3 }) {
  const texts = T.platforms[platform];
  return (
    <article className="pte-content-card pte-mobile-platform" aria-labelledby={`${platform}-heading`}>
      <Heading level={headingLevel} id={`${platform}-heading`} fontSize="xl" fontWeight="bold">
        {texts.name}
      </Heading>
      {link ? (
        <Link href={link} isExternal rel="noopener noreferrer" className="pte-mobile-store">
          {texts.download} <span className="pte-sr-only">{T.opensInNewTab}</span>
        </Link>
      ) : (
        <>
          <Badge variation="warning" size="small">
            {texts.notListed}
          </Badge>
          <Text>{texts.notYet}</Text>
          <Text fontWeight="semibold">{T.homeScreenHeading}</Text>
          <ol className="pte-mobile-steps">
            {texts.homeScreen.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      )}
    </article>
  );
}

/** The mobile app page, for both phones or one of them. `links` are the store pages (store-links.ts). */
export function MobileAppView({ platform, links = storeLinks }: { platform?: MobilePlatform; links?: Readonly<Record<MobilePlatform, string | undefined>> }) {
  const shown = platform ? [platform] : platforms;
  const other = platform === 'ios' ? 'android' : 'ios';
  return (
    <ContentPage eyebrow={T.eyebrow} heading={platform ? T.platforms[platform].heading : T.heading} lead={T.lead} width="wide">
      {!platform && (
        <nav aria-label={T.platformsLabel} className="pte-mobile-choose">
          {platforms.map((name) => (
            <TextLink key={name} to={`${APP_PATH}/${name}`}>
              {T.moreFor(T.platforms[name].name)}
            </TextLink>
          ))}
        </nav>
      )}
      <div className="pte-mobile-platforms" data-count={shown.length}>
        {shown.map((name) => (
          <PlatformCard key={name} platform={name} link={links[name]} headingLevel={platform ? 3 : 2} />
        ))}
      </div>
      <section className="pte-content-section" aria-labelledby="mobile-website">
        <Heading level={2} id="mobile-website" fontSize="xl" fontWeight="bold">
          {T.website.heading}
        </Heading>
        <ul className="pte-mobile-list">
          {T.website.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <div className="pte-mobile-more">
          {platform && <TextLink to={`${APP_PATH}/${other}`}>{T.moreFor(T.platforms[other].name)}</TextLink>}
          {platform && <TextLink to={APP_PATH}>{T.allPlatforms}</TextLink>}
          <TextLink to={T.questions.to}>{T.questions.label}</TextLink>
        </div>
      </section>
    </ContentPage>
  );
}

/** /download-pte-mobile-app (public). */
export function MobileAppPage() {
  usePageMeta(T.meta);
  return <MobileAppView />;
}

/** /download-pte-mobile-app/ios (public; /ios leads here). */
export function IosAppPage() {
  usePageMeta(T.platforms.ios.meta);
  return <MobileAppView platform="ios" />;
}

/** /download-pte-mobile-app/android (public; /android leads here). */
export function AndroidAppPage() {
  usePageMeta(T.platforms.android.meta);
  return <MobileAppView platform="android" />;
}
