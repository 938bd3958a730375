import type { ReactNode } from 'react';
import { STEP_BODY_CLASS, STEP_CLASS, STEP_TITLE_CLASS, STEPS_CLASS } from './markup';

/** A numbered walkthrough in a widget, with the same markup as a guide's `<Steps>`. Each `<Step>` is a list item, so the numbering is real. */
export function Steps({ children }: { children: ReactNode }) {
  return (
    <ol className={STEPS_CLASS.join(' ')} role="list">
      {children}
    </ol>
  );
}

export function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className={STEP_CLASS.join(' ')}>
      <p className={STEP_TITLE_CLASS.join(' ')}>{title}</p>
      <div className={STEP_BODY_CLASS.join(' ')}>{children}</div>
    </li>
  );
}
