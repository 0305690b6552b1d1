import { describe, expect, it } from 'vitest';
import { shareUrl } from './share.ts';

describe('shareUrl', () => {
  const url = 'https://shop.test/de/a b?x=1&y=2';
  it.each([
    ['facebook', 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.test%2Fde%2Fa%20b%3Fx%3D1%26y%3D2'],
    ['twitter', 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fshop.test%2Fde%2Fa%20b%3Fx%3D1%26y%3D2&text=Cloud%20%26%20more'],
    ['email', 'mailto:?subject=Cloud%20%26%20more&body=https%3A%2F%2Fshop.test%2Fde%2Fa%20b%3Fx%3D1%26y%3D2'],
    ['whatsapp', 'https://wa.me/?text=Cloud%20%26%20more%20https%3A%2F%2Fshop.test%2Fde%2Fa%20b%3Fx%3D1%26y%3D2'],
    ['telegram', 'https://t.me/share/url?url=https%3A%2F%2Fshop.test%2Fde%2Fa%20b%3Fx%3D1%26y%3D2&text=Cloud%20%26%20more'],
  ] as const)('%s', (target, expected) => {
    expect(shareUrl(target, url, 'Cloud & more')).toBe(expected);
  });
});
