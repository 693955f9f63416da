import { describe, expect, it } from 'vitest';
import { accessOfPath } from '@frontend/app/route-access';
import { decideAccess, postLoginPath as postLoginPathOf, safeRedirectPath } from '@frontend/app/session/access';
import type { AccessGroup } from '@frontend/app/session/access';
import type { Viewer } from '@frontend/app/session/access';

const at = (pathname: string, search = '') => ({ pathname, search });
const postLoginPath = (stepsDone: Parameters<typeof postLoginPathOf>[0], redirect: string | null | undefined) => postLoginPathOf(stepsDone, redirect, accessOfPath);

describe('decideAccess', () => {
  const decide = (access: AccessGroup, viewer: Viewer, location = at('/page'), waitedOut = false) => decideAccess({ access, viewer, location, waitedOut, accessOf: accessOfPath });

  it('always shows public pages, to every viewer', () => {
    for (const viewer of ['visitor', 'restoring', 'student', 'admin'] as const) {
      expect(decide('public', viewer), viewer).toEqual({ kind: 'render' });
    }
  });

  it('shows guest-only pages to visitors and sends signed-in users to the dashboard', () => {
    expect(decide('guest', 'visitor', at('/login'))).toEqual({ kind: 'render' });
    expect(decide('guest', 'student', at('/login'))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide('guest', 'admin', at('/'))).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('sends a user who just logged in to the redirect they came with', () => {
    expect(decide('guest', 'student', at('/login', '?redirect=%2Fprofile%3Ftab%3D2'))).toEqual({ kind: 'redirect', to: '/profile?tab=2' });
    expect(decide('guest', 'admin', at('/login', '?redirect=%2Fadmin'))).toEqual({ kind: 'redirect', to: '/admin' });
  });

  it('keeps a student on the login screen when the redirect is admin-only, instead of looping', () => {
    expect(decide('guest', 'student', at('/login', '?redirect=%2Fadmin'))).toEqual({ kind: 'render' });
  });

  it('sends visitors from login-required pages to login with the origin', () => {
    expect(decide('user', 'visitor', at('/dashboard'))).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fdashboard' });
    expect(decide('user', 'visitor', at('/profile', '?tab=password'))).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fprofile%3Ftab%3Dpassword' });
  });

  it('shows login-required pages to students and admins', () => {
    expect(decide('user', 'student')).toEqual({ kind: 'render' });
    expect(decide('user', 'admin')).toEqual({ kind: 'render' });
  });

  it('shows admin-only pages to admins only, sending anyone else to login', () => {
    expect(decide('admin', 'admin', at('/admin'))).toEqual({ kind: 'render' });
    expect(decide('admin', 'student', at('/admin'))).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fadmin' });
    expect(decide('admin', 'visitor', at('/admin'))).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fadmin' });
  });

  it('waits while a stored session is restored, then gives up after the guest wait', () => {
    for (const access of ['guest', 'user', 'admin'] as const) expect(decide(access, 'restoring'), access).toEqual({ kind: 'wait' });

    expect(decide('user', 'restoring', at('/dashboard'), true)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fdashboard' });
    expect(decide('admin', 'restoring', at('/admin'), true)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fadmin' });
    expect(decide('guest', 'restoring', at('/login'), true)).toEqual({ kind: 'render' });
  });

  it('sends a signed-in user who must set a password to set-password', () => {
    const decision = decideAccess({ access: 'guest', viewer: 'student', location: at('/login', '?redirect=%2Fprofile'), stepsDone: ['should_set_password'], waitedOut: false, accessOf: accessOfPath });

    expect(decision).toEqual({ kind: 'redirect', to: '/set-password' });
  });
});

describe('postLoginPath', () => {
  it('goes to the dashboard by default', () => {
    expect(postLoginPath([], null)).toBe('/dashboard');
    expect(postLoginPath(['did_verify_email'], undefined)).toBe('/dashboard');
  });

  it('goes to set-password while the user still has to set one, whatever the redirect', () => {
    expect(postLoginPath(['did_verify_email', 'should_set_password'], '/profile')).toBe('/set-password');
  });

  it('follows a same-site redirect', () => {
    expect(postLoginPath([], '/profile')).toBe('/profile');
    expect(postLoginPath([], '/practice?section=speaking')).toBe('/practice?section=speaking');
  });

  it('refuses off-site redirects', () => {
    for (const redirect of ['https://evil.test/', '//evil.test/path', '/\\evil.test', '\\\\evil.test', 'javascript:alert(1)', '/\t/evil.test', 'dashboard', '']) {
      expect(postLoginPath([], redirect), redirect).toBe('/dashboard');
    }
  });

  it('ignores a redirect back to a guest-only page, which would bounce', () => {
    expect(postLoginPath([], '/login')).toBe('/dashboard');
    expect(postLoginPath([], '/register?x=1')).toBe('/dashboard');
    expect(postLoginPath([], '/')).toBe('/dashboard');
  });
});

describe('safeRedirectPath', () => {
  it('normalises a same-site path and keeps its query and hash', () => {
    expect(safeRedirectPath('/blog/../profile?a=1#top')).toBe('/profile?a=1#top');
  });

  it('refuses anything that could leave the site', () => {
    expect(safeRedirectPath('//evil.test')).toBeUndefined();
    expect(safeRedirectPath('/%5Cevil.test')).toBe('/%5Cevil.test');
    expect(safeRedirectPath('http://localhost/profile')).toBeUndefined();
    expect(safeRedirectPath(null)).toBeUndefined();
  });
});

describe('accessOfPath', () => {
  it('finds the access group of each accounts route', () => {
    expect(accessOfPath('/login')).toBe('guest');
    expect(accessOfPath('/register')).toBe('guest');
    expect(accessOfPath('/verify')).toBe('public');
    expect(accessOfPath('/reset-password')).toBe('public');
    expect(accessOfPath('/set-password')).toBe('public');
    expect(accessOfPath('/contact-us')).toBe('public');
    expect(accessOfPath('/profile')).toBe('user');
    expect(accessOfPath('/dashboard')).toBe('user');
    expect(accessOfPath('/admin')).toBe('admin');
    expect(accessOfPath('/no/such/page')).toBe('public');
  });
});
