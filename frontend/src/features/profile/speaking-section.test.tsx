import { ThemeProvider } from '@aws-amplify/ui-react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { studentOf } from '@test/fixtures/speaking-screen';
import { ProfilePage } from '@frontend/features/profile/profile-page';
import { stubApi } from '@test/fixtures/stub-api';

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderProfile(path: string) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/profile" element={<ProfilePage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const switchOf = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

describe('Speaking settings on the profile', () => {
  it('shows both switches on unless their flags are set, and saves a change through the stepsDone flags', async () => {
    session.signIn({ token: 'token', user: studentOf({ stepsDone: ['should_playback_off'] }) });
    const calls = stubApi({
      '/api/users/updateUserArray': () => ({ body: { user: studentOf({ stepsDone: ['should_playback_off', 'should_auto_silence_off'] }) } }),
      '/api/users/removeUserArray': () => ({ body: { user: studentOf({ stepsDone: ['should_auto_silence_off'] }) } }),
    });
    renderProfile('/profile');
    expect(switchOf('Silence detection').checked).toBe(true);
    expect(switchOf('Play my recording automatically').checked).toBe(false);

    await act(async () => {
      fireEvent.click(switchOf('Silence detection'));
    });
    expect(calls.at(-1)).toMatchObject({ path: '/api/users/updateUserArray', body: { stepsDone: 'should_auto_silence_off' } });
    expect(switchOf('Silence detection').checked).toBe(false);

    await act(async () => {
      fireEvent.click(switchOf('Play my recording automatically'));
    });
    expect(calls.at(-1)).toMatchObject({ path: '/api/users/removeUserArray', body: { stepsDone: 'should_playback_off' } });
    expect(switchOf('Play my recording automatically').checked).toBe(true);
  });

  it('scrolls to and focuses the speaking settings when opened with openSettings=true', () => {
    session.signIn({ token: 'token', user: studentOf() });
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderProfile('/profile?openSettings=true');
    const section = screen.getByRole('region', { name: 'Speaking settings' });
    expect(document.activeElement).toBe(section);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('leaves focus alone otherwise', () => {
    session.signIn({ token: 'token', user: studentOf() });
    renderProfile('/profile');
    expect(document.activeElement).not.toBe(screen.getByRole('region', { name: 'Speaking settings' }));
  });
});
