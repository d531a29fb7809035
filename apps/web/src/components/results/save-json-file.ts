/** Saves `data` as a JSON file through a temporary blob link (nothing leaves the browser). */
export function saveJsonFile(data: unknown, fileName: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; give the browser a tick before releasing it.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
