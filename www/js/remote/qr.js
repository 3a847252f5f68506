// Draws a link as a QR code on a canvas, for a friend's phone camera. The
// encoder is the qrcode-generator package (MIT), copied into www/vendor/
// by scripts/build-www.sh and loaded only when an invitation is shown.

/**
 * Version 23 is never drawn (24 instead): jsQR, which many scanners in web
 * pages use, places one of that version's alignment patterns wrongly and
 * reads none of its codes.
 */
const UNREAD_VERSION = 23;

/** Draws `text` (byte mode, error correction L, the smallest version that holds it, but 23) on `canvas`. */
export async function drawQr(canvas, text) {
  const { default: qrcode } = await import('../../vendor/qrcode.mjs');
  const make = (version) => {
    const code = qrcode(version, 'L');
    code.addData(text, 'Byte');
    code.make();
    return code;
  };
  let qr = make(0);
  if (qr.getModuleCount() === 17 + 4 * UNREAD_VERSION) qr = make(UNREAD_VERSION + 1);
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
