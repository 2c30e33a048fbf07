import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.js';
import { Input } from '../../components/ui/input.js';
import { Label } from '../../components/ui/label.js';

/** A value to paste into the identity provider: shown read-only, with a button that copies it. */
export function CopyField({
  label,
  value,
  what,
}: {
  label: string;
  value: string;
  what: 'URL' | 'Token';
}) {
  const id = useId();
  const [said, setSaid] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setSaid(`${what} copied`);
    } catch {
      setSaid('Your browser did not allow copying. Select the text and copy it yourself.');
    }
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button variant="outline" onClick={() => void copy()} className="shrink-0">
          <Copy aria-hidden="true" className="size-4" />
          Copy {what === 'URL' ? what : what.toLowerCase()}
        </Button>
      </div>
      <p role="status" className="text-xs text-slate-600">
        {said}
      </p>
    </div>
  );
}
