import { credentialPanel } from '../credential-panel/definition';

/** `<AnonKey />`: the selectors and the anon key alone (./AnonKey.tsx). */
export const AnonKey = credentialPanel({ anonKey: true });
