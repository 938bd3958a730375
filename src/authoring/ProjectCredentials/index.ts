import { credentialPanel } from '../credential-panel/definition';

/** `<ProjectCredentials />`: project and branch selectors, project URL and anon key (./ProjectCredentials.tsx). */
export const ProjectCredentials = credentialPanel({ url: true, anonKey: true });
