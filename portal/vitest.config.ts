import { portalProject } from './vitest.project.ts';

export default portalProject(false);
