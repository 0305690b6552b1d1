// @vitest-environment jsdom
// The learner reads the pace of a quick session with tenths of a second (not five ties at "0:01"), in the decimal
// sign of their language, and a "slowest" list only when the session had more questions than the list names.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { pacingOf, type PaceEvent } from '../../domain/learning/pacing.ts';
import { PacingSummary } from './PacingSummary.tsx';

afterEach(cleanup);

/** A session answered at these gaps (ms) after its start, one question each. */
function session(gaps: readonly number[]) {
  let at = 1_000;
  const events: PaceEvent[] = [{ type: 'start', at }];
  gaps.forEach((gap, i) => events.push({ type: 'answer', at: (at += gap), questionId: `q${i + 1}` }));
  events.push({ type: 'submit', at: at + 1 });
  return pacingOf(events, () => 'net', null);
}
const numberOf = (id: string) => Number(id.slice(1));
const names = new Map([['net', 'Networking']]);

describe('PacingSummary', () => {
  it('shows tenths under ten seconds and no slowest list for a session of five questions', async () => {
    await renderWithI18n(<PacingSummary pacing={session([400, 1_200, 800, 950, 650])} numberOf={numberOf} topicNames={names} />, 'en');
    expect(screen.getByText('Average time per question: 0:00.8')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Slowest questions' })).toBeNull();
  });

  it('lists the five slowest of a longer session, tenths in the language’s decimal sign, whole seconds from ten on', async () => {
    await renderWithI18n(<PacingSummary pacing={session([400, 1_240, 800, 12_300, 650, 3_000])} numberOf={numberOf} topicNames={names} />, 'de');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Frage 4: 0:13', 'Frage 6: 0:03,0', 'Frage 2: 0:01,3', 'Frage 3: 0:00,8', 'Frage 5: 0:00,7']);
  });
});
