import { ThemeProvider } from '@aws-amplify/ui-react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalysisOverlay } from '@frontend/components/analysis-overlay/analysis-overlay';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderOverlay = (props: Partial<Parameters<typeof AnalysisOverlay>[0]> = {}) =>
  render(
    <ThemeProvider>
      <AnalysisOverlay active startedAt={Date.now()} {...props} />
    </ThemeProvider>,
  );

const dialog = () => document.querySelector('dialog.pte-analysis-overlay') as HTMLDialogElement;
const step = () => screen.getByRole('status', { hidden: true }).textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('AnalysisOverlay', () => {
  it("steps from 'Uploading your answer' to 'Analysis in progress...' at 3 s and 'Still working on it...' at 12 s", () => {
    renderOverlay();
    expect(dialog().open).toBe(true);
    expect(step()).toBe('Uploading your answer');
    advance(2_999);
    expect(step()).toBe('Uploading your answer');
    advance(1);
    expect(step()).toBe('Analysis in progress...');
    advance(8_999);
    expect(step()).toBe('Analysis in progress...');
    advance(1);
    expect(step()).toBe('Still working on it...');
    advance(17_999);
    expect(step()).toBe('Still working on it...');
  });

  it('stops loading at 30 s: it hides while the analysis is still awaited', () => {
    renderOverlay();
    advance(30_000);
    expect(dialog().open).toBe(false);
    expect(step()).toBe('');
    advance(60_000);
    expect(dialog().open).toBe(false);
  });

  it('counts from startedAt, so a screen that re-renders it later shows the step of the time elapsed', () => {
    renderOverlay({ startedAt: Date.now() - 12_500 });
    expect(step()).toBe('Still working on it...');
  });

  it('is closed while inactive and closes when the analysis ends', () => {
    const startedAt = Date.now();
    const { rerender } = render(
      <ThemeProvider>
        <AnalysisOverlay active={false} startedAt={undefined} />
      </ThemeProvider>,
    );
    expect(dialog().open).toBe(false);
    rerender(
      <ThemeProvider>
        <AnalysisOverlay active startedAt={startedAt} />
      </ThemeProvider>,
    );
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Analysing your answer' })).toBeTruthy();
    advance(5_000);
    rerender(
      <ThemeProvider>
        <AnalysisOverlay active={false} startedAt={startedAt} />
      </ThemeProvider>,
    );
    expect(dialog().open).toBe(false);
  });

  it('hides on Escape while the analysis carries on', () => {
    renderOverlay();
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(dialog().open).toBe(false);
    advance(5_000);
    expect(dialog().open).toBe(false);
  });
});
