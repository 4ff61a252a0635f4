/**
 * Prints the chart image alone (spec 3 §7: "print opens a blank window with the image and prints it"): a blank
 * window gets only the image, and prints once the image has loaded. Nothing when there is no image yet or the
 * browser blocks the window.
 */
export function printChartImage(
  imageUrl: string | null,
  open: typeof window.open = (...args) => window.open(...args),
): void {
  if (imageUrl === null) return;
  const printWindow = open('', '_blank');
  if (!printWindow) return;
  const { document } = printWindow;
  document.title = 'Chart';
  const image = document.createElement('img');
  image.alt = 'Chart';
  image.addEventListener('load', () => {
    printWindow.focus();
    printWindow.print();
  });
  image.src = imageUrl;
  document.body.append(image);
}
