// @vitest-environment jsdom
// The report form: a reason is required (said in words, nothing saved), the comment goes with it trimmed, and when
// the device cannot store the report the learner keeps what they typed and is told so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { ReportForm } from './ReportForm.tsx';

afterEach(cleanup);

const reasons = [
  { value: 'typo', label: 'There is a typo' },
  { value: 'other', label: 'Something else' },
] as const;

describe('ReportForm', () => {
  it('asks for a reason before saving, then saves the reason and the trimmed comment', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithI18n(<ReportForm legend="What is wrong with this question?" reasons={reasons} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please choose a reason.');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'There is a typo' }));
    fireEvent.input(screen.getByLabelText('Comment (optional)'), { target: { value: '  B says "teh"  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('typo', 'B says "teh"'));
  });

  it('keeps the comment and says so when the device cannot store the report', async () => {
    const onSubmit = vi.fn(async () => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await renderWithI18n(<ReportForm legend="Why?" reasons={reasons} onSubmit={onSubmit} />, 'de');
    fireEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    fireEvent.input(screen.getByRole('textbox'), { target: { value: 'Timer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ihre Meldung konnte auf diesem Gerät nicht gespeichert werden. Bitte versuchen Sie es erneut.');
    expect(screen.getByRole('textbox')).toHaveProperty('value', 'Timer');
  });
});
