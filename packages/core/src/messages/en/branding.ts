/** The big screen's branding (docs/decisions/0084-the-boards-branding.md): the hosts' form and its refusals. */

export const brandingMessages = {
  branding: {
    title: 'Big screen branding',
    description:
      'Your logo and colour on the big screen. The rest of the board keeps its colours so it stays readable.',
    open: 'Branding',
    logo: 'Logo',
    logoHint: 'PNG, JPEG or WebP; a transparent PNG looks best. Shown beside the event name.',
    chooseLogo: 'Choose a logo',
    removeLogo: 'Remove the logo',
    logoAlt: (eventName: string) => `${eventName} logo`,
    accent: 'Accent colour',
    accentHint: 'The band behind the event name. Its text turns white or black, whichever reads better.',
    useAccent: 'Use an accent colour',
    preview: 'Preview',
    save: 'Save branding',
    saved: 'Branding saved',
    accentFormat: 'The accent colour must be # followed by six hexadecimal digits, like #1f6feb.',
    nothingToChange: 'Send a logo, remove_logo or an accent_color.',
    logoAndRemove: 'Send a new logo or remove_logo, not both.',
  },
} as const;
