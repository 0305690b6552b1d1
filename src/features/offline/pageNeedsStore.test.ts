import { describe, expect, it, vi } from 'vitest';
import { declarePageNeeds, pageNeedsOf, subscribePageNeeds } from './pageNeedsStore.ts';

describe('pageNeedsStore', () => {
  it('keeps one list per path, tells listeners only of real changes, and forgets a path that claims nothing', () => {
    const listener = vi.fn();
    const stop = subscribePageNeeds(listener);
    const needs = [{ url: '/api/2.0/eq/buy/getProductCatalog?country=us', signed: false }];
    declarePageNeeds('/us/', needs);
    const kept = pageNeedsOf('/us/');
    expect(kept).toEqual(needs);
    declarePageNeeds('/us/', [...needs]);
    expect(pageNeedsOf('/us/')).toBe(kept); // the same list: the status does not start over
    expect(listener).toHaveBeenCalledTimes(1);
    declarePageNeeds('/us/', undefined);
    expect(pageNeedsOf('/us/')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});
