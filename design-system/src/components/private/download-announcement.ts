import { useState } from 'react';
import * as messages from '../../messages.ts';

/** What the list knows of each download: in progress and failed ids. */
export interface DownloadStates {
  downloading: ReadonlySet<string>;
  failed: ReadonlySet<string>;
}

const m = messages.documentDownloads.list;

/**
 * The sentence to announce between two states of the list: a download started, ended (left
 * 'downloading' without failing) or failed. Null when nothing worth saying changed.
 */
export function describeDownloadChange(
  before: DownloadStates,
  after: DownloadStates,
  nameOf: (id: string) => string | undefined,
): string | null {
  const sentences: string[] = [];
  const say = (id: string, sentence: (name: string) => string) => {
    const name = nameOf(id);
    if (name) sentences.push(sentence(name));
  };
  for (const id of after.downloading) if (!before.downloading.has(id)) say(id, m.announceStarted);
  for (const id of before.downloading) {
    if (after.downloading.has(id)) continue;
    say(id, after.failed.has(id) ? m.announceFailed : m.announceDone);
  }
  // A failure reported without a 'downloading' phase before it is still news.
  for (const id of after.failed) {
    if (!before.failed.has(id) && !before.downloading.has(id)) say(id, m.announceFailed);
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}

const signature = ({ downloading, failed }: DownloadStates) =>
  `${[...downloading].sort().join('|')}#${[...failed].sort().join('|')}`;

/**
 * The live-region text of a download list: updated while rendering when the states change (the
 * React way to derive from a previous prop), so a screen reader hears each start, end and failure.
 */
export function useDownloadAnnouncement(
  states: DownloadStates,
  nameOf: (id: string) => string | undefined,
): string {
  const key = signature(states);
  const [seen, setSeen] = useState({ key, states, message: '' });
  if (seen.key === key) return seen.message;
  const change = describeDownloadChange(seen.states, states, nameOf);
  // The same sentence again (a retry that fails again) gets a trailing no-break space toggled, so
  // the live region's text changes and is read once more.
  const message =
    change === null
      ? seen.message
      : change === seen.message.trimEnd()
        ? seen.message.endsWith('\u00a0')
          ? change
          : `${change}\u00a0`
        : change;
  setSeen({ key, states, message });
  return message;
}
