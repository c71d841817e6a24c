/** Has the browser save `text` as a file named `name` (a download, as a link to it would). */
export function saveFile(text: string, name: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The browser reads the file after the click returns, so the object URL is freed later (as
  // FileSaver.js does): freed at once, some browsers save nothing.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
