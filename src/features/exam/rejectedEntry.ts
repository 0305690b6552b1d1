// A learner action the server refused, in the learner's words: what it was and why it was refused. The server's
// reasons are codes (src/domain/exam/authoritative.ts) or, for a batch it could not read, its own message.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OutboxEntry } from '../../db/db.ts';

export function describeAction(i18n: I18n, entry: Pick<OutboxEntry, 'event'>): string {
  const { event } = entry;
  switch (event.type) {
    case 'exam.start':
      return i18n._(msg`Start of the test`);
    case 'answer.select': {
      const question = event.question;
      return i18n._(msg`Answer to question ${question}`);
    }
    case 'question.mark': {
      const question = event.question;
      return event.marked ? i18n._(msg`Mark on question ${question}`) : i18n._(msg`Unmark of question ${question}`);
    }
    case 'exam.pause':
      return i18n._(msg`Pause`);
    case 'exam.resume':
      return i18n._(msg`Resume`);
    case 'exam.submit':
      return i18n._(msg`Submit`);
  }
}

export function describeRejection(i18n: I18n, reason: string | undefined): string {
  switch (reason) {
    case 'no-attempt':
      return i18n._(msg`the server has no test running on this product for it`);
    case 'question-out-of-range':
    case 'unknown-question':
      return i18n._(msg`the question is not part of this test`);
    case 'unknown-product':
      return i18n._(msg`this product is no longer offered`);
    case 'product-mismatch':
      return i18n._(msg`it belongs to another product`);
    default:
      return reason?.startsWith('its start was refused') ? i18n._(msg`the start of its test was refused`) : (reason ?? i18n._(msg`refused`));
  }
}
