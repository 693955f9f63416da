import { describe, expect, it } from 'vitest';
import { appRoutes, NOT_FOUND_PATH, resolveRedirects } from '@frontend/app/routes';
import { ACCESS_GROUPS } from '@frontend/app/session/access';
import type { AppRoute } from '@frontend/app/routes';

// The spec's redirects written out independently of the table, so a typo in
// either place fails (platform spec §2 "Route list" and "Redirects of old blog slugs").
const specRedirects: ReadonlyArray<[from: string, finalTarget: string]> = [
  ['/home', '/'],
  ['/blog/difference-between-ielts-and-pte', '/blog/ielts-to-pte'],
  ['/blog/how-to-pass-the-pte-test', '/blog/pte-exam-tips'],
  ['/blog/pte-tips', '/blog/pte-exam-tips'],
  ['/blog/reading', '/blog/reading-format'],
  ['/blog/listening', '/blog/listening-format'],
  ['/blog/speaking', '/blog/speaking-format'],
  ['/blog/writing', '/blog/writing-format'],
  ['/blog/pte-vocabulary-guide', '/blog/pte-vocabulary'],
  ['/blog/linking-words-part-1', '/blog/pte-linking-words'],
  ['/blog/linking-words-part-2', '/blog/pte-linking-words'],
  ['/blog/what-is-pte', '/blog/pte-guide'],
];

const find = (path: string): AppRoute | undefined => appRoutes.find((route) => route.path === path);

describe('appRoutes', () => {
  it('sends every old path to the spec target', () => {
    // Prepare / Act / Assess in one: each pair is an independent check.
    for (const [from, finalTarget] of specRedirects) {
      expect(find(from)?.kind, from).toBe('redirect');
      expect(resolveRedirects(from), from).toBe(finalTarget);
    }
  });

  it('keeps the two hops of how-to-pass-the-pte-test as the spec describes them', () => {
    const first = find('/blog/how-to-pass-the-pte-test');
    const second = find('/blog/pte-tips');

    expect(first?.kind === 'redirect' && first.to).toBe('/blog/pte-tips');
    expect(second?.kind === 'redirect' && second.to).toBe('/blog/pte-exam-tips');
  });

  it('declares a known access group on every route', () => {
    for (const route of appRoutes) {
      expect(ACCESS_GROUPS, route.path).toContain(route.access);
    }
  });

  it('makes home guest-only and the not-found pages public', () => {
    expect(find('/')).toMatchObject({ kind: 'page', access: 'guest' });
    expect(find(NOT_FOUND_PATH)).toMatchObject({ kind: 'page', access: 'public' });
    expect(find('*')).toMatchObject({ kind: 'page', access: 'public' });
  });

  it('has no duplicate paths, compared as the router does (case and trailing slash ignored)', () => {
    const normalised = appRoutes.map((route) => route.path.toLowerCase().replace(/(.)\/$/, '$1'));

    expect(new Set(normalised).size).toBe(normalised.length);
  });

  it('uses absolute paths and absolute redirect targets', () => {
    for (const route of appRoutes) {
      expect(route.path === '*' || route.path.startsWith('/'), route.path).toBe(true);
      if (route.kind === 'redirect') expect(route.to.startsWith('/'), route.path).toBe(true);
    }
  });

  it('has no redirect cycles', () => {
    for (const route of appRoutes) {
      expect(() => resolveRedirects(route.path)).not.toThrow();
    }
  });

  it('gives every page a loader', () => {
    for (const route of appRoutes) {
      if (route.kind === 'page') expect(typeof route.load, route.path).toBe('function');
    }
  });
});

describe('resolveRedirects', () => {
  it('returns a path that is not a redirect unchanged', () => {
    expect(resolveRedirects('/practice')).toBe('/practice');
  });

  it('throws on a cycle instead of looping', () => {
    const looping: AppRoute[] = [
      { kind: 'redirect', path: '/a', access: 'public', to: '/b' },
      { kind: 'redirect', path: '/b', access: 'public', to: '/a' },
    ];

    expect(() => resolveRedirects('/a', looping)).toThrow(/cycle/);
  });
});
