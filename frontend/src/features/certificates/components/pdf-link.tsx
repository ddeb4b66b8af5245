import { type MouseEvent, type ReactNode, useState } from 'react';
import { type ButtonVariant, buttonClassName, Spinner } from '../../../components/ui';
import { CERTIFICATE_LINK_FRESH_MS } from '../constants';

interface PdfLinkProps {
  href: string;
  /** When the link was received (ms since epoch): links are signed for 5 minutes. */
  receivedAt: number;
  /** Gets a fresh link (a new list, or the certificate again); undefined when it could not. */
  renew: () => Promise<string | undefined>;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  icon?: ReactNode;
  className?: string;
}

/**
 * The certificate PDF's download link. A link about to expire is renewed first, then opened (the file
 * comes as an attachment, so the page stays where it is).
 */
export function PdfLink({
  href,
  receivedAt,
  renew,
  children,
  variant = 'primary',
  size = 'md',
  icon,
  className,
}: PdfLinkProps) {
  const [renewing, setRenewing] = useState(false);
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (Date.now() - receivedAt < CERTIFICATE_LINK_FRESH_MS) return;
    event.preventDefault();
    if (renewing) return;
    setRenewing(true);
    try {
      const fresh = await renew();
      window.location.assign(fresh ?? href);
    } finally {
      setRenewing(false);
    }
  };
  return (
    <a
      href={href}
      className={buttonClassName({ variant, size, className })}
      onClick={onClick}
      aria-busy={renewing || undefined}
      download
    >
      {renewing ? <Spinner size="sm" /> : icon}
      {children}
    </a>
  );
}
