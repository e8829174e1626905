/** The browser and system a User-Agent names, for the sessions list and the new-login notice. */
export interface DeviceName {
  /** "Chrome 131", "Safari 17", or "" when the User-Agent names none the list knows. */
  browser: string;
  /** "Android 14", "iOS 17.5", "Windows", "macOS", "Linux", or "". */
  system: string;
}

// Order matters: Edge, Opera, Samsung and the in-app iOS browsers also say "Chrome" or "Safari".
const BROWSERS: ReadonlyArray<readonly [string, RegExp]> = [
  ["Edge", /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ["Opera", /\b(?:OPR|OPiOS)\/(\d+)/],
  ["Samsung Internet", /\bSamsungBrowser\/(\d+)/],
  ["Firefox", /\b(?:Firefox|FxiOS)\/(\d+)/],
  ["Chrome", /\b(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/],
  ["Safari", /\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\w+)? Safari\//],
];

const SYSTEMS: ReadonlyArray<readonly [string, RegExp]> = [
  ["Windows", /\bWindows NT\b/],
  ["iOS", /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+(?:_\d+)?)/],
  ["Android", /\bAndroid (\d+(?:\.\d+)?)/],
  ["macOS", /\bMac OS X\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["Linux", /\bLinux\b/],
];

function firstMatch(userAgent: string, table: ReadonlyArray<readonly [string, RegExp]>): string {
  for (const [name, pattern] of table) {
    const match = pattern.exec(userAgent);
    if (!match) continue;
    const version = match[1]?.replace("_", ".");
    return version ? `${name} ${version}` : name;
  }
  return "";
}

/** A small parser for the main browsers and systems: only the major version, which is what a person recognises. */
export function parseUserAgent(userAgent: string): DeviceName {
  return { browser: firstMatch(userAgent, BROWSERS), system: firstMatch(userAgent, SYSTEMS) };
}
