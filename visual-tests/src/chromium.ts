/** Debian's Chromium: browser downloads are impossible here, and the closed network needs these flags. */
export const chromiumLaunchOptions: { executablePath: string; args: string[] } = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--font-render-hinting=none',
  ],
};
