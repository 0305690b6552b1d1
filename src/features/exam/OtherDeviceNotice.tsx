// Says why the attempt's phase changed without the learner doing anything here: another device paused, resumed
// or submitted it (db/outbox.ts notes it when it takes the server's copy). Gone with this device's next action.
import { useLingui } from '@lingui/react/macro';
import type { RemotePhaseChange } from '../../db/db.ts';
import type { AttemptPhase } from '../../domain/exam/phase.ts';

export function OtherDeviceNotice({ change, phase }: { change: RemotePhaseChange | undefined; phase: AttemptPhase }) {
  const { t } = useLingui();
  if (!change || change.phase !== phase) return null;
  const text = {
    paused: t`Paused on your other device.`,
    running: t`The exam kept running on your other device, so the clock did not stop while you were offline here.`,
    submitted: t`Submitted on your other device.`,
  }[phase];
  return (
    <p className="notice notice--info other-device-notice" role="status">
      {text}
    </p>
  );
}
