// Keeps the installed app's badge on the number of drill reviews due (issue 34): whenever the page learns a new count
// for a product, the owner's count over every product is read from the device and shown (platform/appBadge.ts).
import { useEffect } from 'react';
import { showDueOnAppBadge } from '../../platform/appBadge.ts';

export function useDueBadge(owner: string, productDue: number | null): void {
  useEffect(() => {
    if (productDue === null) return;
    let live = true;
    Promise.all([import('../../db/deviceDb.ts'), import('../../db/drillCards.ts')])
      .then(async ([{ deviceDb }, { countAllDueDrillCards }]) => {
        const due = await countAllDueDrillCards(await deviceDb(), owner, Date.now());
        if (live) await showDueOnAppBadge(due);
      })
      // Storage unreadable (private mode): no badge, nothing else changes.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [owner, productDue]);
}
