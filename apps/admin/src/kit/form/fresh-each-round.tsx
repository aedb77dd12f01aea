import { type ReactNode, useState } from 'react';

/**
 * 'Save & Create other' starts a fresh screen: a new key gives a blank form and clean state
 * (field errors, file choice, unsaved-changes guard) without a navigation.
 */
export function FreshEachRound({ children }: { children: (startAnother: () => void) => ReactNode }) {
  const [round, setRound] = useState(0);
  return <div key={round}>{children(() => setRound((r) => r + 1))}</div>;
}
