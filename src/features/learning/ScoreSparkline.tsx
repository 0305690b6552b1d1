// The score history as a sparkline (DESIGN.md "Pictures"): one point per finished attempt, oldest left, with the
// pass mark as a dashed line; the scores are also in the accessible name.
import { useLingui } from '@lingui/react/macro';
import { sparklinePoints } from '../../domain/learning/progressSnapshot.ts';

const WIDTH = 160;
const HEIGHT = 40;

export function ScoreSparkline({ percents, passMark }: { percents: readonly number[]; passMark: number }) {
  const { t } = useLingui();
  if (percents.length === 0) return null;
  const scores = percents.map((p) => `${p} %`).join(', ');
  const y = HEIGHT - (passMark / 100) * HEIGHT;
  const label = t`Scores of your tests, oldest first: ${scores}; pass mark ${passMark} %`;
  return (
    <svg className="sparkline" role="img" aria-label={label} viewBox={`-2 -2 ${WIDTH + 4} ${HEIGHT + 4}`} width={WIDTH} height={HEIGHT}>
      <line className="sparkline__pass" x1="0" x2={WIDTH} y1={y} y2={y} />
      <polyline className="sparkline__line" points={sparklinePoints(percents, WIDTH, HEIGHT)} />
      {percents.length === 1 && <circle className="sparkline__dot" cx={WIDTH / 2} cy={HEIGHT - (percents[0]! / 100) * HEIGHT} r="3" />}
    </svg>
  );
}
