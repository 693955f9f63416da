import { ThemeProvider } from '@aws-amplify/ui-react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_VOLUME_STORAGE_KEY, AudioPlayer } from '@frontend/components/audio-player/audio-player';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const renderPlayer = (props: Partial<Parameters<typeof AudioPlayer>[0]> = {}) =>
  render(
    <ThemeProvider>
      <AudioPlayer src="/api/aws/getAudioFile/LWD-0001" label="Assignment Deadlines" {...props} />
    </ThemeProvider>,
  );

describe('AudioPlayer', () => {
  it('offers the rates 0.8 to 1.2, starting at 1, and applies the chosen one', () => {
    const { container } = renderPlayer();
    const rate = screen.getByRole('combobox', { name: 'Playback speed' }) as HTMLSelectElement;
    expect([...rate.options].map((option) => option.textContent)).toEqual(['0.8x', '0.9x', '1x', '1.1x', '1.2x']);
    expect(rate.value).toBe('1');
    fireEvent.change(rate, { target: { value: '1.2' } });
    expect(container.querySelector('audio')!.playbackRate).toBe(1.2);
  });

  it('starts at volume 0.5 and keeps the chosen volume in browser storage', () => {
    const { container } = renderPlayer();
    const volume = screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement;
    expect(volume.value).toBe('0.5');
    fireEvent.change(volume, { target: { value: '0.8' } });
    expect(localStorage.getItem(AUDIO_VOLUME_STORAGE_KEY)).toBe('0.8');
    expect(container.querySelector('audio')!.volume).toBe(0.8);
    cleanup();
    renderPlayer();
    expect((screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement).value).toBe('0.8');
  });

  it("says 'Your browser does not support the audio player.' when the audio fails", () => {
    const { container } = renderPlayer();
    fireEvent.error(container.querySelector('audio')!);
    expect(screen.getByRole('alert').textContent).toBe('Your browser does not support the audio player.');
  });

  it('reports the end once, for types that wait for the audio, and disables its controls in mock tests', () => {
    const onEnded = vi.fn();
    const { container } = renderPlayer({ onEnded, controlsDisabled: true });
    expect(screen.getByRole('button', { name: 'Play audio' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Playback speed' }).hasAttribute('disabled')).toBe(true);
    fireEvent.ended(container.querySelector('audio')!);
    fireEvent.ended(container.querySelector('audio')!);
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('group', { name: 'Audio player: Assignment Deadlines' })).toBeTruthy();
  });
});
