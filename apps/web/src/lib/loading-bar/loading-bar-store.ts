/**
 * Loading bar state, exactly SPEC.md section 9 (the ngx-loading-bar behaviour):
 * latency threshold 0, initial value 2, a tick every 250 ms with a random increment by range,
 * never above 99 while running, 100 on completion, back to 0 about 500 ms later. Concurrent requests
 * are counted; the bar completes only when the count returns to 0.
 */
export const LOADING_BAR_COLOR = '#3173D6';
export const LATENCY_THRESHOLD_MS: number = 0;
export const INITIAL_VALUE = 2;
export const TICK_MS = 250;
export const RESET_DELAY_MS = 500;
export const MAX_RUNNING_VALUE = 99;

/** The random increment for the current value (SPEC.md section 9). `random` returns [0, 1). */
export function incrementFor(value: number, random: () => number = Math.random): number {
  if (value >= 0 && value < 25) return 3 + random() * 3; // 3 to 6
  if (value >= 25 && value < 65) return random() * 3; // 0 to 3
  if (value >= 65 && value < 90) return random() * 2; // 0 to 2
  if (value >= 90 && value < 99) return 0.5;
  return 0;
}

type Listener = (value: number) => void;

export class LoadingBarStore {
  private value = 0;
  private count = 0;
  private tickTimer: ReturnType<typeof setInterval> | undefined;
  private startTimer: ReturnType<typeof setTimeout> | undefined;
  private resetTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly random: () => number = Math.random) {}

  getValue = (): number => this.value;
  getCount = (): number => this.count;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** One request (or fetch) begins. */
  start = (): void => {
    this.count += 1;
    if (this.count > 1) return;
    this.clearTimer('reset');
    this.clearTimer('start');
    const begin = () => {
      this.startTimer = undefined;
      if (this.count === 0) return;
      // A completed bar (100, waiting for its reset) starts over from the initial value.
      this.set(this.value >= 100 || this.value < INITIAL_VALUE ? INITIAL_VALUE : this.value);
      this.clearTimer('tick');
      this.tickTimer = setInterval(() => {
        this.increment();
      }, TICK_MS);
    };
    if (LATENCY_THRESHOLD_MS > 0) this.startTimer = setTimeout(begin, LATENCY_THRESHOLD_MS);
    else begin();
  };

  /** One request ends (success or failure). */
  complete = (): void => {
    if (this.count === 0) return;
    this.count -= 1;
    if (this.count > 0) return;
    this.finish(100);
  };

  /** Abandons every running request at once. */
  stop = (): void => {
    this.count = 0;
    this.finish(this.value);
  };

  increment = (): void => {
    const next = Math.min(MAX_RUNNING_VALUE, this.value + incrementFor(this.value, this.random));
    if (next !== this.value) this.set(next);
  };

  private finish(finalValue: number): void {
    this.clearTimer('tick');
    this.clearTimer('start');
    if (this.value === 0 && finalValue === 0) return;
    this.set(finalValue);
    this.clearTimer('reset');
    this.resetTimer = setTimeout(() => {
      this.resetTimer = undefined;
      if (this.count === 0) this.set(0);
    }, RESET_DELAY_MS);
  }

  private set(value: number): void {
    this.value = value;
    for (const listener of this.listeners) listener(value);
  }

  private clearTimer(which: 'tick' | 'start' | 'reset'): void {
    if (which === 'tick' && this.tickTimer !== undefined) {
      clearInterval(this.tickTimer);
      this.tickTimer = undefined;
    } else if (which === 'start' && this.startTimer !== undefined) {
      clearTimeout(this.startTimer);
      this.startTimer = undefined;
    } else if (which === 'reset' && this.resetTimer !== undefined) {
      clearTimeout(this.resetTimer);
      this.resetTimer = undefined;
    }
  }
}

/** The app's one loading bar. */
export const loadingBar = new LoadingBarStore();

/** Runs `work` with the bar counting it. */
export async function trackLoading<T>(work: () => Promise<T>): Promise<T> {
  loadingBar.start();
  try {
    return await work();
  } finally {
    loadingBar.complete();
  }
}
