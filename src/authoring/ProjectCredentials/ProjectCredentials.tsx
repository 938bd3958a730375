'use client';

import type { CredentialVariable } from '@/panel/Panel';
import { PanelHost } from '@/panel/PanelHost';

const VARIABLES: CredentialVariable[] = ['url', 'anonKey'];

export function ProjectCredentials({ codeSamples }: { codeSamples?: boolean }) {
  return <PanelHost variables={VARIABLES} codeSamples={codeSamples} />;
}
