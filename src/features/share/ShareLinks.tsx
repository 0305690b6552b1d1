// Share a page on Facebook, Twitter, by e-mail, WhatsApp or Telegram, or copy its link (SPEC §3 labels).
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { shareUrl, type ShareTarget } from '../../domain/share.ts';

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const targets: [ShareTarget, string][] = [
    ['facebook', t`Share on Facebook`],
    ['twitter', t`Share on Twitter`],
    ['email', t`Share by e-mail`],
    ['whatsapp', t`Share on WhatsApp`],
    ['telegram', t`Share on Telegram`],
  ];
  return (
    <div className="share-links" role="group" aria-label={t`Share`}>
      {targets.map(([target, label]) => (
        <a key={target} href={shareUrl(target, url, title)} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ))}
      <button
        type="button"
        className="link-button"
        onClick={() =>
          void navigator.clipboard
            ?.writeText(url)
            .then(() => setCopied(true))
            .catch(() => setCopied(false))
        }
      >
        {copied ? t`Link copied` : t`Copy link`}
      </button>
    </div>
  );
}
