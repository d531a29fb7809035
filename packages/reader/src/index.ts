export * from './gs1';
export { READER_REFUSAL_MESSAGES, readKit } from './read-kit';
export { checkLiveFrame, type LiveFrameOptions, type LiveFrameQuality } from './quality/live-frame-check';
export {
  LIVE_SEARCH_INTERVAL_MS,
  LiveCheckSession,
  type LiveCheck,
  type LiveRoute,
  type LiveSearch,
} from './quality/live-session';
export { searchLiveFrame } from './quality/live-search';
export type { LivePlacement } from './quality/live-frame-check';
export { ALGORITHM_VERSION, THRESHOLDS } from './reader-thresholds';
export type { RgbaImage } from './image/rgba-image';
export { templates, covidAgTemplate, covidFluComboTemplate, a1cAnalyzerTemplate } from '../templates';
export { checkCardFrame, type CardFlag, type CardFrameQuality } from './card/card-frame-check';
export { ID1_CARD } from './card/id1-card';
