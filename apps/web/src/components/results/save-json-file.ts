import { saveFile } from '../../lib/save-file';

/** Saves `data` as a JSON file through a temporary blob link (nothing leaves the browser). */
export function saveJsonFile(data: unknown, fileName: string, type = 'application/json'): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type }), fileName);
}
