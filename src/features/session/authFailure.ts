// SPEC §4: any 401 or 403 clears the stored user records and asks for sign-in, unless already on the sign-in page.
import { notices } from '../../ui/notices/noticeStore.ts';
import { clearStoredUser, isSignInPage } from './storedUser.ts';

export function handleAuthFailure(pathname: string, storage: Storage = localStorage): void {
  clearStoredUser(storage);
  // A session that just expired already says so; the 401 that follows must not replace that message.
  if (!isSignInPage(pathname) && notices.get().authDialog !== 'session-expired') notices.showAuthDialog('sign-in');
}
