import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnboardingHint } from '@frontend/components/onboarding-hint/onboarding-hint';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('OnboardingHint', () => {
  it('pulses until clicked, and stays still on the next visit', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<OnboardingHint label="How practice works" storageKey="test.hint" onClick={onClick} />);
    const hint = screen.getByRole('button', { name: 'How practice works' });
    expect(hint.getAttribute('data-pulsing')).toBe('true');
    await user.click(hint);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(hint.getAttribute('data-pulsing')).toBe('false');
    cleanup();
    render(<OnboardingHint label="How practice works" storageKey="test.hint" onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'How practice works' }).getAttribute('data-pulsing')).toBe('false');
  });
});
