// Social share links of SPEC §3 (Facebook, Twitter, e-mail, WhatsApp, Telegram; copy link is done in the page).
export type ShareTarget = 'facebook' | 'twitter' | 'email' | 'whatsapp' | 'telegram';

export function shareUrl(target: ShareTarget, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${text}`;
    case 'email':
      return `mailto:?subject=${text}&body=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${text}`;
  }
}
