// After sign-in: if this device holds progress made without an account, ask whether to add it to the account.
import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { AppServices } from '../../platform/services.ts';
import { notices } from '../../ui/notices/noticeStore.ts';

export async function offerGuestMerge(services: AppServices, userId: string, i18n: I18n): Promise<void> {
  const [{ shopDb }, { adoptGuestProgress, findGuestProgress }] = await Promise.all([import('../../db/db.ts'), import('../../db/guestProgress.ts')]);
  const db = shopDb();
  const progress = await findGuestProgress(db);
  if (progress.products.length === 0) return;
  const count = progress.products.length;
  notices.openModal({
    title: i18n._(msg`Add your progress to your account?`),
    description: i18n._(
      msg`You practised ${plural(count, { one: '# product', other: '# products' })} on this device without an account. Add these answers to your account to keep them on every device.`,
    ),
    disclaimer: i18n._(msg`If you keep them on this device only, nothing is deleted: you can still continue there.`),
    actions: [
      {
        label: i18n._(msg`Add to my account`),
        onClick: async () => {
          await adoptGuestProgress(db, userId);
          notices.closeModal();
          (await services.sync()).notifyOutboxChanged();
        },
      },
      { label: i18n._(msg`Keep on this device only`), variant: 'secondary', onClick: () => notices.closeModal() },
    ],
  });
}
