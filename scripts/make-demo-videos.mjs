// Makes the demo's public video streams (api/media/videos/<section>/): a short silent animation
// per section, drawn on a canvas and encoded to H.264 fragmented MP4 by Debian's Chromium
// (MediaRecorder; no encoder is installed here), then cut into an HLS playlist, its init segment
// and one media segment. The output is committed; run again only to change the animation:
//   node scripts/make-demo-videos.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(join(root, 'visual-tests/package.json'))('@playwright/test');
const SECONDS = 6;

/** Colours of each section (the same as its landing picture). */
const sections = {
  bienvenida: { from: '#0b3d66', to: '#1f7a8c', accent: '#f2c14e' },
  campana: { from: '#123524', to: '#2e7d32', accent: '#f9a825' },
};

/** Records the animation in the page; resolves to the fragmented MP4's bytes. */
async function record(page, colours) {
  const bytes = await page.evaluate(
    async ({ colours, seconds }) => {
      const canvas = document.createElement('canvas');
      // The player's shape (779x464, wizard-spec 2), in even pixels as H.264 wants.
      canvas.width = 640;
      canvas.height = 382;
      document.body.append(canvas);
      const ctx = canvas.getContext('2d');
      const recorder = new MediaRecorder(canvas.captureStream(25), {
        mimeType: 'video/mp4;codecs=avc1.42E01E',
        videoBitsPerSecond: 500_000,
      });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((done) => (recorder.onstop = done));
      const start = performance.now();
      recorder.start();
      await new Promise((done) => {
        const draw = () => {
          const t = (performance.now() - start) / 1000;
          const sky = ctx.createLinearGradient(0, 0, 640, 382);
          sky.addColorStop(0, colours.from);
          sky.addColorStop(1, colours.to);
          ctx.fillStyle = sky;
          ctx.fillRect(0, 0, 640, 382);
          // Bars that grow one after another: savings at work.
          for (let bar = 0; bar < 6; bar++) {
            const grown = Math.min(1, Math.max(0, (t - bar * 0.6) / 1.2));
            const height = grown * (60 + bar * 38);
            ctx.fillStyle = bar === 5 ? colours.accent : 'rgba(255,255,255,0.75)';
            ctx.fillRect(150 + bar * 62, 310 - height, 40, height);
          }
          ctx.fillStyle = '#ffffff';
          ctx.font = 'bold 30px sans-serif';
          ctx.fillText('Inversiones', 40, 60);
          if (t < seconds) requestAnimationFrame(draw);
          else done();
        };
        draw();
      });
      recorder.stop();
      await stopped;
      return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
    },
    { colours, seconds: SECONDS },
  );
  return Buffer.from(bytes);
}

/** The top-level boxes of an MP4: type, start and end. */
function boxes(mp4) {
  const found = [];
  for (let start = 0; start < mp4.length;) {
    const size = mp4.readUInt32BE(start);
    const type = mp4.toString('latin1', start + 4, start + 8);
    const end = size === 0 ? mp4.length : start + size;
    found.push({ type, start, end });
    start = end;
  }
  return found;
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  await page.goto('about:blank');
  for (const [section, colours] of Object.entries(sections)) {
    const mp4 = await record(page, colours);
    const parts = boxes(mp4);
    const moov = parts.find((box) => box.type === 'moov');
    const fragments = parts.filter((box) => box.type === 'moof' || box.type === 'mdat');
    if (!moov || fragments.length === 0) throw new Error(`${section}: not a fragmented MP4`);
    const dir = join(root, 'api/media/videos', section);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'init.mp4'), mp4.subarray(0, moov.end));
    writeFileSync(
      join(dir, 'segment0.m4s'),
      mp4.subarray(fragments[0].start, fragments.at(-1).end),
    );
    writeFileSync(
      join(dir, 'playlist.m3u8'),
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        `#EXT-X-TARGETDURATION:${SECONDS}`,
        '#EXT-X-PLAYLIST-TYPE:VOD',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-MAP:URI="init.mp4"',
        `#EXTINF:${SECONDS.toFixed(3)},`,
        'segment0.m4s',
        '#EXT-X-ENDLIST',
        '',
      ].join('\n'),
    );
    console.log(`${section}: ${mp4.length} bytes in ${fragments.length / 2} fragment(s)`);
  }
} finally {
  await browser.close();
}
