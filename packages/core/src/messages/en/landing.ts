/** The landing page. */

import { countOf } from './words.js';

export const landingMessages = {
  landing: {
    nav: { howItWorks: 'How it works', rewards: 'Rewards', stories: 'Stories', support: 'Support' },
    eyebrow: 'Networking bingo for offline events',
    headline: 'Turn small talk into real connections.',
    lead: 'Hoogo gives every attendee a 5x5 letter grid. Meet people, snap a selfie, learn something about them and fill a cell. Five in a row is a bingo, five bingos win the game.',
    cta: 'Start playing',
    secondaryCta: 'See how it works',
    illustrationLabel: 'A sample Hoogo card with the letters B I N G O and some connected cells',
    howTitle: 'How it works',
    howLead: 'Three steps from a name badge to a room full of new contacts.',
    steps: [
      {
        title: 'Open the event link',
        text: 'Scan the QR code at the venue or open the link your organiser shared, then sign in with your email.',
      },
      {
        title: 'Meet and connect',
        text: 'Find someone whose name starts with a letter on your grid. Take a selfie together and note what you learned.',
      },
      {
        title: 'Shout Hoogo',
        text: 'Complete rows, columns and diagonals to light up B, I, N, G and O, and climb the live leaderboard.',
      },
    ],
    rewardsTitle: 'Rewards worth the walk across the room',
    rewardsLead: 'Organisers decide the prizes. Hoogo makes the moments that earn them.',
    rewards: [
      {
        title: 'Live leaderboard',
        text: 'The host screen shows every new connection and who is closest to a full card.',
      },
      {
        title: 'Shareable card',
        text: 'After five connections, download your card as a story or post image and share it.',
      },
      {
        title: 'Voting round',
        text: 'Finished early? Vote for the connections who made your evening memorable.',
      },
    ],
    testimonialsTitle: 'What a Hoogo evening sounds like',
    testimonials: [
      {
        quote: 'Wait, your name starts with a Q? I need you for my grid!',
        moment: 'At the welcome drinks',
      },
      {
        quote: 'One more person for the diagonal and I have my third letter.',
        moment: 'Halfway through the evening',
      },
      {
        quote: 'Look, we are both on the big screen now!',
        moment: 'When the leaderboard lights up',
      },
    ],
    counterTitle: 'Connections made with Hoogo',
    counterLoading: 'Counting connections…',
    counterText: (count: number) =>
      countOf(count, { one: '# connection made so far', other: '# connections made so far' }),
    organiserTitle: 'Running an event?',
    organiserText: 'Create an event, set up the grid and put the leaderboard on the big screen.',
    organiserCta: 'Create your event',
    supportTitle: 'Questions?',
    supportText: 'Write to us and a human will answer.',
    footer: 'Hoogo. Networking bingo for offline events.',
  },
} as const;
