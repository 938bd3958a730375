import { credentialPanel } from '../credential-panel/definition';

/** `<ProjectUrl />`: the selectors and the project URL alone (./ProjectUrl.tsx). */
export const ProjectUrl = credentialPanel({ url: true });
