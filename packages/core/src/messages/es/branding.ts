/** The big screen's branding in Spanish (docs/decisions/0084-the-boards-branding.md): the hosts' form and its refusals. */

import type { Translation } from '../../i18n/translation.js';
import type { brandingMessages as englishBranding } from '../en/branding.js';

export const brandingMessages = {
  branding: {
    title: 'Marca en la pantalla grande',
    description:
      'Tu logotipo y tu color en la pantalla grande. El resto de la pantalla conserva sus colores para que se siga leyendo bien.',
    open: 'Marca',
    logo: 'Logotipo',
    logoHint: 'PNG, JPEG o WebP; un PNG transparente queda mejor. Se muestra junto al nombre del evento.',
    chooseLogo: 'Elegir un logotipo',
    removeLogo: 'Quitar el logotipo',
    logoAlt: (eventName: string) => `Logotipo de ${eventName}`,
    accent: 'Color de acento',
    accentHint:
      'La franja detrás del nombre del evento. Su texto se vuelve blanco o negro, según lo que se lea mejor.',
    useAccent: 'Usar un color de acento',
    preview: 'Vista previa',
    save: 'Guardar marca',
    saved: 'Marca guardada',
    accentFormat: 'El color de acento debe ser # seguido de seis dígitos hexadecimales, como #1f6feb.',
    nothingToChange: 'Envía un logotipo, remove_logo o un accent_color.',
    logoAndRemove: 'Envía un logotipo nuevo o remove_logo, pero no ambos.',
  },
} satisfies Translation<typeof englishBranding>;
