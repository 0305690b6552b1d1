// What the product page knows from the device before the exam engine loads (src/db/productSummary.ts): the stored
// attempt, the saved setups and the due review cards. The workspace reports newer values once it runs.
import { useEffect, useState } from 'react';
import { readProductSummary, type ProductSummary } from '../../db/productSummary.ts';

export function useDeviceSummary(productId: string, owner: string): ProductSummary | undefined {
  const [summary, setSummary] = useState<ProductSummary | undefined>(undefined);
  useEffect(() => {
    let live = true;
    readProductSummary(productId, owner, Date.now()).then(
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
