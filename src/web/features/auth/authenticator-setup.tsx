import { Copy, Download } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import type { Enrolment } from '../../../shared/auth/mfa.js';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { Button, buttonClasses } from '../../components/ui/button.js';
import { Label } from '../../components/ui/label.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { Textarea } from '../../components/ui/textarea.js';
import { toast } from '../../components/ui/toast-store.js';

/** The QR code an authenticator app scans, and the same key to type where scanning fails. */
export function AuthenticatorSetup({ enrolment }: { enrolment: Enrolment }) {
  const [png, setPng] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(enrolment.otpauthUri, { margin: 2, width: 400 }).then((data) => {
      if (current) setPng(data);
    });
    return () => {
      current = false;
    };
  }, [enrolment.otpauthUri]);

  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">
        Scan this QR code with an authenticator app, such as Google Authenticator, Microsoft
        Authenticator or 1Password.
      </p>
      {png ? (
        <img
          src={png}
          alt={`QR code to add ${PRODUCT_NAME} to an authenticator app`}
          className="size-48 justify-self-center rounded-lg border border-slate-200"
        />
      ) : (
        <Skeleton className="size-48 justify-self-center" />
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="setup-key">Can’t scan it? Enter this setup key in the app instead</Label>
        {/* A text area, so the long key wraps on a phone instead of scrolling out of sight. */}
        <Textarea
          id="setup-key"
          readOnly
          rows={2}
          value={enrolment.setupKey.match(/.{1,4}/g)?.join(' ') ?? ''}
          className="min-h-0! resize-none font-mono tracking-wider"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
    </div>
  );
}

/** The ten recovery codes, shown once: the user copies or downloads them before going on. */
export function RecoveryCodesPanel({ codes }: { codes: readonly string[] }) {
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Recovery codes copied' });
    } catch {
      toast({
        title: 'Could not copy the codes',
        description: 'Select them and copy them by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone.
        They are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy codes
        </Button>
        <a
          className={buttonClasses({ variant: 'outline' })}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${PRODUCT_NAME} recovery codes\n\n${text}\n`)}`}
          download={`${PRODUCT_NAME.toLowerCase()}-recovery-codes.txt`}
        >
          <Download aria-hidden="true" className="size-4" />
          Download codes
        </a>
      </div>
    </div>
  );
}
