// The practice sets' names as learners read them.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PracticeSetKind } from '../../domain/learning/practiceSets.ts';

export const PRACTICE_SET_LABELS: Record<PracticeSetKind, MessageDescriptor> = {
  'missed-1': msg`Missed in my last test`,
  'missed-3': msg`Missed in my last 3 tests`,
  'missed-all': msg`Missed in any test`,
  'not-seen': msg`Not seen yet`,
  marked: msg`Marked for review`,
  due: msg`Due in the review drill`,
};
