// @vitest-environment jsdom
// The shared notices as a learner sees them: error toast, critical dialog, toasts, modal and loading overlay.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { errorRecordFromFailure } from '../domain/errors/record.ts';
import { renderWithI18n } from '../test/renderWithI18n.tsx';
import { notices } from './notices/noticeStore.ts';
import { NoticeHost } from './NoticeHost.tsx';
import { Modal } from './Modal.tsx';

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => {
  cleanup();
  act(() => notices.reset());
  vi.useRealTimers();
});

const failure = (productId?: string) =>
  errorRecordFromFailure(
    { url: '/api/2.0/eq/products/DE-1/config/load/u-7', status: 500, message: 'Database unavailable' },
    { userName: 'ana@example.com', userId: 'u-7', productId, productName: 'Theorieprüfung', productType: 'full-product' },
    Date.UTC(2026, 10, 21, 9, 30),
  );

describe('error toast', () => {
  it('shows title, request name, product, user, country, date and message in the site language', async () => {
    await renderWithI18n(<NoticeHost />, 'de');
    act(() => notices.showError(failure('DE-1'), 'de'));
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Ein Fehler ist aufgetreten');
    for (const text of ['Load Config', 'DE-1', 'ana@example.com', 'DE', 'Database unavailable', '21.11.2026']) {
      expect(toast.textContent).toContain(text);
    }
  });

  it('pre-fills the contact-support message with product id, name, type and user id', async () => {
    await renderWithI18n(<NoticeHost />, 'en');
    act(() => notices.showError(failure('DE-1'), 'gb'));
    const link = screen.getByRole('link', { name: 'Contact support' });
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/gb/contact-us/');
    expect(url.searchParams.get('message')).toBe('Product id: DE-1\nProduct name: Theorieprüfung\nProduct type: full-product\nUser id: u-7');
  });

  it('offers restore configuration only when a product is known', async () => {
    await renderWithI18n(<NoticeHost />, 'en');
    act(() => notices.showError(failure(undefined), 'us'));
    expect(screen.queryByRole('button', { name: 'Restore configuration' })).toBeNull();
    act(() => notices.showError(failure('US-1'), 'us'));
    expect((screen.getByRole('button', { name: 'Restore configuration' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('does not show sign-in failures', async () => {
    await renderWithI18n(<NoticeHost />, 'en');
    const record = errorRecordFromFailure({ url: '/api/2.0/eq/x', status: 401, message: 'no' }, {}, 0);
    act(() => notices.showError(record, 'us'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('critical error dialog', () => {
  it('shows the message with a reload-test button and no way to close it', async () => {
    await renderWithI18n(<NoticeHost />, 'it');
    act(() => notices.showError({ ...failure('IT-1'), errorType: 'critical', errorMessage: 'Test corrotto' }, 'it'));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Test corrotto');
    expect(screen.queryByRole('button', { name: 'Chiudi' })).toBeNull();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});

describe('toasts', () => {
  it('closes itself after the given seconds, and stays when the delay is 0 (the default)', async () => {
    vi.useFakeTimers();
    await renderWithI18n(<NoticeHost />, 'en');
    act(() => {
      notices.showToast('warn', 'auto', 3);
      notices.showToast('error', 'sticky');
    });
    expect(screen.getAllByText(/auto|sticky/)).toHaveLength(2);
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.queryByText('auto')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('sticky')).toBeTruthy();
  });
});

describe('generic modal', () => {
  it('shows title, description, disclaimer and a loading state on the running action', async () => {
    let finish: () => void = () => {};
    const onClose = vi.fn();
    await renderWithI18n(
      <Modal
        title="Reset?"
        description="Your answers stay."
        disclaimer="This cannot be undone."
        onClose={onClose}
        actions={[{ label: 'Reset', onClick: () => new Promise<void>((resolve) => (finish = resolve)) }]}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Reset?' })).toBeTruthy();
    expect(screen.getByText('This cannot be undone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect((screen.getByRole('button', { name: 'Reset' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Reset' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    expect((screen.getByRole('button', { name: 'Reset' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('loading overlay', () => {
  it('shows the site name while something loads', async () => {
    await renderWithI18n(<NoticeHost />, 'en');
    let done: () => void = () => {};
    act(() => {
      done = notices.beginLoading();
    });
    expect(screen.getByRole('status', { name: 'Loading' }).textContent).toContain('Exam Quiz Shop');
    act(() => done());
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });
});

describe('uncaught-error fallback', () => {
  it('says "Oops, there was an error." in the site language', async () => {
    const { ErrorFallback } = await import('./ErrorFallback.tsx');
    await renderWithI18n(<ErrorFallback />, 'en');
    expect(screen.getByRole('heading').textContent).toBe('Oops, there was an error.');
    cleanup();
    await renderWithI18n(<ErrorFallback />, 'es');
    expect(screen.getByRole('heading').textContent).not.toBe('Oops, there was an error.');
  });
});

describe('critical error reload', () => {
  it('reloads the test from its button', async () => {
    const { CriticalErrorDialog } = await import('./CriticalErrorDialog.tsx');
    const reload = vi.fn();
    await renderWithI18n(<CriticalErrorDialog reload={reload} />, 'en');
    act(() => notices.showError({ ...failure('US-1'), errorType: 'critical' }, 'us'));
    fireEvent.click(screen.getByRole('button', { name: 'Reload test' }));
    await act(async () => {});
    expect(reload).toHaveBeenCalledOnce();
  });
});
