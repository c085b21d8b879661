/** The landing page. */

import type { Translation } from '../../i18n/translation.js';
import type { landingMessages as englishLanding } from '../en/landing.js';
import { countOf } from './words.js';

export const landingMessages = {
  landing: {
    nav: { howItWorks: 'Principe', rewards: 'Récompenses', stories: 'Témoignages', support: 'Aide' },
    eyebrow: 'Le bingo du networking pour vos événements en présentiel',
    headline: 'Transformez les banalités en vraies rencontres.',
    lead: 'Hoogo donne à chaque participant une grille de 5x5 lettres. Rencontrez des gens, prenez un selfie, apprenez quelque chose sur eux et remplissez une case. Cinq cases alignées font un bingo, cinq bingos font gagner la partie.',
    cta: 'Commencer à jouer',
    secondaryCta: 'Voir le principe',
    illustrationLabel: 'Un exemple de carte Hoogo avec les lettres B I N G O et quelques cases remplies',
    howTitle: 'Le principe',
    howLead: 'Trois étapes pour passer d’un badge nominatif à une salle pleine de nouveaux contacts.',
    steps: [
      {
        title: 'Ouvrez le lien de l’événement',
        text: 'Scannez le QR code sur place ou ouvrez le lien partagé par l’organisateur, puis connectez-vous avec votre e-mail.',
      },
      {
        title: 'Rencontrez du monde',
        text: 'Trouvez quelqu’un dont le nom commence par une lettre de votre grille. Prenez un selfie ensemble et notez ce que vous avez appris.',
      },
      {
        title: 'Criez Hoogo',
        text: 'Complétez lignes, colonnes et diagonales pour allumer B, I, N, G et O, et grimpez dans le classement en direct.',
      },
    ],
    rewardsTitle: 'Des récompenses qui valent le détour',
    rewardsLead:
      'Les organisateurs choisissent les lots. Hoogo crée les moments qui permettent de les gagner.',
    rewards: [
      {
        title: 'Classement en direct',
        text: 'L’écran de l’organisateur affiche chaque nouvelle rencontre et qui est le plus près d’une carte complète.',
      },
      {
        title: 'Carte à partager',
        text: 'Après cinq rencontres, téléchargez votre carte au format story ou post et partagez-la.',
      },
      {
        title: 'Tour de vote',
        text: 'Fini en avance ? Votez pour les personnes qui ont rendu votre soirée mémorable.',
      },
    ],
    testimonialsTitle: 'Une soirée Hoogo, ça ressemble à ça',
    testimonials: [
      {
        quote: 'Attends, ton prénom commence par un Q ? J’ai besoin de toi pour ma grille !',
        moment: 'Au cocktail d’accueil',
      },
      {
        quote: 'Encore une personne pour la diagonale et j’ai ma troisième lettre.',
        moment: 'En milieu de soirée',
      },
      {
        quote: 'Regarde, on est tous les deux sur le grand écran !',
        moment: 'Quand le classement s’allume',
      },
    ],
    counterTitle: 'Rencontres faites avec Hoogo',
    counterLoading: 'Décompte des rencontres…',
    counterText: (count: number) =>
      countOf(count, { one: '# rencontre faite à ce jour', other: '# rencontres faites à ce jour' }),
    organiserTitle: 'Vous organisez un événement ?',
    organiserText: 'Créez un événement, préparez la grille et affichez le classement sur le grand écran.',
    organiserCta: 'Créer votre événement',
    supportTitle: 'Des questions ?',
    supportText: 'Écrivez-nous, un humain vous répondra.',
    footer: 'Hoogo. Le bingo du networking pour vos événements en présentiel.',
  },
} satisfies Translation<typeof englishLanding>;
