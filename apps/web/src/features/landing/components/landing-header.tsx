import { messages } from '@hoogo/core';
import { Link } from 'react-router';
import { pagePath } from '@/app/paths';
import { LanguageSwitch } from '@/components/language/language-switch';
import { buttonStyles } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { storage } from '@/lib/storage';

/** Read when shown: the labels speak the language of the moment. */
const links = () => [
  {
    href: '#how-it-works',
    label: messages.landing.nav.howItWorks,
  },
  {
    href: '#rewards',
    label: messages.landing.nav.rewards,
  },
  {
    href: '#stories',
    label: messages.landing.nav.stories,
  },
];

/** The page's section links: in the bar on wide screens, on a row of their own under it on phones. */
function SectionLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {links().map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClassName}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function LandingHeader() {
  const signedIn = Boolean(storage.get('accessToken'));
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={pagePath.landing()}
          className="inline-flex min-h-11 items-center rounded-lg"
          aria-label={messages.navbar.home}
        >
          <Logo />
        </Link>
        <nav aria-label={messages.navbar.primaryNav} className="flex items-center gap-1 sm:gap-2">
          <SectionLinks
            className="hidden items-center gap-1 md:flex"
            linkClassName="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900"
          />
          <LanguageSwitch />
          <Link
            to={signedIn ? pagePath.dashboard() : pagePath.login()}
            className={buttonStyles({ size: 'sm', className: 'ms-1' })}
          >
            {signedIn ? messages.navbar.dashboard : messages.navbar.login}
          </Link>
        </nav>
      </div>
      <nav aria-label={messages.landing.nav.howItWorks} className="border-t border-slate-100 md:hidden">
        <SectionLinks
          className="mx-auto flex max-w-6xl justify-center gap-1 px-2 py-1.5"
          linkClassName="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-brand-50"
        />
      </nav>
    </header>
  );
}
