/**
 * A QR code as the SVG path of its dark modules, so the SPA draws it with one <path> (no image, no script, no
 * inline markup under its Content-Security-Policy). qrcode-generator loads with the first setup only.
 */
export async function qrCodePath(text: string): Promise<{ size: number; path: string }> {
  const { default: qrcode } = await import('qrcode-generator');
  // Type 0: the smallest version that holds the text; level M survives a smudge on a phone's screen photo.
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  let path = '';
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!qr.isDark(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && qr.isDark(y, x)) x++;
      path += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  }
  return { size, path };
}
