export type Props = Record<string, unknown>;

/**
 * The current props of one element instance. The element writes to it (attributes, properties); the React root
 * inside reads it with useSyncExternalStore. Each change makes a new snapshot object, as that hook requires.
 */
export interface PropsStore {
  get: () => Props;
  set: (name: string, value: unknown) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createPropsStore(initial: Props): PropsStore {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    set(name, value) {
      if (Object.is(snapshot[name], value)) return;
      snapshot = { ...snapshot, [name]: value };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
