/** Whether this browser can put an image on the clipboard (Copy Chart Image is offered only then). */
export function canCopyImages(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.ClipboardItem === 'function' &&
    typeof navigator.clipboard?.write === 'function'
  );
}

/** Draws the image at `url` on a canvas and puts it on the clipboard as PNG, the type browsers accept. */
export async function copyChartImage(url: string): Promise<void> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the chart image.');
  context.drawImage(image, 0, 0);
  const png = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The chart image could not be encoded.'))),
      'image/png',
    ),
  );
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
}
