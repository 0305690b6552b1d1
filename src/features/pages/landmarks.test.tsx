// @vitest-environment jsdom
// Screen reader users move between a page's landmarks by role and name: two navigations of the sale page (its pages
// of products and the site's footer) named alike in a language leave them guessing (axe: landmark-unique, seen on
// the German sale page, where both read "Seiten"). Every locale names each one differently.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { MESSAGE_LOCALES } from '../../domain/markets/types.ts';
import { Pagination } from '../catalog/Pagination.tsx';
import { SiteFooter } from './SiteFooter.tsx';

afterEach(cleanup);

describe('the sale page’s navigation landmarks', () => {
  it.each(MESSAGE_LOCALES)('have names of their own in %s', async (locale) => {
    await renderWithI18n(
      <>
        <Pagination page={1} pageCount={3} onPage={() => {}} />
        <SiteFooter country="de" />
      </>,
      locale,
    );
    const names = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'));
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(names.length);
  });
});
