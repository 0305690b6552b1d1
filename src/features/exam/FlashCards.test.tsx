// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { FlashCards } from './FlashCards.tsx';
import type { ExamQuestion } from '../../domain/exam/questions.ts';

afterEach(cleanup);

const card = (n: number): ExamQuestion => ({ number: n, id: `q${n}`, topic: 't', text: `Card ${n}?`, options: [{ letter: 'A', text: 'yes' }, { letter: 'B', text: 'no' }], correct: ['A'], explanation: `Why ${n}` });

describe('FlashCards', () => {
  it('reveals the answer, retires known cards and brings the others back', async () => {
    await renderWithI18n(<FlashCards questions={[card(1), card(2)]} />);
    expect(screen.getByRole('heading').textContent).toBe('Card 1?');
    fireEvent.click(screen.getByRole('button', { name: 'Show the answer' }));
    expect(screen.getByText('Why 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(screen.getByRole('heading').textContent).toBe('Card 2?');
    fireEvent.click(screen.getByRole('button', { name: 'Show the answer' }));
    fireEvent.click(screen.getByRole('button', { name: 'I knew it' }));
    expect(screen.getByRole('heading').textContent).toBe('Card 1?');
    expect(screen.getByText('1 of 2 cards known')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show the answer' }));
    fireEvent.click(screen.getByRole('button', { name: 'I knew it' }));
    expect(screen.getByText('You knew all 2 cards.')).toBeTruthy();
  });

  it('shows an HTML question as HTML (sanitised again) and a plain one as the text it is', async () => {
    const html: ExamQuestion = { ...card(1), format: 'html', text: '<p>Is <strong>this</strong> bold?<img src=x onerror="alert(1)"></p>', explanation: '<em>Yes</em>' };
    const plain: ExamQuestion = { ...card(2), text: 'Is <strong>this</strong> bold?' };
    const { container } = await renderWithI18n(<FlashCards questions={[html]} />);
    expect(screen.getByRole('heading').textContent).toBe('Is this bold?');
    expect(container.querySelector('h2 strong')?.textContent).toBe('this');
    expect(container.querySelector('img, [onerror]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the answer' }));
    expect(container.querySelector('.question__feedback em')?.textContent).toBe('Yes');
    cleanup();
    await renderWithI18n(<FlashCards questions={[plain]} />);
    expect(screen.getByRole('heading').textContent).toBe('Is <strong>this</strong> bold?');
  });
});
