// Whether the page runs as the installed app: display-mode standalone (Chromium, Firefox on Android), or iOS
// Safari's navigator.standalone for a page opened from the home screen.
export function runsAsInstalledApp(scope: Window = window): boolean {
  const standalone = (scope.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || (typeof scope.matchMedia === 'function' && scope.matchMedia('(display-mode: standalone)').matches);
}
