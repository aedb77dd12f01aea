import { type ReactNode, useState } from 'react';

/**
 * Mounts its form again, blank, when asked ('Save & Create other'): a new key gives clean
 * state (field errors, file choice, unsaved-changes guard) without a navigation.
 */
export function RemountableForm({ children }: { children: (remount: () => void) => ReactNode }) {
  const [mounts, setMounts] = useState(0);
  return <div key={mounts}>{children(() => setMounts((n) => n + 1))}</div>;
}
