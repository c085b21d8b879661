/** The big screen's branding in German: the hosts' form and its refusals. */

import type { Translation } from '../../i18n/translation.js';
import type { brandingMessages as englishBranding } from '../en/branding.js';

export const brandingMessages = {
  branding: {
    title: 'Branding des Großbildschirms',
    description:
      'Dein Logo und deine Farbe auf dem Großbildschirm. Der Rest der Rangliste behält seine Farben, damit alles gut lesbar bleibt.',
    open: 'Branding',
    logo: 'Logo',
    logoHint:
      'PNG, JPEG oder WebP; ein transparentes PNG sieht am besten aus. Wird neben dem Eventnamen angezeigt.',
    chooseLogo: 'Logo auswählen',
    removeLogo: 'Logo entfernen',
    logoAlt: (eventName: string) => `Logo von ${eventName}`,
    accent: 'Akzentfarbe',
    accentHint:
      'Der Balken hinter dem Eventnamen. Sein Text wird weiß oder schwarz, je nachdem, was besser lesbar ist.',
    useAccent: 'Akzentfarbe verwenden',
    preview: 'Vorschau',
    save: 'Branding speichern',
    saved: 'Branding gespeichert',
    accentFormat: 'Die Akzentfarbe muss aus # und sechs Hexadezimalziffern bestehen, z. B. #1f6feb.',
    nothingToChange: 'Sende ein logo, remove_logo oder eine accent_color.',
    logoAndRemove: 'Sende ein neues logo oder remove_logo, nicht beides.',
  },
} satisfies Translation<typeof englishBranding>;
