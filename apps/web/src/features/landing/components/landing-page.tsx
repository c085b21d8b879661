import { messages } from '@hoogo/core';
import { Link } from 'react-router';
import { pagePath } from '@/app/paths';
import { buttonStyles } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';
import { env } from '@/config/env';
import { BingoIllustration } from './bingo-illustration';
import { ConnectionsCounter } from './connections-counter';
import { icons } from './icons';
import { LandingHeader } from './landing-header';

const t = messages.landing;
const stepIcons = [icons.qr, icons.camera, icons.trophy];
const rewardIcons = [icons.chart, icons.share, icons.heart];

/** A section's title, and the sentence under it. */
function SectionIntro({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className="max-w-2xl">
      <h2 className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">{title}</h2>
      {lead && <p className="mt-3 text-lg text-slate-600">{lead}</p>}
    </div>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div
        className="pointer-events-none absolute -top-24 -end-24 size-96 rounded-full bg-brand-500/30 blur-3xl"
        aria-hidden="true"
      />
      <div
        className="pointer-events-none absolute -bottom-32 -start-20 size-80 rounded-full bg-accent-500/20 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-28">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-300 ring-1 ring-white/20">
            {t.eyebrow}
          </p>
          <h1 className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t.headline}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100">{t.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={pagePath.login()} className={buttonStyles({ variant: 'accent', size: 'lg' })}>
              {t.cta}
            </Link>
            <a
              href="#how-it-works"
              className={buttonStyles({
                variant: 'ghost',
                size: 'lg',
                className: 'text-white ring-1 ring-white/30 hover:bg-white/10 active:bg-white/20',
              })}
            >
              {t.secondaryCta}
            </a>
          </div>
        </div>
        <BingoIllustration />
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section id="how-it-works" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionIntro title={t.howTitle} lead={t.howLead} />
      <ol className="mt-10 grid gap-5 md:grid-cols-3">
        {t.steps.map((step, i) => (
          <li
            key={step.title}
            className="relative rounded-3xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <div className="flex items-center justify-between">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-800">
                {stepIcons[i]}
              </span>
              <span className="text-5xl font-black text-brand-100" aria-hidden="true">
                {i + 1}
              </span>
            </div>
            <h3 className="mt-5 text-xl font-bold text-brand-950">{step.title}</h3>
            <p className="mt-2 text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function CounterBand() {
  return (
    <section className="bg-brand-950">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2">
        <ConnectionsCounter />
        <div className="rounded-3xl bg-white/5 p-6 text-center ring-1 ring-white/10 md:text-start">
          <h2 className="text-2xl font-bold text-white">{t.organiserTitle}</h2>
          <p className="mt-2 text-brand-100">{t.organiserText}</p>
          <Link to={pagePath.login()} className={buttonStyles({ variant: 'accent', className: 'mt-5' })}>
            {t.organiserCta}
          </Link>
        </div>
      </div>
    </section>
  );
}

function Rewards() {
  return (
    <section id="rewards" className="bg-gradient-to-b from-accent-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <SectionIntro title={t.rewardsTitle} lead={t.rewardsLead} />
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {t.rewards.map((reward, i) => (
            <li key={reward.title} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-accent-200">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-400 text-brand-950">
                {rewardIcons[i]}
              </span>
              <h3 className="mt-5 text-xl font-bold text-brand-950">{reward.title}</h3>
              <p className="mt-2 text-slate-600">{reward.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Testimonials() {
  return (
    <section id="stories" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionIntro title={t.testimonialsTitle} />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {t.testimonials.map((item) => (
          <li key={item.moment}>
            <figure className="flex h-full flex-col justify-between rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
              <blockquote className="text-lg text-slate-800">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 text-sm font-semibold text-brand-800">{item.moment}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Support() {
  return (
    <section className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
      <div className="flex flex-col items-start gap-5 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-800 text-white">
            {icons.mail}
          </span>
          <div>
            <h2 className="text-xl font-bold text-brand-950">{t.supportTitle}</h2>
            <p className="mt-1 text-slate-700">{t.supportText}</p>
          </div>
        </div>
        <a href={`mailto:${env.supportEmail}`} className={buttonStyles({ variant: 'secondary' })}>
          {env.supportEmail}
        </a>
      </div>
    </section>
  );
}

const footerLink = 'inline-flex min-h-11 min-w-11 items-center justify-center hover:text-brand-800';
const footerLinks = [
  ['#how-it-works', 'howItWorks'],
  ['#rewards', 'rewards'],
  [`mailto:${env.supportEmail}`, 'support'],
] as const satisfies ReadonlyArray<readonly [string, keyof typeof t.nav]>;

function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-3">
          <LogoMark className="size-8" />
          <p className="text-sm text-slate-600">
            © {new Date().getFullYear()} {t.footer}
          </p>
        </div>
        <nav aria-label={t.nav.support}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-slate-700">
            {footerLinks.map(([href, labelKey]) => (
              <li key={href}>
                <a href={href} className={footerLink}>
                  {t.nav[labelKey]}
                </a>
              </li>
            ))}
            <li>
              <Link
                to={pagePath.login()}
                className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-brand-800"
              >
                {messages.navbar.login}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

/** The marketing page at /. */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader />
      <main className="flex-1">
        <Hero />
        <HowItWorks />
        <CounterBand />
        <Rewards />
        <Testimonials />
        <Support />
      </main>
      <Footer />
    </div>
  );
}
