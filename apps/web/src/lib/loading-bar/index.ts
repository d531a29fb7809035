export {
  INITIAL_VALUE,
  LATENCY_THRESHOLD_MS,
  LOADING_BAR_COLOR,
  LoadingBarStore,
  RESET_DELAY_MS,
  TICK_MS,
  incrementFor,
  loadingBar,
  trackLoading,
} from './loading-bar-store';
export { LoadingBar } from './loading-bar';
