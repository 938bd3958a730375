import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// waitFor's and findBy's 1 s default failed a panel test in CI on a loaded 2-core machine (the
// value arrived after 1.29 s). They still fail on a value that never comes, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
