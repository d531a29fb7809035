import { useSyncExternalStore } from 'react';
import { loadingBar, type LoadingBarStore } from './loading-bar-store';
import './loading-bar.css';

/** The slim bar at the top of the page while requests run (SPEC.md section 9). */
export function LoadingBar({ store = loadingBar }: { store?: LoadingBarStore }) {
  const value = useSyncExternalStore(store.subscribe, store.getValue, store.getValue);
  const shown = value > 0;
  return (
    <div className={shown ? 'loading-bar loading-bar--shown' : 'loading-bar'} aria-hidden={!shown}>
      <div
        className="loading-bar__fill"
        role="progressbar"
        aria-label="Loading"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
        style={{ transform: `scaleX(${value / 100})` }}
      />
    </div>
  );
}
