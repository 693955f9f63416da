import { ThemeProvider } from '@aws-amplify/ui-react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MicrophoneDeniedDialog } from '@frontend/components/microphone-check/microphone-denied-dialog';

const agents = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:135.0) Gecko/20100101 Firefox/135.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Safari/605.1.15',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderDialog(userAgent: string, props: Partial<Parameters<typeof MicrophoneDeniedDialog>[0]> = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  return render(
    <ThemeProvider>
      <MicrophoneDeniedDialog open {...props} />
    </ThemeProvider>,
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Microphone permission denied' }) as HTMLDialogElement;

describe('MicrophoneDeniedDialog', () => {
  it("reloads the page with 'I understand'", async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    renderDialog(agents.chrome);
    expect(dialog().open).toBe(true);
    await userEvent.setup().click(within(dialog()).getByRole('button', { name: 'I understand' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Chrome', agents.chrome, 'In Chrome and Edge:', 'Click the site settings icon at the left of the address bar.', 'The site settings icon at the left of the address bar'],
    ['Firefox', agents.firefox, 'In Firefox:', 'Click the crossed-out microphone icon at the left of the address bar.', 'The crossed-out microphone icon in the address bar'],
    ['Safari', agents.safari, 'In Safari:', 'On a Mac, choose Safari › Settings for This Website… in the menu bar.', 'The Safari menu with Settings for This Website'],
    ['Opera', agents.opera, 'In your browser:', 'Open your browser’s settings for this site', 'The site icon at the left of the address bar'],
  ])('gives the steps of %s with a drawing of where to click', (_, userAgent, heading, firstStep, drawing) => {
    renderDialog(userAgent);
    const steps = within(dialog()).getAllByRole('listitem');
    expect(dialog().textContent).toContain(heading);
    expect(steps).toHaveLength(3);
    expect(steps[0]!.textContent).toContain(firstStep);
    expect(within(dialog()).getByRole('img', { name: drawing }).tagName.toLowerCase()).toBe('svg');
  });

  it('follows open, and tells the screen when Escape closes it', () => {
    const onClose = vi.fn();
    const { rerender } = renderDialog(agents.chrome, { open: false, onClose });
    const element = document.querySelector('dialog') as HTMLDialogElement;
    expect(element.open).toBe(false);
    rerender(
      <ThemeProvider>
        <MicrophoneDeniedDialog open onClose={onClose} />
      </ThemeProvider>,
    );
    expect(element.open).toBe(true);
    element.close();
    fireEvent(element, new Event('close'));
    expect(onClose).toHaveBeenCalled();
  });
});
