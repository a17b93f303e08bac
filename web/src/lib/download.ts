/** Hands a blob to the browser as a download under `name`. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Hands text made in the browser (a CSV) to the browser as a download under `name`. */
export function downloadText(text: string, name: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(new Blob([text], { type }), name);
}
