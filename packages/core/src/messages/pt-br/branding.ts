/** The big screen's branding: the hosts' form and its refusals. */

import type { Translation } from '../../i18n/translation.js';
import type { brandingMessages as englishBranding } from '../en/branding.js';

export const brandingMessages = {
  branding: {
    title: 'Identidade visual do telão',
    description:
      'Seu logo e sua cor no telão. O restante do telão mantém as cores originais para continuar legível.',
    open: 'Identidade visual',
    logo: 'Logo',
    logoHint:
      'PNG, JPEG ou WebP; um PNG com fundo transparente fica melhor. Aparece ao lado do nome do evento.',
    chooseLogo: 'Escolher um logo',
    removeLogo: 'Remover o logo',
    logoAlt: (eventName: string) => `Logo de ${eventName}`,
    accent: 'Cor de destaque',
    accentHint: 'A faixa atrás do nome do evento. O texto fica branco ou preto, o que for mais legível.',
    useAccent: 'Usar uma cor de destaque',
    preview: 'Pré-visualização',
    save: 'Salvar identidade visual',
    saved: 'Identidade visual salva',
    accentFormat: 'A cor de destaque deve ser # seguido de seis dígitos hexadecimais, como #1f6feb.',
    nothingToChange: 'Envie um logo, remove_logo ou um accent_color.',
    logoAndRemove: 'Envie um novo logo ou remove_logo, não os dois.',
  },
} satisfies Translation<typeof englishBranding>;
