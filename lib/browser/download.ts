/** Saves text as a file through a temporary object URL; nothing is uploaded anywhere. */
export function downloadText(fileName: string, text: string, mimeType = 'text/csv;charset=utf-8', byteOrderMark = true): void {
  // The byte-order mark lets Excel read UTF-8 names (accents, emoji) correctly; JSON readers want none.
  const blob = new Blob(byteOrderMark ? ['\uFEFF', text] : [text], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
