export * from './gs1';
export { readKit } from './read-kit';
export { ALGORITHM_VERSION } from './reader-thresholds';
export type { RgbaImage } from './image/rgba-image';
export { templates, covidAgTemplate, covidFluComboTemplate, a1cAnalyzerTemplate } from '../templates';
