/** Offers a file the page made (a Blob) for download under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click was handled.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
