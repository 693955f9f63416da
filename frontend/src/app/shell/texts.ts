import { SITE_NAME } from '@frontend/components/layout';

// The shell's texts. Labels quoted by the spec (§2 "Shell", guest menu) are
// written exactly as quoted; e2e tests find the navigation by them.

export interface NavItem {
  label: string;
  to: string;
}

/** Guest menu items shown on every screen width. */
export const GUEST_MENU = {
  /** Spec: "Home (wide screens)". */
  home: { label: 'Home', to: '/' },
  practice: { label: 'Practice', to: '/practice' },
  mockTests: { label: 'Mock Tests', to: '/mock-test' },
  blog: { label: 'Blog', to: '/blog' },
  mobileApp: { label: 'PTE Mobile app', to: '/download-pte-mobile-app' },
  login: { label: 'Login', to: '/login' },
  /** Spec: "Sign up (labelled Free on wide screens)". */
  signUp: { label: 'Sign up', wideLabel: 'Free', to: '/register' },
} as const;

/** Spec §2 "Menu for logged-in users", in the spec's order and words. */
export const USER_MENU = [
  { key: 'dashboard', label: 'Dashboard', to: '/dashboard' },
  { key: 'practice', label: 'Quick Practice', to: '/practice' },
  { key: 'mockTests', label: 'Mock Tests', to: '/mock-test' },
  { key: 'statistics', label: 'Statistics', to: '/statistics' },
  { key: 'blogs', label: 'Blogs', to: '/blog' },
  { key: 'perks', label: 'Perks', to: '/perk' },
  { key: 'faq', label: 'FAQ', to: '/help' },
  { key: 'mobileApp', label: 'Mobile App', to: '/download-pte-mobile-app' },
] as const;

/** Spec §2: the profile menu adds these. */
export const PROFILE_MENU = {
  profile: { label: 'My Profile', to: '/profile' },
  reward: { label: 'Reward', to: '/reward' },
  contact: { label: 'Contact Us', to: '/contact-us' },
  logOut: 'Log Out',
} as const;

export const ACCOUNT_SHELL_TEXTS = {
  examTypeLabel: 'Exam type',
  notifications: 'Notifications',
  notificationsWithUnread: (count: number) => `Notifications, ${count} unread`,
  noNotifications: 'No notifications yet.',
  unread: 'Unread',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  markReadOf: (message: string) => `Mark as read: ${message}`,
  seeAll: 'See all notifications',
  panelTitle: 'Your notifications',
  panelIntro: (count: number) => `Your last ${count} ${count === 1 ? 'notification' : 'notifications'}, newest first.`,
  panelUnread: (count: number) => (count === 0 ? 'All read.' : `${count} unread.`),
  close: 'Close',
  loadingPanel: 'Loading your notifications',
  adminShortcut: 'Admin panel',
  accountMenu: (name: string) => `Account menu for ${name}`,
  sideBarLabel: 'Sections',
} as const;

export const SHELL_TEXTS = {
  brandName: SITE_NAME,
  brandHomeLabel: 'PTE Practice home',
  mainNavLabel: 'Main',
  footerNavLabel: 'Footer',
  menuButton: 'Menu',
  switchToDark: 'Switch to dark mode',
  switchToLight: 'Switch to light mode',
  skipToContent: 'Skip to main content',
  loading: 'Loading page',
  footerTagline: 'Practice for PTE Academic and PTE Core, scored with the evidence shown.',
  footerTrademark: 'PTE and Pearson Test of English are trademarks of Pearson. PTE Practice is an independent practice platform.',
} as const;

export const FOOTER_GROUPS: ReadonlyArray<{ heading: string; links: readonly NavItem[] }> = [
  {
    heading: 'Prepare',
    links: [
      { label: 'Practice', to: '/practice' },
      { label: 'Mock Tests', to: '/mock-test' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  {
    heading: 'Learn',
    links: [
      { label: 'Blog', to: '/blog' },
      { label: 'Templates', to: '/templates' },
      { label: 'Resources', to: '/resources' },
      { label: 'PTE Mobile app', to: '/download-pte-mobile-app' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About us', to: '/about-us' },
      { label: 'Contact us', to: '/contact-us' },
      { label: 'Terms of use', to: '/regulations/terms-of-use' },
      { label: 'Privacy policy', to: '/regulations/privacy-policy' },
    ],
  },
];

export const ROUTE_ERROR_TEXTS = {
  heading: 'Something went wrong',
  body: 'This page could not be shown. A new version of the site may have been released while you were here; reloading usually fixes it.',
  reload: 'Reload the page',
  home: 'Go to the home page',
} as const;
