import { portalProject } from './vitest.project.ts';

// The files that mock modules or need a fresh store, each with a fresh module graph.
export default portalProject(true);
