/** Browser and operating system as a person names them, read from a User-Agent header. */
export interface DeviceName {
  navegador: string;
  sistemaOperativo: string;
}

/** Shown when the header is missing or unknown (the client still sees the session to close it). */
export const UNKNOWN_BROWSER = 'Navegador desconocido';
export const UNKNOWN_SYSTEM = 'Sistema desconocido';

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, iOS browsers say Safari.
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The first pattern that matches; no version numbers (they add nothing to recognise a device). */
export function deviceName(userAgent: string | null | undefined): DeviceName {
  const ua = userAgent ?? '';
  return {
    navegador: browsers.find(([pattern]) => pattern.test(ua))?.[1] ?? UNKNOWN_BROWSER,
    sistemaOperativo: systems.find(([pattern]) => pattern.test(ua))?.[1] ?? UNKNOWN_SYSTEM,
  };
}
