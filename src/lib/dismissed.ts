/** Alerts the reader closed, remembered across visits. Never throws: storage may be blocked. */
export const DISMISSED_STORAGE_KEY = 'plinth-docs-dismissed';
const KEY = DISMISSED_STORAGE_KEY;

export function readDismissed(storage: Pick<Storage, 'getItem'> | undefined): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

export function dismiss(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, id: string): void {
  try {
    const ids = readDismissed(storage);
    ids.add(id);
    storage?.setItem(KEY, JSON.stringify([...ids]));
  } catch {
    // Storage full or blocked: the alert closes for this visit only.
  }
}
