/** The big screen's branding (docs/decisions/0084-the-boards-branding.md): the hosts' form and its refusals. */

import type { Translation } from '../../i18n/translation.js';
import type { brandingMessages as englishBranding } from '../en/branding.js';
import { deName } from './words.js';

export const brandingMessages = {
  branding: {
    title: 'Personnalisation du grand écran',
    description:
      'Votre logo et votre couleur sur le grand écran. Le reste du classement garde ses couleurs pour rester lisible.',
    open: 'Personnalisation',
    logo: 'Logo',
    logoHint:
      'PNG, JPEG ou WebP ; un PNG transparent donne le meilleur résultat. Affiché à côté du nom de l’événement.',
    chooseLogo: 'Choisir un logo',
    removeLogo: 'Retirer le logo',
    logoAlt: (eventName: string) => `Logo ${deName(eventName)}`,
    accent: 'Couleur d’accent',
    accentHint:
      'Le bandeau derrière le nom de l’événement. Son texte passe en blanc ou en noir, selon ce qui se lit le mieux.',
    useAccent: 'Utiliser une couleur d’accent',
    preview: 'Aperçu',
    save: 'Enregistrer la personnalisation',
    saved: 'Personnalisation enregistrée',
    accentFormat: 'La couleur d’accent doit être # suivi de six chiffres hexadécimaux, par exemple #1f6feb.',
    nothingToChange: 'Envoyez un logo, remove_logo ou un accent_color.',
    logoAndRemove: 'Envoyez un nouveau logo ou remove_logo, pas les deux.',
  },
} satisfies Translation<typeof englishBranding>;
