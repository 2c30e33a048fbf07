/**
 * A readable name for the browser a session signed in from, such as "Firefox on Windows". Only a
 * label for people to recognise their own devices, so the few browsers and systems below do
 * (decision 040). Order matters: Edge and Opera also say Chrome, and Chrome also says Safari.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const first = (pairs: [RegExp, string][], userAgent: string) =>
  pairs.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceLabel(userAgent: string | null): string {
  const browser = userAgent ? first(BROWSERS, userAgent) : undefined;
  const system = userAgent ? first(SYSTEMS, userAgent) : undefined;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown browser';
}
