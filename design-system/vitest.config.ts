import { designSystemProject } from './vitest.project.ts';

export default designSystemProject(false);
