// Draws a link as a QR code on a canvas, for a friend's phone camera. The
// encoder is the qrcode-generator package (MIT), copied into www/vendor/
// by scripts/build-www.sh and loaded only when an invitation is shown.

/** Draws `text` (byte mode, error correction L, the smallest version that holds it) on `canvas`. */
export async function drawQr(canvas, text) {
  const { default: qrcode } = await import('../../vendor/qrcode.mjs');
  const qr = qrcode(0, 'L');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  const quiet = 4;
  const cell = Math.max(2, Math.floor(canvas.width / (n + 2 * quiet)));
  const size = cell * (n + 2 * quiet);
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = '#000';
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (qr.isDark(r, c)) ctx.fillRect((c + quiet) * cell, (r + quiet) * cell, cell, cell);
    }
  }
  canvas.dataset.modules = String(n);
}
