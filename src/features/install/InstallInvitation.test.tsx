// @vitest-environment jsdom
// The install invitation as the learner meets it: offered after a first finished test through the browser's prompt
// (or the iOS how-to), never while an exam runs, and not again once declined or installed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { markExamRunning } from '../../platform/examActivity.ts';
import { InstallInvitation } from './InstallInvitation.tsx';
import { captureInstallPrompt, INSTALL_CHOICE_KEY, offerInstallPromptForTest, type BeforeInstallPromptEvent } from './installPrompt.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

function browserPrompt(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt') as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

beforeEach(() => {
  localStorage.clear();
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  offerInstallPromptForTest(null);
  vi.restoreAllMocks();
});

describe('InstallInvitation', () => {
  it('offers "Install the app" after a first finished test and opens the browser’s prompt', async () => {
    const { event, prompt } = browserPrompt('accepted');
    offerInstallPromptForTest(event);
    await renderWithI18n(<InstallInvitation finishedTests={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    await vi.waitFor(() => expect(prompt).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull());
    expect(localStorage.getItem(INSTALL_CHOICE_KEY)).toBe('installed');
  });

  it('is not offered before any test is finished (a first visit)', async () => {
    offerInstallPromptForTest(browserPrompt('accepted').event);
    await renderWithI18n(<InstallInvitation finishedTests={0} />);
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('is never shown while an exam runs, and shows once it has ended', async () => {
    offerInstallPromptForTest(browserPrompt('accepted').event);
    const ended = markExamRunning();
    await renderWithI18n(<InstallInvitation finishedTests={1} />);
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    act(() => ended());
    expect(screen.getByRole('button', { name: 'Install the app' })).toBeTruthy();
  });

  it('is not offered again after "Not now"', async () => {
    offerInstallPromptForTest(browserPrompt('accepted').event);
    const first = await renderWithI18n(<InstallInvitation finishedTests={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    first.unmount();
    await renderWithI18n(<InstallInvitation finishedTests={3} />);
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });

  it('is not offered again after the browser’s prompt was dismissed', async () => {
    offerInstallPromptForTest(browserPrompt('dismissed').event);
    await renderWithI18n(<InstallInvitation finishedTests={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    await vi.waitFor(() => expect(localStorage.getItem(INSTALL_CHOICE_KEY)).toBe('declined'));
    offerInstallPromptForTest(browserPrompt('accepted').event);
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });

  it('is not offered once the app is installed (appinstalled) or when it runs installed', async () => {
    captureInstallPrompt(window);
    offerInstallPromptForTest(browserPrompt('accepted').event);
    await renderWithI18n(<InstallInvitation finishedTests={1} />);
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    cleanup();
    localStorage.clear();
    window.matchMedia = ((query: string) => ({ matches: query.includes('standalone'), media: query })) as unknown as typeof window.matchMedia;
    offerInstallPromptForTest(browserPrompt('accepted').event);
    await renderWithI18n(<InstallInvitation finishedTests={1} />);
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });

  it('shows the Share → Add to Home Screen how-to on iOS Safari, in the learner’s language', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    await renderWithI18n(<InstallInvitation finishedTests={1} />, 'de');
    const region = screen.getByRole('region');
    expect(region.querySelectorAll('li')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('App zum Home-Bildschirm hinzufügen');
    expect(region.textContent).toContain('„Zum Home-Bildschirm“');
  });
});
