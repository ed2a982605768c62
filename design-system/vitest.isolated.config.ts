import { designSystemProject } from './vitest.project.ts';

// The files that mock modules, each with a fresh module graph.
export default designSystemProject(true);
