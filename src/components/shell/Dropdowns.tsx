'use client';

import { useEffect } from 'react';

/**
 * Header menus are native <details> elements (keyboard and screen-reader friendly with no
 * script). This adds what <details> lacks: Escape and a click elsewhere close an open menu,
 * and opening one closes the others.
 */
export function DropdownCloser() {
  useEffect(() => {
    const menus = () => [...document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]')];
    const onClick = (event: MouseEvent) => {
      for (const menu of menus()) if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const menu of menus()) {
        if (!menu.open) continue;
        menu.open = false;
        menu.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  return null;
}
