/** The landing page in Spanish. */

import type { Translation } from '../../i18n/translation.js';
import type { landingMessages as englishLanding } from '../en/landing.js';
import { countOf } from './words.js';

export const landingMessages = {
  landing: {
    nav: { howItWorks: 'Cómo funciona', rewards: 'Premios', stories: 'Historias', support: 'Ayuda' },
    eyebrow: 'Bingo de networking para eventos presenciales',
    headline: 'Convierte cualquier charla en una conexión real.',
    lead: 'Hoogo da a cada asistente una cuadrícula de 5x5 letras. Conoce gente, tómate un selfie, descubre algo sobre cada persona y rellena una casilla. Cinco en línea forman un bingo; cinco bingos ganan la partida.',
    cta: 'Empieza a jugar',
    secondaryCta: 'Mira cómo funciona',
    illustrationLabel: 'Una tarjeta Hoogo de ejemplo con las letras B I N G O y algunas casillas conectadas',
    howTitle: 'Cómo funciona',
    howLead: 'Tres pasos para pasar de la credencial con tu nombre a una sala llena de contactos nuevos.',
    steps: [
      {
        title: 'Abre el enlace del evento',
        text: 'Escanea el código QR en el lugar del evento o abre el enlace que compartió tu organizador, e inicia sesión con tu correo.',
      },
      {
        title: 'Conoce gente y conecta',
        text: 'Busca a alguien cuyo nombre empiece por una letra de tu cuadrícula. Tómate un selfie con esa persona y anota lo que descubriste.',
      },
      {
        title: 'Grita ¡Hoogo!',
        text: 'Completa filas, columnas y diagonales para iluminar la B, la I, la N, la G y la O, y sube en la clasificación en vivo.',
      },
    ],
    rewardsTitle: 'Premios por los que vale la pena cruzar la sala',
    rewardsLead: 'Los organizadores deciden los premios. Hoogo crea los momentos para ganarlos.',
    rewards: [
      {
        title: 'Clasificación en vivo',
        text: 'La pantalla del organizador muestra cada conexión nueva y quién está más cerca de completar la tarjeta.',
      },
      {
        title: 'Tarjeta para compartir',
        text: 'Después de cinco conexiones, descarga tu tarjeta como imagen de historia o de publicación y compártela.',
      },
      {
        title: 'Ronda de votación',
        text: '¿Terminaste pronto? Vota por las conexiones que hicieron tu noche inolvidable.',
      },
    ],
    testimonialsTitle: 'Así suena una noche de Hoogo',
    testimonials: [
      {
        quote: 'Espera, ¿tu nombre empieza por Q? ¡Te necesito para mi cuadrícula!',
        moment: 'En el cóctel de bienvenida',
      },
      {
        quote: 'Una persona más para la diagonal y tengo mi tercera letra.',
        moment: 'A mitad de la noche',
      },
      {
        quote: '¡Mira, ahora salimos los dos en la pantalla grande!',
        moment: 'Cuando se ilumina la clasificación',
      },
    ],
    counterTitle: 'Conexiones hechas con Hoogo',
    counterLoading: 'Contando conexiones…',
    counterText: (count: number) =>
      countOf(count, { one: '# conexión hecha hasta ahora', other: '# conexiones hechas hasta ahora' }),
    organiserTitle: '¿Organizas un evento?',
    organiserText: 'Crea un evento, prepara la cuadrícula y pon la clasificación en la pantalla grande.',
    organiserCta: 'Crea tu evento',
    supportTitle: '¿Preguntas?',
    supportText: 'Escríbenos y te responderá una persona de verdad.',
    footer: 'Hoogo. Bingo de networking para eventos presenciales.',
  },
} satisfies Translation<typeof englishLanding>;
