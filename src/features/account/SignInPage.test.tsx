// @vitest-environment jsdom
// The sign-in page answers "please sign in": a sign-in dialog opened by a 401 on the way here (signing out from a
// signed-in page) does not stay on top of it.
import { afterEach, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderInRouter } from '../../test/renderInRouter.tsx';
import { notices } from '../../ui/notices/noticeStore.ts';
import { SignInPage } from './SignInPage.tsx';

afterEach(() => {
  cleanup();
  act(() => notices.reset());
});

it.each(['sign-in', 'session-expired'] as const)('closes a %s dialog opened before it', async (kind) => {
  act(() => notices.showAuthDialog(kind));
  await renderInRouter(() => <SignInPage confirmToken={null} />, { path: '/de/auth/signin' });
  expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeTruthy();
  expect(notices.get().authDialog).toBeNull();
});
