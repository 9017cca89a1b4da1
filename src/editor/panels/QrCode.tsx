import { useEffect, useState } from 'react';

/** A QR code of `text`, drawn in this browser (no third-party service). */
export function QrCode({ text, size = 200 }: { text: string; size?: number }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // Loaded with the dialog: the editor does not carry the QR encoder until a design is shared.
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(text, { width: size, margin: 2, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (current) setSource(url);
      })
      .catch((error: unknown) => console.error('The QR code could not be drawn', error));
    return () => {
      current = false;
    };
  }, [text, size]);
  return source ? (
    <img className="share-qr" src={source} width={size} height={size} alt={`QR code of the link ${text}`} />
  ) : (
    <span className="share-qr" style={{ width: size, height: size }} aria-hidden="true" />
  );
}
