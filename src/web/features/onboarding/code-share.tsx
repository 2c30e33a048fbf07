import { Copy, Download } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import type { RegistrationCode } from '../../../shared/onboarding/schemas.js';
import { REGISTRATION_CODE_PATH } from '../../../shared/onboarding/schemas.js';
import { Button } from '../../components/ui/button.js';
import { ActionButton } from '../../components/ui/action-button.js';
import { Card } from '../../components/ui/card.js';
import { Input } from '../../components/ui/input.js';
import { Label } from '../../components/ui/label.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { toast } from '../../components/ui/toast-store.js';
import { formatDate, formatTime } from '../../lib/dates.js';
import { saveText, saveUrl } from './downloads.js';

/** The link follows the address the admin is using, so it works wherever the app is served. */
export const registrationUrl = (code: string) =>
  `${window.location.origin}${REGISTRATION_CODE_PATH(code)}`;

const QR_OPTIONS = { margin: 2, errorCorrectionLevel: 'M' } as const;

/** A code ready to share: the code, its link, a QR code of the link and ways to take them away. */
export function CodeShare({ code }: { code: RegistrationCode }) {
  const url = registrationUrl(code.code);
  const [png, setPng] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(url, { ...QR_OPTIONS, width: 512 }).then((data) => {
      if (current) setPng(data);
    });
    return () => {
      current = false;
    };
  }, [url]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: url });
    } catch {
      toast({
        title: 'Could not copy the link',
        description: 'Select the link and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  const saveSvg = async () =>
    saveText(
      await QRCode.toString(url, { ...QR_OPTIONS, type: 'svg' }),
      `registration-${code.code}.svg`,
      'image/svg+xml',
    );

  return (
    <Card className="grid gap-5 p-5 sm:grid-cols-[auto_1fr]">
      <div className="grid justify-items-center gap-2">
        {png ? (
          <img
            src={png}
            alt={`QR code for ${url}`}
            className="size-44 rounded-lg border border-slate-200"
          />
        ) : (
          <Skeleton className="size-44" />
        )}
      </div>
      <div className="grid min-w-0 content-start gap-4">
        <div className="grid gap-1">
          <p className="text-sm text-slate-700">Registration code</p>
          <p className="font-mono text-2xl font-bold tracking-widest text-slate-900">{code.code}</p>
          <p className="text-sm text-slate-700">
            {code.uses} of {code.maxUses} uses · expires {formatDate(code.expiresAt)} at{' '}
            {formatTime(code.expiresAt)}
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`code-url-${code.id}`}>Registration link</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`code-url-${code.id}`}
              readOnly
              value={url}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" className="size-4" />
              Copy Link
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <ActionButton
            icon={Download}
            variant="outline"
            disabled={!png}
            onClick={() => png && saveUrl(png, `registration-${code.code}.png`)}
          >
            Download PNG
          </ActionButton>
          <Button variant="outline" size="sm" onClick={() => void saveSvg()}>
            <Download aria-hidden="true" className="size-4" />
            Download SVG
          </Button>
        </div>
      </div>
    </Card>
  );
}
