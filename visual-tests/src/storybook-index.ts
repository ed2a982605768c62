import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

export const storybookStaticDir = fileURLToPath(
  new URL('../../storybook/storybook-static', import.meta.url),
);

function readIndex(): StoryEntry[] {
  const indexFile = `${storybookStaticDir}/index.json`;
  if (!existsSync(indexFile)) {
    throw new Error(
      `No existe ${indexFile}: construya Storybook antes ("pnpm --filter @inversiones/storybook build").`,
    );
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
    entries: Record<string, StoryEntry>;
  };
  return Object.values(index.entries);
}

/** Every story of the built Storybook: a new story is covered without new test code. */
export const readStories = (): StoryEntry[] => readIndex().filter((e) => e.type === 'story');

/** The hand-written MDX pages (introduction, foundations, accessibility notes), not autodocs. */
export const readDocsPages = (): StoryEntry[] =>
  readIndex().filter((e) => e.type === 'docs' && e.tags?.includes('unattached-mdx'));
