'use client';

import type { CredentialVariable } from '@/panel/Panel';
import { PanelHost } from '@/panel/PanelHost';

const VARIABLES: CredentialVariable[] = ['anonKey'];

export function AnonKey({ codeSamples }: { codeSamples?: boolean }) {
  return <PanelHost variables={VARIABLES} codeSamples={codeSamples} />;
}
