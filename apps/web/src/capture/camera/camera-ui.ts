import type { CameraTexts } from './camera-texts';

/** The camera page's elements (capture/camera/index.html). */
export interface CameraUi {
  title: HTMLElement;
  video: HTMLVideoElement;
  guide: SVGSVGElement;
  photo: HTMLImageElement;
  status: HTMLElement;
  take: HTMLButtonElement;
  retake: HTMLButtonElement;
  use: HTMLButtonElement;
  fallback: HTMLElement;
  fileLabel: HTMLElement;
  file: HTMLInputElement;
}

function element<T extends Element>(selector: string, type: abstract new () => T): T {
  const found = document.querySelector(selector);
  if (!(found instanceof type)) throw new Error(`The camera page has no ${selector}.`);
  return found;
}

export function findCameraUi(): CameraUi {
  return {
    title: element('.camera__title', HTMLElement),
    video: element('.camera__video', HTMLVideoElement),
    guide: element('.camera__guide', SVGSVGElement),
    photo: element('.camera__photo', HTMLImageElement),
    status: element('.camera__status', HTMLElement),
    take: element('.camera__take', HTMLButtonElement),
    retake: element('.camera__retake', HTMLButtonElement),
    use: element('.camera__use', HTMLButtonElement),
    fallback: element('.camera__fallback', HTMLElement),
    fileLabel: element('.camera__file-label', HTMLElement),
    file: element('.camera__file', HTMLInputElement),
  };
}

/** The texts that do not change while the page runs. */
export function labelCameraUi(ui: CameraUi, texts: CameraTexts): void {
  document.title = texts.title;
  ui.title.textContent = texts.title;
  ui.take.textContent = texts.takePhoto;
  ui.retake.textContent = texts.retake;
  ui.use.textContent = texts.usePhoto;
  ui.photo.alt = texts.reviewAlt;
  ui.fileLabel.textContent = texts.chooseFile;
}
