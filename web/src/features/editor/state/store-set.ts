/** zustand's `set` as a slice sees it: a pure function of the fields it reads that answers the fields it changes. */
export type SetState<S> = (update: (state: S) => Partial<S>) => void;
