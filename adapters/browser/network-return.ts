/** The page's window as far as the network-return watch needs it (an EventTarget in tests). */
export type NetworkEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Runs `onReturn` each time the browser reports its network back (the `online` event); the returned function stops. */
export function watchNetworkReturn(target: NetworkEvents, onReturn: () => void): () => void {
  const listener = () => onReturn();
  target.addEventListener('online', listener);
  return () => target.removeEventListener('online', listener);
}
