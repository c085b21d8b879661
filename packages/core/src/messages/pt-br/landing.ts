/** The landing page. */

import type { Translation } from '../../i18n/translation.js';
import type { landingMessages as englishLanding } from '../en/landing.js';
import { countOf } from './words.js';

export const landingMessages = {
  landing: {
    nav: { howItWorks: 'Como funciona', rewards: 'Prêmios', stories: 'Histórias', support: 'Suporte' },
    eyebrow: 'Bingo de networking para eventos presenciais',
    headline: 'Transforme papo furado em conexões de verdade.',
    lead: 'O Hoogo dá a cada participante uma grade 5x5 de letras. Conheça pessoas, tire uma selfie, descubra algo sobre elas e preencha uma casa. Cinco casas em linha fazem um bingo, e cinco bingos vencem o jogo.',
    cta: 'Começar a jogar',
    secondaryCta: 'Veja como funciona',
    illustrationLabel: 'Um exemplo de cartela Hoogo com as letras B I N G O e algumas casas conectadas',
    howTitle: 'Como funciona',
    howLead: 'Três passos entre um crachá e uma sala cheia de novos contatos.',
    steps: [
      {
        title: 'Abra o link do evento',
        text: 'Escaneie o QR code no local ou abra o link que o organizador compartilhou e entre com seu e-mail.',
      },
      {
        title: 'Conheça e conecte-se',
        text: 'Encontre alguém cujo nome comece com uma letra da sua grade. Tire uma selfie com a pessoa e anote o que você aprendeu.',
      },
      {
        title: 'Grite Hoogo',
        text: 'Complete linhas, colunas e diagonais para acender B, I, N, G e O e subir no ranking ao vivo.',
      },
    ],
    rewardsTitle: 'Prêmios que valem a caminhada até o outro lado da sala',
    rewardsLead: 'Os organizadores decidem os prêmios. O Hoogo cria os momentos que levam até eles.',
    rewards: [
      {
        title: 'Ranking ao vivo',
        text: 'O telão mostra cada nova conexão e quem está mais perto de completar a cartela.',
      },
      {
        title: 'Cartela para compartilhar',
        text: 'Depois de cinco conexões, baixe sua cartela como imagem de story ou post e compartilhe.',
      },
      {
        title: 'Rodada de votação',
        text: 'Terminou cedo? Vote nas conexões que tornaram sua noite inesquecível.',
      },
    ],
    testimonialsTitle: 'Como é uma noite de Hoogo',
    testimonials: [
      {
        quote: 'Peraí, seu nome começa com Q? Preciso de você na minha grade!',
        moment: 'No coquetel de boas-vindas',
      },
      {
        quote: 'Só mais uma pessoa na diagonal e eu fecho minha terceira letra.',
        moment: 'No meio da noite',
      },
      {
        quote: 'Olha, nós dois estamos no telão agora!',
        moment: 'Quando o ranking se acende',
      },
    ],
    counterTitle: 'Conexões feitas com o Hoogo',
    counterLoading: 'Contando conexões…',
    counterText: (count: number) =>
      countOf(count, { one: '# conexão feita até agora', other: '# conexões feitas até agora' }),
    organiserTitle: 'Vai organizar um evento?',
    organiserText: 'Crie um evento, monte a grade e coloque o ranking no telão.',
    organiserCta: 'Crie seu evento',
    supportTitle: 'Dúvidas?',
    supportText: 'Escreva para a gente e uma pessoa de verdade vai responder.',
    footer: 'Hoogo. Bingo de networking para eventos presenciais.',
  },
} satisfies Translation<typeof englishLanding>;
