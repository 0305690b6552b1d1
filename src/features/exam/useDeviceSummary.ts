// What the product page knows from the device before the exam engine loads (src/db/coldRead.ts): the stored
// attempt, the saved setups and the due review cards. The workspace reports newer values once it runs.
import { useEffect, useState } from 'react';
import { readProductSummaryCold, type ColdProductSummary } from '../../db/coldRead.ts';
import { SHOP_DATABASE_NAME } from '../../db/names.ts';

export function useDeviceSummary(productId: string, owner: string): ColdProductSummary | undefined {
  const [summary, setSummary] = useState<ColdProductSummary | undefined>(undefined);
  useEffect(() => {
    let live = true;
    readProductSummaryCold(SHOP_DATABASE_NAME, productId, owner, Date.now()).then(
      (read) => live && setSummary(read),
      // Storage unreadable (private mode, say): the page goes on as for a first visit; the simulator says more.
      () => live && setSummary({ stored: null, setups: {}, dueCards: 0 }),
    );
    return () => {
      live = false;
    };
  }, [productId, owner]);
  return summary;
}
