// The host's invitation: the share link with a copy button (its outcome announced) and a QR code of it.
import { useEffect, useId, useState } from 'react';
import QRCode from 'qrcode';
import { Button } from '../../ui/button/button.tsx';

export function shareUrl(shareToken: string): string {
  return new URL(`/group/${shareToken}`, window.location.origin).href;
}

export function SharePanel({ shareToken }: { shareToken: string }) {
  const url = shareUrl(shareToken);
  const id = useId();
  const [copied, setCopied] = useState('');
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (svg) => live && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => live && setQr(null),
    );
    return () => {
      live = false;
    };
  }, [url]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied. Send it to your friends.');
    } catch {
      setCopied("Couldn't copy: select the link and copy it yourself.");
    }
  };
  return (
    <div className="group-share">
      <p>Send this link to the people ordering with you. They add their own items under their name.</p>
      <label htmlFor={`${id}-link`}>Share link</label>
      <div className="group-share__row">
        <input id={`${id}-link`} className="group-input" readOnly value={url} onFocus={(e) => e.target.select()} />
        <Button variant="secondary" onClick={() => void copy()}>
          Copy link
        </Button>
      </div>
      <p className="group-share__copied" role="status">
        {copied}
      </p>
      {qr && <img className="group-share__qr" src={qr} width={160} height={160} alt="QR code of the share link" />}
    </div>
  );
}
