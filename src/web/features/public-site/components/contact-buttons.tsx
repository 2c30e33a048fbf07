import { Mail, MessageCircle } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.js';
import type { ButtonVariant } from '../../../components/ui/button.js';
import { EXTERNAL_LINK, MAILTO_URL, WHATSAPP_URL } from '../../../lib/contact-details.js';

export function WhatsAppButton({ variant = 'outline' }: { variant?: ButtonVariant }) {
  return (
    <a
      href={WHATSAPP_URL}
      {...EXTERNAL_LINK}
      className={buttonClasses({ variant, size: 'lg' })}
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      Chat on WhatsApp
    </a>
  );
}

export function EmailButton({ variant = 'outline' }: { variant?: ButtonVariant }) {
  return (
    <a href={MAILTO_URL} className={buttonClasses({ variant, size: 'lg' })}>
      <Mail aria-hidden="true" className="size-5" />
      Email us
    </a>
  );
}
