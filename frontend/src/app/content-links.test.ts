import { appLinksOf, facts, type RichText } from '@shared/content';
import { describe, expect, it } from 'vitest';
import { rendersPage } from '@frontend/app/route-access';
import { FOOTER_GROUPS, GUEST_MENU, PROFILE_MENU, USER_MENU } from '@frontend/app/shell/texts';
import { WIDE_SCREEN_MIN_WIDTH_PX } from '@frontend/components/layout';
import { ABOUT_TEXTS, PERKS_TEXTS } from '@frontend/features/company/texts';
import { PRIVACY_POLICY } from '@frontend/features/legal/privacy-policy';
import { TERMS_OF_USE } from '@frontend/features/legal/terms-of-use';
import { LEGAL_TEXTS } from '@frontend/features/legal/texts';
import { MOBILE_APP_TEXTS } from '@frontend/features/mobile-app/texts';

/** The content pages of issue 20 the shell links to. */
const contentPages = ['/help', '/templates', '/about-us', '/perk', '/regulations', '/regulations/terms-of-use', '/regulations/privacy-policy', '/download-pte-mobile-app', '/resources', '/blog'];

const pathOf = (link: string) => new URL(link, 'https://app.invalid').pathname;

describe('links of the shell and the content pages', () => {
  it('land every menu, side bar and footer link to a content page on that page', () => {
    // Prepare
    const links = [...FOOTER_GROUPS.flatMap((group) => group.links), ...Object.values(GUEST_MENU), ...USER_MENU, PROFILE_MENU.profile, PROFILE_MENU.contact];
    const toContentPages = links.filter((link) => contentPages.includes(link.to));

    // Assess
    expect(new Set(toContentPages.map((link) => link.to))).toEqual(new Set(['/help', '/templates', '/about-us', '/perk', '/regulations/terms-of-use', '/regulations/privacy-policy', '/download-pte-mobile-app', '/resources', '/blog']));
    for (const link of toContentPages) expect(rendersPage(link.to), link.to).toBe(true);
  });

  it('land every link of the footer, the menus and the side bar on a page', () => {
    const links = [...FOOTER_GROUPS.flatMap((group) => group.links), ...Object.values(GUEST_MENU), ...USER_MENU, ...Object.values(PROFILE_MENU)].flatMap((link: unknown) => (typeof link === 'object' && link !== null && 'to' in link && typeof link.to === 'string' ? [link.to] : []));

    expect(links.length).toBeGreaterThan(25);
    for (const link of links) expect(rendersPage(pathOf(link)), link).toBe(true);
  });

  it('land every link of the legal, about, perks and mobile app texts on a page', () => {
    const texts: RichText[] = [
      ...[TERMS_OF_USE, PRIVACY_POLICY].flatMap((document) => [document.summary, ...document.sections.map((section) => section.body)]),
      ...ABOUT_TEXTS.sections.map((section) => section.body),
      [PERKS_TEXTS.closing.body, LEGAL_TEXTS.regulations.questions],
    ];
    const links = [
      ...texts.flatMap(appLinksOf),
      ...PERKS_TEXTS.perks.map((perk) => perk.link.to),
      ...LEGAL_TEXTS.regulations.documents.map(({ document }) => document.path),
      MOBILE_APP_TEXTS.questions.to,
    ];

    expect(links.length).toBeGreaterThan(20);
    for (const link of links) expect(rendersPage(pathOf(link)), link).toBe(true);
  });

  it('renders the not-found page for unknown paths only', () => {
    expect(rendersPage('/no/such/page')).toBe(false);
    expect(rendersPage('/u')).toBe(true);
    expect(rendersPage('/ios')).toBe(true);
  });

  it('quotes the wide-screen breakpoint the layout uses', () => {
    expect(facts.wideScreenPx).toBe(String(WIDE_SCREEN_MIN_WIDTH_PX));
  });
});
