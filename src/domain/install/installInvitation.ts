// When the app invites the learner to install it (issue 34): after a first finished test, never on a first visit
// with nothing done, never while an exam runs, never again once declined or installed. Where the browser offers its
// own prompt (beforeinstallprompt) the invitation uses it; iOS Safari has none, so it shows the Share → Add to Home
// Screen how-to; other browsers get nothing.

export interface InstallSituation {
  /** Tests the learner has finished on this device. */
  finishedTests: number;
  /** An exam or practice session is running on this page. */
  examRunning: boolean;
  /** The learner said "Not now" once. */
  declined: boolean;
  /** Running as the installed app (display-mode standalone, navigator.standalone) or installed earlier (appinstalled). */
  installed: boolean;
  /** The browser handed over its install prompt (a captured beforeinstallprompt event). */
  promptAvailable: boolean;
  /** Safari on iPhone or iPad, where installing is Share → Add to Home Screen. */
  iosSafari: boolean;
}

export type InstallInvitation = 'prompt' | 'ios-how-to' | null;

export function installInvitation(situation: InstallSituation): InstallInvitation {
  if (situation.finishedTests < 1 || situation.examRunning || situation.declined || situation.installed) return null;
  if (situation.promptAvailable) return 'prompt';
  return situation.iosSafari ? 'ios-how-to' : null;
}

/**
 * Safari on iOS and iPadOS (an iPad asks for the desktop site and says "Macintosh", but has touch). Other iOS
 * browsers (CriOS, FxiOS, EdgiOS) cannot add to the home screen the same way on every version: they get nothing.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}
