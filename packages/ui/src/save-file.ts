/**
 * Saves a file under the given name. A temporary link with `download` is the one way that names the file; it is
 * never attached to the page, so the shadow root's layout does not move.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has taken the file once click() returns; the URL is freed on the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
